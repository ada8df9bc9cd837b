/**
 * What makes a record's raw values readable on its screen: the names of the records its
 * reference fields point at (one call per referenced resource), and country names, whose
 * three languages load only when a record has a country field.
 */
import { useEffect, useState } from 'react';
import { getList } from '~/lib/data';
import { printPql } from '~/lib/pql';
import type { ReferenceTarget } from '~/lib/resources/reference-targets';
import type { ResourceDeclaration } from '~/lib/resources/resource-declaration';
import type { JsonSchema, UiHint } from '~/lib/schemas/schema-parts';
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

/** Field → the referenced record's name (and link), for the reference fields that hold an id. */
export function useReferenceNames(
  declaration: ResourceDeclaration,
  record: RecordData,
  targets: Readonly<Record<string, ReferenceTarget>>,
): Record<string, ReferenceValue> {
  const [names, setNames] = useState<Record<string, ReferenceValue>>({});
  useEffect(() => {
    const controller = new AbortController();
    const byTarget = new Map<string, { target: ReferenceTarget; fields: [string, string][] }>();
    for (const field of Object.keys((declaration.schema.properties ?? {}) as object)) {
      const hint = hintOf(declaration, field);
      const target = hint.widget === 'reference' && hint.resource ? targets[hint.resource] : undefined;
      const value = record[field];
      if (!target || (typeof value !== 'number' && typeof value !== 'string') || value === '') continue;
      const entry = byTarget.get(hint.resource!) ?? { target, fields: [] };
      entry.fields.push([field, String(value)]);
      byTarget.set(hint.resource!, entry);
    }
    for (const { target, fields } of byTarget.values()) {
      const ids = [...new Set(fields.map(([, id]) => id))];
      getList<Record<string, unknown>>({
        resource: target.apiPath, page: 1, limit: ids.length, fields: ['id', target.displayField],
        pql: printPql([{ field: 'id', operator: 'equals', values: ids }]), signal: controller.signal,
      }).then(({ data }) => {
        const found = new Map(data.map((row) => [String(row.id), String(row[target.displayField] ?? '')]));
        setNames((current) => {
          const next = { ...current };
          for (const [field, id] of fields) {
            const name = found.get(id);
            if (name) next[field] = { id, name, ...(target.recordRoute ? { href: target.recordRoute.replace('{id}', encodeURIComponent(id)) } : {}) };
          }
          return next;
        });
      }, () => undefined);
    }
    return () => controller.abort();
  }, [declaration, record, targets]);
  return names;
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
