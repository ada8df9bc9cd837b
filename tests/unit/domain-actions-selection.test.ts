/** A selection of domains handed over in the address (`/domains/delete?ids=1,2,3`). */
import { describe, expect, it } from 'vitest';
import { bulkScreenHref, idsFromSearch, maxSelectedDomains, searchWithIds } from '~/islands/domains/bulk/selection-address';

describe('ids in the address', () => {
  it('reads comma-, blank- or semicolon-separated ids, and a repeated parameter, each once, in order', () => {
    expect(idsFromSearch('?ids=3,1,2')).toEqual([3, 1, 2]);
    expect(idsFromSearch('?ids=3%2C4&ids=5 6;3')).toEqual([3, 4, 5, 6]);
    expect(idsFromSearch('?context=abc&ids=7,7,8')).toEqual([7, 8]);
  });

  it('leaves out what is not a positive whole number', () => {
    expect(idsFromSearch('?ids=1,-2,0,x,2.5,,9007199254740993,4')).toEqual([1, 4]);
    expect(idsFromSearch('')).toEqual([]);
    expect(idsFromSearch('?ids=')).toEqual([]);
  });

  it('takes at most as many as a bulk call does', () => {
    const many = Array.from({ length: maxSelectedDomains + 20 }, (_, index) => index + 1).join(',');
    expect(idsFromSearch(`?ids=${many}`)).toHaveLength(maxSelectedDomains);
  });

  it('writes the selection back, keeping the other parameters', () => {
    expect(searchWithIds('?context=abc&ids=1', [4, 5])).toBe('?context=abc&ids=4,5');
    expect(searchWithIds('?ids=1&context=abc', [])).toBe('?context=abc');
    expect(searchWithIds('', [])).toBe('');
    expect(bulkScreenHref('/domains/delete', [12])).toBe('/domains/delete?ids=12');
  });

  it('reads back what it wrote', () => {
    expect(idsFromSearch(searchWithIds('?page=2', [9, 3, 27]))).toEqual([9, 3, 27]);
  });
});
