/**
 * Build time only: what a report page hands its island, read from the declarations (DESIGN.md
 * section 11: declared once) so none of them travels in the page's JS — the report's resource's
 * filterable fields and an example filter for its PQL box, the lists its rows open (route, view
 * permission, filterable fields), a domain's page (the forecast's drop candidates link to
 * theirs), and the English words the page shows: the report's own part of `reports`, the filter
 * box's `lists:pql`, and the `resources` labels of the values its keys may hold. Words in the
 * page's HTML instead of its JS keep the report pages inside the JS budget (docs/ARCHITECTURE.md).
 */
import type { Resources } from '../i18n/english-text.ts';
import { filterableColumns } from '../lists/filter-fields.ts';
import { pqlExample } from '../lists/pql-example.ts';
import { englishSubset } from '../resources/english-subset.ts';
import { resourceByName } from '../resources/index.ts';
import type { ColumnDeclaration, ResourceDeclaration } from '../resources/resource-declaration.ts';
import { reportNames, reportResources, type ReportName } from '../schemas/report.ts';
import { reportDeclarations, type ReportDeclaration } from './report-declarations.ts';
import type { ReportList } from './report-links.ts';

/** English words by namespace, as much of each as the page shows. */
export interface ReportWords {
  reports: Resources;
  lists?: Resources;
  resources?: Resources;
}

export interface ReportPage {
  report: ReportName;
  /** The report's declaration (report-declarations.ts), handed over rather than imported by the island. */
  declaration: ReportDeclaration;
  /** What the report's PQL box checks a filter against, and the example under it. */
  filter: { columns: ColumnDeclaration[]; example: string };
  /** The list each resource's rows open, by resource name. */
  lists: Record<string, ReportList>;
  words: ReportWords & { lists: Resources; resources: Resources };
  /** A domain's page (`/domains/{id}`). */
  domainRecord?: string;
}

export interface ReportCatalogue {
  reports: { name: ReportName; route: string }[];
  words: ReportWords;
}

function declared(name: string): ResourceDeclaration {
  const declaration = resourceByName(name);
  if (!declaration) throw new Error(`A report names the resource ${name}, which is not declared`);
  return declaration;
}

/** The columns a filter may name, as much of each as checking a filter needs. */
function filterColumns(declaration: ResourceDeclaration): ColumnDeclaration[] {
  return filterableColumns(declaration.columns).map(({ field, type, label, operators, values }) => ({
    field, type, label, ...(operators ? { operators } : {}), ...(values ? { values } : {}),
  }));
}

const isTree = (value: unknown): value is Resources => typeof value === 'object' && value !== null;

/** Keeps the entries of `tree` whose key (without a plural suffix) passes. */
function only(tree: unknown, keep: (key: string) => boolean): Resources {
  return isTree(tree) ? Object.fromEntries(Object.entries(tree).filter(([key]) => keep(key.replace(/_(zero|one|two|few|many|other)$/, '')))) : {};
}

/**
 * The part of the `reports` words one report's page shows: its own title, description, sections,
 * counts and covers (not the other reports'), the drop candidates' words on the forecast, the
 * options on the reports that have them, the areas on the activity report.
 */
export function reportWords(all: Resources, report: ReportName): Resources {
  const options = reportDeclarations[report].options;
  const skipped = new Set(['catalogue', 'reports', 'sections', 'covers', 'counts', 'drop', 'options', 'areas']);
  const words: Resources = Object.fromEntries(Object.entries(all).filter(([key]) => !skipped.has(key)));
  words.reports = only(all.reports, (key) => key === report);
  words.sections = only(all.sections, (key) => key === report);
  words.covers = only(all.covers, (key) => key === report);
  words.counts = only(all.counts, (key) => key === report);
  if (options.includes('drop')) words.drop = all.drop;
  if (options.length > 0) words.options = all.options;
  if (report === 'portfolio-activity') words.areas = all.areas;
  return words;
}

/** The catalogue's words: every report's title and description, the figures, its own states. */
export function catalogueWords(all: Resources): Resources {
  return only(all, (key) => ['reports', 'figures', 'catalogue'].includes(key));
}

export function reportPage(report: ReportName, english: Readonly<Record<string, Resources | undefined>>): ReportPage {
  const declaration = reportDeclarations[report];
  const resource = declared(reportResources[report]);
  const lists: Record<string, ReportList> = {};
  const shown: ResourceDeclaration[] = [resource];
  for (const [rowsOf, listName] of Object.entries(declaration.lists)) {
    if (!listName) continue;
    const list = declared(listName);
    if (!list.routes.list) throw new Error(`${report}: ${listName} has no list for its rows`);
    lists[rowsOf] = { href: list.routes.list, permission: list.permissions.view, fields: filterColumns(list).map((column) => column.field) };
    shown.push(list);
  }
  // The forecast's drop candidates are domains, each leading to its page.
  const domainRecord = report === 'renewals-forecast' ? declared('domains').routes.record : undefined;
  return {
    report,
    declaration,
    filter: { columns: filterColumns(resource), example: pqlExample(resource) },
    lists,
    words: {
      reports: reportWords(english.reports ?? {}, report),
      lists: { pql: english.lists?.pql ?? {} },
      resources: englishSubset(english.resources ?? {}, shown),
    },
    ...(domainRecord ? { domainRecord } : {}),
  };
}

export function reportCatalogue(english: Readonly<Record<string, Resources | undefined>>): ReportCatalogue {
  return {
    reports: reportNames.map((name) => ({ name, route: reportDeclarations[name].route })),
    words: { reports: catalogueWords(english.reports ?? {}) },
  };
}
