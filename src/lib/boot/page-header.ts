/**
 * Brings the pre-rendered page header (breadcrumb, record heading, tabs) to the address: links
 * get the address's values, record names show as they become known (the page's own island names
 * its record; the header asks for the others). See src/screens/PageHeader.astro.
 */
import { $recordNames } from '../page/document-title.ts';
import { matchRouteParameters } from '../routes/route-params.ts';
import { fillRoutePattern } from '../routes/route-pattern.ts';

interface NameSource {
  parameter: string;
  apiPath: string;
  displayField: string;
  unicodeField?: string;
}

export function wirePageHeader(route: string): void {
  const header = document.querySelector<HTMLElement>('[data-page-header]');
  if (!header) return;
  const parameters = matchRouteParameters(route, location.pathname.replace(/\/+$/, '') || '/') ?? {};
  for (const link of header.querySelectorAll<HTMLAnchorElement>('a[data-href-pattern]')) {
    const path = fillRoutePattern(link.dataset.hrefPattern!, parameters);
    if (path) link.setAttribute('href', path);
  }
  const names = header.querySelectorAll<HTMLElement>('[data-record-name]');
  $recordNames.subscribe((known) => {
    for (const element of names) {
      const parameter = element.dataset.recordName!;
      const fromAddress = element.hasAttribute('data-name-from-address') ? parameters[parameter] : undefined;
      element.textContent = known[parameter] ?? fromAddress ?? '';
    }
  });
  const sources = JSON.parse(header.dataset.nameSources ?? '[]') as NameSource[];
  if (sources.length === 0) return;
  void import('../data/record-name.ts').then(({ loadRecordName }) => {
    for (const source of sources) {
      const id = parameters[source.parameter];
      if (!id) continue;
      loadRecordName(source.apiPath, id, source.displayField, source.unicodeField).then(
        (name) => $recordNames.setKey(source.parameter, name),
        // A record that cannot be named keeps its placeholder: the page's own calls report failures.
        () => undefined,
      );
    }
  });
}
