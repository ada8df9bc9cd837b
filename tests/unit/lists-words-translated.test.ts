/**
 * A list's own words in the reader's language: filter chips (labels, operators, values) and
 * filter-string problems, from the box or from the API, each reason by its key.
 */
import { describe, expect, it } from 'vitest';
import { chipText } from '~/islands/resources/list/chip-text';
import { checkPql } from '~/islands/resources/list/pql-check';
import { queryProblemText } from '~/islands/resources/list/query-problem-text';
import { parsePql } from '~/lib/pql';
import { pqlReasonEnglish } from '~/lib/pql/pql-reasons';
import { resourceByName } from '~/lib/resources/index';
import en from '~/content/locales/en/lists.json';
import es from '~/content/locales/es/lists.json';
import ja from '~/content/locales/ja/lists.json';
import { translatorFor } from './support/translators';

const domains = resourceByName('domains')!;
const term = (text: string) => {
  const parsed = parsePql(text);
  if (!parsed.ok) throw new Error(parsed.error.reason);
  return parsed.query[0]!;
};
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('filter-string problems', () => {
  it('have every reason the PQL module gives translated into Spanish and Japanese, naming the same values', () => {
    const reasons = { es: es.pql.reasons, ja: ja.pql.reasons } as Record<string, Record<string, string>>;
    for (const [key, english] of Object.entries(pqlReasonEnglish)) {
      // The English reason asked for its values through this proxy: those are the ones a translation must name.
      const named = new Set<string>();
      english(new Proxy({}, { get: (_, name) => (named.add(String(name)), `{{${String(name)}}}`) }));
      for (const language of ['es', 'ja']) {
        expect(typeof reasons[language]![key], `${language} ${key}`).toBe('string');
        // The field's type ("number", "date") is an English word: translations may leave it out.
        expect(placeholders(reasons[language]![key]!), `${language} ${key}`).toEqual([...named].filter((name) => name !== 'type').sort());
      }
    }
    for (const language of ['es', 'ja']) expect(reasons[language]!.unknown).not.toBe(en.pql.reasons.unknown);
  });

  it('read in the reader’s language with their position, from the box and from the API', async () => {
    const t = await translatorFor('ja');
    const typo = checkPql('nmae equals x', domains.columns)!;
    expect(queryProblemText(typo, 'ja', t)).toBe('1 文字目でエラー: 不明なフィールド "nmae"');
    const parse = checkPql('name equals "open', domains.columns)!;
    expect(queryProblemText(parse, 'ja', t)).toBe('13 文字目でエラー: 閉じ引用符 " がありません');
    const server = { position: 14, reason: 'English', key: 'notAnEnumValue', values: { value: '"gone"', field: 'status', allowed: 'active, expired' }, fromServer: true };
    expect(queryProblemText(server, 'es', await translatorFor('es'))).toBe(
      'El servidor rechazó la consulta en el carácter 15: "gone" no es un valor de "status"; use uno de estos: active, expired',
    );
  });

  it('whose key the portal does not know read generically, never in English, except to an English reader', async () => {
    const t = await translatorFor('es');
    const unknown = { position: 4, reason: 'relative dates need a unit', key: 'someNewReason', values: {}, fromServer: true };
    expect(queryProblemText(unknown, 'es', t)).toBe('El servidor rechazó la consulta en el carácter 5: no se puede leer esta consulta');
    expect(queryProblemText({ position: 0, reason: 'no key at all', fromServer: false }, 'es', t)).toBe('Error en el carácter 1: no se puede leer esta consulta');
    expect(queryProblemText(unknown, 'en', await translatorFor('en'))).toBe('The server rejected the query at character 5: relative dates need a unit');
  });
});

describe('filter chips', () => {
  it('name the column, the operator and the values in the reader’s language', async () => {
    const es = await translatorFor('es');
    expect(chipText(term('name equals *values.shop*'), domains.columns, 'es', es)).toBe('Nombre contiene values.shop');
    expect(chipText(term('name equals *shop*'), domains.columns, 'es', es)).toBe('Nombre contiene shop');
    expect(chipText(term('status equals active,expired'), domains.columns, 'es', es)).toBe('Estado es igual a Activo o Caducado');
    expect(chipText(term('auto_renew equals true'), domains.columns, 'es', es)).toBe('Renovación automática es igual a Sí');
    const ja = await translatorFor('ja');
    const japanese = chipText(term('status equals pending'), domains.columns, 'ja', ja);
    expect(japanese).not.toMatch(/values\.|pending|equals/);
    expect(chipText(term('expires_at between 2026-01-01,2026-02-01'), domains.columns, 'en', await translatorFor('en'))).toBe('Expires between Jan 1, 2026 – Feb 1, 2026');
  });
});
