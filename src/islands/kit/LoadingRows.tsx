import { usePortalTranslation } from './use-portal-translation';
import './kit-words';

/** A table's loading state: placeholder rows as tall as the rows to come, so nothing jumps when they arrive. */
export function LoadingRows({ count, columns }: { count: number; columns: number }) {
  const { t } = usePortalTranslation();
  return Array.from({ length: count }, (_, index) => (
    <tr key={index} data-skeleton aria-hidden={index > 0 ? true : undefined}>
      {Array.from({ length: columns }, (_, column) => (
        <td key={column} className="px-3 py-2">
          {index === 0 && column === 0 ? <span role="status" className="sr-only" data-kit-loading>{t('kit:loading')}</span> : null}
          <span className="block h-4 rounded bg-line animate-pulse motion-reduce:animate-none" />
        </td>
      ))}
    </tr>
  ));
}
