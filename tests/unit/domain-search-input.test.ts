/** The search box of /domains/search (issue "Domain lifecycle", item 1): pasted text into names, words and batches, and the progress line. */
import { describe, expect, it } from 'vitest';
import { checkBatches, cleanEntry, isEmptyPlan, maxSearchNames, maxSearchWords, namesPerBatch, parseSearchInput } from '~/islands/domains/search/search-input';
import { searchProgress, type BatchState } from '~/islands/domains/search/use-availability';
import type { AvailabilityRow } from '~/islands/domains/search/availability-api';

describe('the search box', () => {
  it('takes one name', () => {
    expect(parseSearchInput('  Example.COM.  ')).toEqual({ names: ['example.com'], words: [], duplicates: 0, overLimit: 0 });
  });

  it('takes a pasted list: one a line, or separated by commas, semicolons, tabs or blanks', () => {
    const plan = parseSearchInput('a.com\nb.net, c.org;d.de\te.io  f.co.uk\r\ng.fr');
    expect(plan.names).toEqual(['a.com', 'b.net', 'c.org', 'd.de', 'e.io', 'f.co.uk', 'g.fr']);
    expect(plan.words).toEqual([]);
  });

  it('takes a word as a request for suggestions', () => {
    expect(parseSearchInput('aurora')).toEqual({ names: [], words: ['aurora'], duplicates: 0, overLimit: 0 });
    expect(parseSearchInput('aurora.com aurora')).toMatchObject({ names: ['aurora.com'], words: ['aurora'] });
  });

  it('keeps only the host of pasted addresses, e-mail addresses and quoted names', () => {
    expect(cleanEntry('https://www.Example.com/shop?x=1#top')).toBe('www.example.com');
    expect(cleanEntry('"example.org"')).toBe('example.org');
    expect(cleanEntry('<example.net>')).toBe('example.net');
    expect(cleanEntry('hostmaster@example.de')).toBe('example.de');
    expect(cleanEntry('example.com:8080')).toBe('example.com');
    expect(cleanEntry('example.com...')).toBe('example.com');
  });

  it('reads names as registries compare them: Unicode, full-width and ideographic full stops', () => {
    const plan = parseSearchInput('例え。ＪＰ、Bücher.de　bücher.de');
    expect(plan.names).toEqual(['例え.jp', 'bücher.de']);
    expect(plan.duplicates).toBe(1);
    expect(plan.words).toEqual([]);
  });

  it('checks a name given twice once, and says how many were left out over the limits', () => {
    const names = Array.from({ length: maxSearchNames + 7 }, (_, index) => `n${index}.com`);
    const words = Array.from({ length: maxSearchWords + 2 }, (_, index) => `word${index}`);
    const plan = parseSearchInput([...names, 'n1.com', 'N2.COM', ...words].join('\n'));
    expect(plan.names).toHaveLength(maxSearchNames);
    expect(plan.words).toHaveLength(maxSearchWords);
    expect(plan.duplicates).toBe(2);
    expect(plan.overLimit).toBe(7 + 2);
  });

  it('finds nothing in blank text', () => {
    expect(isEmptyPlan(parseSearchInput(' \n , ; '))).toBe(true);
  });
});

describe('the checks a search makes', () => {
  it('sends the names in batches of ten, in order, then one suggestion call per word', () => {
    const names = Array.from({ length: 23 }, (_, index) => `n${index}.com`).join(' ');
    const batches = checkBatches(parseSearchInput(`${names} acme beta`));
    expect(namesPerBatch).toBe(10);
    expect(batches.map((batch) => (batch.kind === 'names' ? batch.names.length : batch.word))).toEqual([10, 10, 3, 'acme', 'beta']);
    expect(new Set(batches.map((batch) => batch.key)).size).toBe(batches.length);
    expect(batches[2]).toMatchObject({ kind: 'names', names: ['n20.com', 'n21.com', 'n22.com'] });
  });

  it('reports progress as batches answer', () => {
    const row = (name: string): AvailabilityRow => ({ name, unicode_name: name, tld: 'com', state: 'available', idn: false, mixed_script: false, scripts: ['Latn'] });
    const [first, second, third, word] = checkBatches(parseSearchInput(`${Array.from({ length: 25 }, (_, index) => `n${index}.com`).join(' ')} acme`));
    const states: BatchState[] = [
      { batch: first!, status: 'done', rows: [row('n0.com')] },
      { batch: second!, status: 'checking', rows: [] },
      { batch: third!, status: 'failed', rows: [], failure: { kind: 'server', status: 500, message: 'x', error: null } },
      { batch: word!, status: 'waiting', rows: [] },
    ];
    expect(searchProgress(states, null)).toEqual({ checked: 10, total: 25, failedBatches: 1, pendingWords: ['acme'], running: true, elapsed: null });
    const done = states.map((state) => (state.status === 'failed' ? state : { ...state, status: 'done' as const, rows: state.batch.kind === 'suggest' ? [row('acme.com'), row('acme.de')] : state.rows }));
    expect(searchProgress(done, 812)).toEqual({ checked: 22, total: 27, failedBatches: 1, pendingWords: [], running: false, elapsed: 812 });
  });
});
