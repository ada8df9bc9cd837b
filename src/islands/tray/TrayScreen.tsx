/**
 * `/tray` (DESIGN.md section 13, bulk jobs): the tray and the user's jobs, or — with
 * `?job=<id>` in the address — that job's page. One island reads the address, so a job's page
 * survives a reload and a link to it can be shared.
 */
import { useState } from 'react';
import { jobIdFromSearch, type TrayPages } from '~/lib/tray/tray-links';
import { usePortalTranslation } from '../kit/use-portal-translation';
import { JobView } from './JobView';
import { TrayOverview } from './TrayOverview';
import { TrayPagesContext } from './tray-pages-context';
import './tray-words';

export default function TrayScreen({ pages }: { pages: TrayPages }) {
  const { t, language } = usePortalTranslation();
  const [search] = useState(() => (typeof location === 'undefined' ? '' : location.search));
  return (
    <TrayPagesContext.Provider value={pages}>
      {new URLSearchParams(search).has('job') ? <JobView id={jobIdFromSearch(search)} language={language} t={t} /> : <TrayOverview language={language} t={t} />}
    </TrayPagesContext.Provider>
  );
}
