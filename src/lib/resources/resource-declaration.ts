/**
 * One declaration per entity (DESIGN.md section 8), shared by the portal and the reference API:
 * the API path, labels, icon, permissions, columns with their types and filter operators,
 * detail sections, and the JSON Schema (src/lib/schemas/) both sides validate with.
 * Pure data: no framework, no SQL (the API binds declarations to tables in server/api).
 */
import type { PqlOperator } from '../pql/index.ts';
import type { PermissionArea } from '../permissions/permission-names.ts';

export type ColumnType = 'text' | 'number' | 'date' | 'datetime' | 'enum' | 'boolean' | 'money' | 'json';

/**
 * How a value reads beyond its type (DESIGN.md section 11, "Values read as what they are"):
 * `code` is an identifier, never digit-grouped (ids, key tags, serials); `duration` is seconds
 * read as 1 h 30 min; `status` is an enum that is a state, shown as a coloured badge with its
 * text; `long` wraps or truncates, with a copy button. Exports stay raw whatever the reading.
 */
export type ValueReading = 'code' | 'duration' | 'status' | 'long';

export interface ColumnDeclaration {
  /** The API field; dotted for a nested value (`registrant.name`). */
  field: string;
  type: ColumnType;
  /** i18n key, namespace `resources` (e.g. `resources:domains.fields.name`). */
  label: string;
  sortable?: boolean;
  /** Filter operators offered; absent means the defaults of the type (see filterOperatorsFor). */
  operators?: readonly PqlOperator[];
  /** For enum columns: every value, in display order. */
  values?: readonly string[];
  /** Shown in the list before the user chooses columns. */
  listed?: boolean;
  /** For money columns: the field holding the ISO currency code. */
  currencyField?: string;
  /**
   * Offered only to staff in all accounts (spec section 6), whose lists hold every account's
   * records; the API joins it through the record's group (the account column).
   */
  allAccountsOnly?: boolean;
  /** How the value reads; declaration-parts.ts gives it by the field's name unless a declaration says. */
  reads?: ValueReading;
  /** For numeric codes: the name of each code, shown after it (`13 ECDSAP256SHA256`). */
  codeNames?: Readonly<Record<string, string>>;
}

/** i18n key of an enum value's label: one shared dictionary, `resources:values.<value>`. */
export function enumValueLabel(value: string): string {
  return `resources:values.${value}`;
}

export interface DetailSection {
  /** i18n key of the section heading. */
  title: string;
  fields: readonly string[];
}

/** A page a list row can lead to: the route and, for each of its parameters, the row's field that fills it. */
export interface RowDestination {
  pattern: string;
  parameters: Readonly<Record<string, string>>;
  /** Only rows whose fields have these values lead here (`{ custom: true }`). */
  when?: Readonly<Record<string, string | number | boolean | null>>;
  /**
   * Opens the destination's list filtered to the row: for each destination field, the row's field
   * whose value it must equal (`{ name: 'name', type: 'type' }` → `?pql=name equals www and type equals A`).
   */
  filter?: Readonly<Record<string, string>>;
}

export interface ResourceDeclaration {
  /** Stable name, also the folder of its screens: `domains`, `ssl-certificates`. */
  name: string;
  /**
   * API path under `/groups/{context}/`, parameters in braces for nested resources
   * (`domains/{domainId}/glue_records`). Global catalogues (TLDs, products) too: the API
   * serves them in every account's scope.
   */
  apiPath: string;
  /** i18n keys (namespace `resources`) for one record and for the list. */
  label: { one: string; other: string };
  /** UnoCSS icon class. */
  icon: string;
  /** The permission area (`view-<area>`, `manage-<area>`); also the area of its audit entries. */
  area: PermissionArea;
  permissions: { view: string; manage: string };
  /**
   * For a nested apiPath: the route parameter naming the parent record and the declaration
   * it belongs to (`{ parameter: 'domainId', resource: 'domains' }`).
   */
  parent?: { parameter: string; resource: string };
  /**
   * A field that names a record in portal routes instead of its id (`{ruleName}` → `rule_name`):
   * the portal finds the record with `pql=<field> equals <value>` on the list.
   */
  lookupField?: string;
  /** The field naming a record in titles and breadcrumbs. */
  displayField: string;
  /**
   * The display field's Unicode form, where it may differ (an IDN domain's `unicode_name` beside
   * its A-label `name`): names show it first with the display field beside (record-display-name.ts).
   */
  unicodeField?: string;
  columns: readonly ColumnDeclaration[];
  /** Default sort of the list (spec: `-created_at`). */
  defaultSort: string;
  sections: readonly DetailSection[];
  /** JSON Schema of a record as created or updated, with `ui` hints for the portal's forms. */
  schema: Record<string, unknown>;
  /**
   * Whether records can be created, updated and deleted through the generic screens. `staffOnly`
   * marks writes only staff may make (the shared catalogue, accounts).
   */
  operations: { create: boolean; update: boolean; remove: boolean; staffOnly?: boolean };
  /** Portal route patterns of its screens (spec section 2). */
  routes: { list?: string; record?: string; log?: string; areaLog?: string };
  /**
   * Where its rows lead when that is another declaration's page (a domain's orders open the
   * order, a family-wide rule list opens each rule in its own family): the first destination
   * whose parameters the row fills. Without it, rows open `routes.record`.
   */
  opens?: readonly RowDestination[];
}

const defaultOperators: Record<ColumnType, readonly PqlOperator[]> = {
  text: ['equals', 'contains', 'starts_with', 'ends_with'],
  number: ['equals', 'less_than', 'less_than_and_including', 'greater_than', 'greater_than_and_including', 'between'],
  money: ['equals', 'less_than', 'less_than_and_including', 'greater_than', 'greater_than_and_including', 'between'],
  date: ['equals', 'less_than', 'less_than_and_including', 'greater_than', 'greater_than_and_including', 'between'],
  datetime: ['less_than', 'less_than_and_including', 'greater_than', 'greater_than_and_including', 'between'],
  enum: ['equals'],
  boolean: ['equals'],
  json: [],
};

export function filterOperatorsFor(column: ColumnDeclaration): readonly PqlOperator[] {
  return column.operators ?? defaultOperators[column.type];
}
