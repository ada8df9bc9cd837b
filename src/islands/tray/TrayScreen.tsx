/**
 * `/tray` (DESIGN.md section 13, bulk jobs): the tray and the user's jobs, or — with
 * `?job=<id>` in the address — that job's page. One island reads the address, so a job's page
 * survives a reload and a link to it can be shared.
 */
import { useState } from 'react';
import { jobIdFromSearch } from '~/lib/tray/tray-links';
import { usePortalTranslation } from '../kit/use-portal-translation';
import { JobView } from './JobView';
import { TrayOverview } from './TrayOverview';
import './tray-words';

export default function TrayScreen() {
  const { t, language } = usePortalTranslation();
  const [search] = useState(() => (typeof location === 'undefined' ? '' : location.search));
  if (new URLSearchParams(search).has('job')) return <JobView id={jobIdFromSearch(search)} language={language} t={t} />;
  return <TrayOverview language={language} t={t} />;
}
