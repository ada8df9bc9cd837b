import { describe, expect, it } from 'vitest';
import { csvField, csvText, csvValue } from '~/islands/resources/list/csv';
import { csvOfRecords } from '~/islands/resources/list/export-csv';
import { resourceByName } from '~/lib/resources/index';

describe('CSV writing', () => {
  it('quotes fields with commas, quotes, line breaks or edge spaces, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
  });

  it('defuses spreadsheet formulas but leaves negative numbers alone', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('-12.5')).toBe('-12.5');
  });

  it('writes a header row and CRLF line ends', () => {
    expect(csvText(['a', 'b'], [['1', '2'], ['x,y', '']])).toBe('a,b\r\n1,2\r\n"x,y",\r\n');
  });

  it('exports the chosen columns raw, nested values by their dotted path', () => {
    const domains = resourceByName('domains')!;
    const columns = domains.columns.filter((column) => ['name', 'auto_renew', 'registrant.name', 'tags'].includes(column.field));
    const csv = csvOfRecords(columns, [{ name: 'a.com', auto_renew: true, registrant: { name: 'Ann, Ltd' }, tags: ['x', 'y'] }, { name: 'b.com', auto_renew: false }]);
    expect(csv).toBe('name,auto_renew,tags,registrant.name\r\na.com,true,"[""x"",""y""]","Ann, Ltd"\r\nb.com,false,,\r\n');
    expect(csvValue(null)).toBe('');
  });
});
