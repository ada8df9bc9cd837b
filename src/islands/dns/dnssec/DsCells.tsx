import { dnssecAlgorithmNames, dsDigestTypeNames, numberWithName } from '~/lib/dns/dnssec-numbers';
import { CopyButton } from '../../kit/values/CopyButton';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import type { DsRecord } from './dnssec-api';
import { cellClass } from './TableCard';

/** A DS record's own cells: key tag, algorithm and digest type by name, the digest with its copy button. */
export function DsCells({ entry }: { entry: Pick<DsRecord, 'key_tag' | 'algorithm' | 'digest_type' | 'digest'> }) {
  const { t } = usePortalTranslation();
  return (
    <>
      <th scope="row" className={`${cellClass} font-mono font-normal`}>{entry.key_tag}</th>
      <td className={`${cellClass} whitespace-nowrap`}>{numberWithName(entry.algorithm, dnssecAlgorithmNames)}</td>
      <td className={`${cellClass} whitespace-nowrap`}>{numberWithName(entry.digest_type, dsDigestTypeNames)}</td>
      <td className={cellClass}>
        <span className="flex items-center gap-1 min-w-0">
          <code className="break-all text-xs min-w-44" data-ds-digest>{entry.digest}</code>
          <CopyButton text={entry.digest} label={t('dnssec:ds.digestOf', { tag: entry.key_tag })} t={t} />
        </span>
      </td>
    </>
  );
}

/** The headings of those cells, in the same order. */
export const dsHeadingKeys = ['keys.tag', 'keys.algorithm', 'ds.digestType', 'ds.digest'] as const;
