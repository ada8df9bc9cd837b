/**
 * The declarations themselves: each binds to its table (the API starts), names only real
 * portal routes, has a schema that compiles, and every label key it uses exists in English,
 * Spanish and Japanese, with the three locale files holding the same keys.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/api/db/open-database.ts';
import { migrate } from '../../server/api/db/migrate.ts';
import { createResourceRegistry } from '../../server/api/resources/resource-registry.ts';
import { enumValueLabel, resourceDeclarations } from '../../src/lib/resources/index.ts';
import { routeTable } from '../../src/lib/routes/route-table.ts';
import { compileSchema } from '../../src/lib/validation/json-schema/ajv-runtime.ts';

type Tree = { [key: string]: string | Tree };
const locales = ['en', 'es', 'ja'] as const;
const resources = Object.fromEntries(
  locales.map((locale) => [locale, JSON.parse(readFileSync(new URL(`../../src/content/locales/${locale}/resources.json`, import.meta.url), 'utf8')) as Tree]),
);

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
}

function lookup(tree: Tree, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree);
}

function labelKeys(): Set<string> {
  const keys = new Set<string>();
  for (const declaration of resourceDeclarations) {
    keys.add(declaration.label.one);
    keys.add(declaration.label.other);
    for (const column of declaration.columns) {
      keys.add(column.label);
      for (const value of column.values ?? []) keys.add(enumValueLabel(value));
    }
    for (const section of declaration.sections) {
      keys.add(section.title);
      for (const field of section.fields) keys.add(`resources:fields.${field}`);
    }
    for (const [field, schema] of Object.entries(declaration.schema.properties as Record<string, { enum?: unknown[]; ui?: { group?: string } }>)) {
      keys.add(`resources:fields.${field}`);
      if (schema.ui?.group) keys.add(`resources:sections.${schema.ui.group}`);
      for (const value of schema.enum ?? []) if (typeof value === 'string') keys.add(enumValueLabel(value));
    }
  }
  return keys;
}

describe('resource declarations', () => {
  it('bind to the database, each with a unique name and API path', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    expect(createResourceRegistry(db).all).toHaveLength(resourceDeclarations.length);
    db.close();
    expect(new Set(resourceDeclarations.map((declaration) => declaration.name)).size).toBe(resourceDeclarations.length);
    expect(new Set(resourceDeclarations.map((declaration) => declaration.apiPath)).size).toBe(resourceDeclarations.length);
  });

  it('name only portal routes that exist, and cover every list, record and log route of an entity', () => {
    const known = new Set(routeTable.map((route) => route.pattern));
    const declared = new Set(resourceDeclarations.flatMap((declaration) => Object.values(declaration.routes)));
    for (const route of declared) expect(known.has(route), route).toBe(true);
    const entityRoutes = [
      '/users', '/users/{id}', '/users/{id}/log', '/users/log', '/users/authentication-log', '/users/{id}/authentication-log',
      '/accounts', '/accounts/{id}', '/accounts/{id}/log', '/accounts/log', '/contacts', '/contacts/{id}', '/contacts/{id}/log', '/contacts/log',
      '/contacts/{id}/registry-handles', '/contacts/{id}/approval-requests', '/tlds', '/tlds/{id}', '/products', '/products/{id}',
      '/products/registrar-templates', '/products/registrar-templates/{id}', '/blocks', '/blocks/{id}', '/ssls', '/ssls/{id}', '/ssls/{id}/log',
      '/ssls/{id}/files', '/ssls/{id}/validation', '/ssls/{id}/transactions', '/ssls/organisations', '/ssls/organisations/{id}',
      '/domains', '/domains/{id}', '/domains/{id}/log', '/domains/log', '/domains/{id}/orders', '/domains/{id}/transactions',
      '/domains/{id}/glue-records', '/domains/orders', '/domains/orders/{id}', '/domains/approval-requests',
      '/domains/approval-requests/{id}', '/invoicing/transactions', '/invoicing/transactions/{id}', '/invoicing/transactions/log',
      '/invoicing/transactions/{id}/log', '/invoicing/billing-entities', '/invoicing/billing-entities/{id}', '/invoicing/billing-entities/{id}/log',
      '/invoicing/billing-entities/{id}/accounts', '/invoicing/pricing-entities', '/invoicing/pricing-entities/{id}',
      '/invoicing/pricing-entities/{id}/log', '/invoicing/pricing-entities/{id}/applicable-rules',
      ...['/invoicing/global-pricing-rules', '/invoicing/pricing-entity-rules'].flatMap((base) => [
        base, `${base}/{id}`, `${base}/custom`, `${base}/{id}/{ruleName}`, `${base}/{id}/{ruleName}/log`, `${base}/custom/{ruleName}`, `${base}/custom/{ruleName}/log`,
      ]),
      '/watch', '/watch/{id}', '/watch/{id}/log', '/watch/log', '/watch/{id}/cases', '/watch/{id}/domains', '/watch/{id}/monitored',
      '/watch/{id}/contacts', '/watch/templates', '/intelligence', '/intelligence/{id}', '/intelligence/{id}/log', '/intelligence/log',
      '/intelligence/modules', '/intelligence/templates', '/intelligence/{id}/results', '/intelligence/{id}/patterns',
    ];
    for (const route of entityRoutes) expect(declared.has(route), route).toBe(true);
    // The DNS pages are screens of their own (the zone editor, DNSSEC), no declaration's list.
    for (const route of ['/domains/{id}/dns', '/domains/{id}/dnssec']) expect(declared.has(route), route).toBe(false);
  });

  it('have schemas that compile, with form hints for every field', () => {
    for (const declaration of resourceDeclarations) {
      expect(() => compileSchema(declaration.schema), declaration.name).not.toThrow();
      expect(declaration.schema.additionalProperties, declaration.name).toBe(false);
      for (const [field, schema] of Object.entries(declaration.schema.properties as Record<string, { ui?: { order?: number; group?: string } }>)) {
        expect(schema.ui, `${declaration.name}.${field}`).toMatchObject({ order: expect.any(Number), group: expect.any(String) });
      }
    }
  });

  it('use label keys that exist in English, Spanish and Japanese', () => {
    for (const key of labelKeys()) {
      const path = key.replace(/^resources:/, '');
      for (const locale of locales) expect(typeof lookup(resources[locale]!, path), `${locale} ${key}`).toBe('string');
    }
  });

  it('keep the three locale files in step, translated rather than copied', () => {
    const english = keysOf(resources.en!).sort();
    expect(keysOf(resources.es!).sort()).toEqual(english);
    expect(keysOf(resources.ja!).sort()).toEqual(english);
    const differing = (locale: 'es' | 'ja') => english.filter((key) => lookup(resources[locale]!, key) !== lookup(resources.en!, key)).length / english.length;
    expect(differing('es')).toBeGreaterThan(0.75);
    expect(differing('ja')).toBeGreaterThan(0.8);
  });
});
