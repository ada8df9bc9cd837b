/**
 * What makes a record's raw values readable on its screen: the names of the records its
 * reference fields point at (one call per referenced resource), and country names, whose
 * three languages load only when a record has a country field.
 */
import { useEffect, useMemo, useState } from 'react';
import { getList } from '~/lib/data';
import { printPql } from '~/lib/pql';
import type { ReferenceTarget } from '~/lib/resources/reference-targets';
import type { ResourceDeclaration } from '~/lib/resources/resource-declaration';
import type { JsonSchema, UiHint } from '~/lib/schemas/schema-parts';
import { useData } from '../../kit/use-data';
import type { RecordData } from './record-address.ts';

export interface ReferenceValue {
  id: string;
  name: string;
  href?: string;
}

const hintOf = (declaration: ResourceDeclaration, field: string) =>
  ((((declaration.schema.properties ?? {}) as Record<string, JsonSchema>)[field]?.ui ?? {}) as UiHint);

export function countryFields(declaration: ResourceDeclaration): string[] {
  return Object.keys((declaration.schema.properties ?? {}) as object).filter((field) => hintOf(declaration, field).widget === 'country');
}

interface ReferenceLookup {
  resource: string;
  target: ReferenceTarget;
  /** Field and the id it holds. */
  fields: [string, string][];
}

/** The reference fields of a record that hold an id, grouped by the resource they point at. */
function referenceLookups(declaration: ResourceDeclaration, record: RecordData, targets: Readonly<Record<string, ReferenceTarget>>): ReferenceLookup[] {
  const byResource = new Map<string, ReferenceLookup>();
  for (const field of Object.keys((declaration.schema.properties ?? {}) as object)) {
    const hint = hintOf(declaration, field);
    const target = hint.widget === 'reference' && hint.resource ? targets[hint.resource] : undefined;
    const value = record[field];
    if (!target || (typeof value !== 'number' && typeof value !== 'string') || value === '') continue;
    const lookup = byResource.get(hint.resource!) ?? { resource: hint.resource!, target, fields: [] };
    lookup.fields.push([field, String(value)]);
    byResource.set(hint.resource!, lookup);
  }
  return [...byResource.values()];
}

/** The names one lookup finds; a resource that fails to answer leaves its fields showing ids. */
async function namesOf({ target, fields }: ReferenceLookup, signal: AbortSignal): Promise<Record<string, ReferenceValue>> {
  const ids = [...new Set(fields.map(([, id]) => id))];
  try {
    const { data } = await getList<Record<string, unknown>>({
      resource: target.apiPath, page: 1, limit: ids.length, fields: ['id', target.displayField],
      pql: printPql([{ field: 'id', operator: 'equals', values: ids }]), signal,
    });
    const found = new Map(data.map((row) => [String(row.id), String(row[target.displayField] ?? '')]));
    return Object.fromEntries(fields.flatMap(([field, id]) => {
      const name = found.get(id);
      return name ? [[field, { id, name, ...(target.recordRoute ? { href: target.recordRoute.replace('{id}', encodeURIComponent(id)) } : {}) }]] : [];
    }));
  } catch {
    return {};
  }
}

const never = () => false;

/** Field → the referenced record's name (and link), for the reference fields that hold an id. */
export function useReferenceNames(
  declaration: ResourceDeclaration,
  record: RecordData,
  targets: Readonly<Record<string, ReferenceTarget>>,
): Record<string, ReferenceValue> {
  const lookups = useMemo(() => referenceLookups(declaration, record, targets), [declaration, record, targets]);
  const key = lookups.length === 0 ? null : JSON.stringify(lookups.map(({ resource, fields }) => [resource, fields]));
  const names = useData(key, async (signal) => Object.assign({}, ...(await Promise.all(lookups.map((lookup) => namesOf(lookup, signal))))) as Record<string, ReferenceValue>, { isEmpty: never });
  return (key === null ? undefined : names.data) ?? {};
}

/** A function naming a country in the language, once the names have loaded (only when wanted). */
export function useCountryNamer(language: string, wanted: boolean): ((code: string) => string) | undefined {
  const [namer, setNamer] = useState<(code: string) => string>();
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void import('~/lib/addresses/country-name').then(({ countryName }) => {
      if (current) setNamer(() => (code: string) => countryName(code, language, { withCode: true }));
    }, () => undefined);
    return () => {
      current = false;
    };
  }, [language, wanted]);
  return namer;
}
