/** "Add existing domains": the pasted lines as the screen reads them, before the server is asked (issue 12, item 3). */
import { describe, expect, it } from 'vitest';
import { additionKey, additionLine, linesToSend, parseAddLines } from '~/islands/domains/add/add-lines';

describe('pasted lines', () => {
  it('reads a name and its transfer code, whatever separates them', () => {
    const lines = parseAddLines('example.com AbC-123+x\nexample.net\tZz9!#\nexample.org,code1\nexample.info;code2\n', false);
    expect(lines.map((line) => [line.lineNumber, line.name, line.authCode])).toEqual([
      [1, 'example.com', 'AbC-123+x'],
      [2, 'example.net', 'Zz9!#'],
      [3, 'example.org', 'code1'],
      [4, 'example.info', 'code2'],
    ]);
    expect(lines.every((line) => !line.problem && !line.external)).toBe(true);
  });

  it('keeps the number of each line of the text, skipping blanks, comments and a header', () => {
    const lines = parseAddLines('name,auth_code\n\n# mine\n  example.com  code  \r\nexample.net. "q,1"', false);
    expect(lines.map((line) => [line.lineNumber, line.name, line.authCode])).toEqual([[4, 'example.com', 'code'], [5, 'example.net', 'q,1']]);
  });

  it('sends a name alone as a transfer without a code (the TLD decides whether one is needed)', () => {
    const [line] = parseAddLines('example.co.uk', false);
    expect(line?.authCode).toBeUndefined();
    expect(additionLine(line!)).toEqual({ name: 'example.co.uk' });
  });

  it('marks every line external when the domains are managed elsewhere, and says a code is ignored', () => {
    const lines = parseAddLines('example.com\nexample.net leftover', true);
    expect(lines.map(additionLine)).toEqual([{ name: 'example.com', external: true }, { name: 'example.net', external: true }]);
    expect(lines[1]?.warnings).toEqual(['auth_code_ignored']);
  });

  it('warns of a blank inside a transfer code (a pasted code cut in two)', () => {
    expect(parseAddLines('example.com AbC 123', false)[0]).toMatchObject({ authCode: 'AbC 123', warnings: ['auth_code_blank'] });
  });

  it('refuses a name that cannot be one, at its line, with the API\'s reason keys', () => {
    const lines = parseAddLines('example\n-bad.com\nex_ample.com\na..com\nexample.com\nEXAMPLE.com. other', false);
    expect(lines.map((line) => [line.lineNumber, line.problem?.key])).toEqual([
      [1, 'no_tld'],
      [2, 'hyphen_position'],
      [3, 'bad_character'],
      [4, 'empty_label'],
      [5, undefined],
      [6, 'duplicate_line'],
    ]);
    expect(lines[5]?.problem?.values).toEqual({ line: '5' });
    expect(lines[2]?.problem?.values).toEqual({ character: '_' });
  });

  it('reads Unicode names in both forms and counts a name typed both ways once', () => {
    const lines = parseAddLines('bücher.de code\nxn--bcher-kva.de code\n例え。jp code', false);
    expect(lines[0]).toMatchObject({ asciiName: 'xn--bcher-kva.de', unicodeName: 'bücher.de' });
    expect(lines[1]?.problem).toEqual({ key: 'duplicate_line', values: { line: '1' } });
    expect(lines[2]).toMatchObject({ asciiName: 'xn--r8jz45g.jp', unicodeName: '例え.jp' });
  });

  it('sends only the lines not refused here, and asks the same question once', () => {
    const lines = parseAddLines('example.com a\nbad\nexample.com a\nexample.net', false);
    expect(linesToSend(lines).map((line) => line.lineNumber)).toEqual([1, 4]);
    expect(additionKey({ name: 'Example.com', auth_code: 'a' })).toBe(additionKey({ name: 'example.com', auth_code: 'a' }));
    expect(additionKey({ name: 'example.com', auth_code: 'a' })).not.toBe(additionKey({ name: 'example.com', auth_code: 'b' }));
    expect(additionKey({ name: 'example.com' })).not.toBe(additionKey({ name: 'example.com', external: true }));
  });
});
