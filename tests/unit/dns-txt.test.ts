/** TXT edited as plain text: split at 255 bytes, escaped, read back; SPF, DKIM and DMARC recognised. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRecord } from '~/lib/dns/check-record';
import { txtHints } from '~/lib/dns/txt-hints';
import { hasTypographicQuotes, textFromTxt, txtFromText } from '~/lib/dns/txt-text';
import { tokenize } from '~/lib/dns/presentation';

const zone = { name: 'example.com' };
const bytesOf = (text: string): number => new TextEncoder().encode(text).length;

/** The byte length of each quoted piece once its escapes are read. */
function pieceBytes(content: string): number[] {
  const result = tokenize(content);
  if (!('tokens' in result)) throw new Error('unclosed quote');
  return result.tokens.map((token) => token.bytes.length);
}

describe('txtFromText', () => {
  it('quotes short text as one string, and empty text as ""', () => {
    expect(txtFromText('v=spf1 -all')).toBe('"v=spf1 -all"');
    expect(txtFromText('')).toBe('""');
  });

  it('escapes double quotes and backslashes', () => {
    expect(txtFromText('say "hi" to C:\\dir')).toBe('"say \\"hi\\" to C:\\\\dir"');
  });

  it('splits text longer than 255 bytes into quoted strings of at most 255 bytes', () => {
    const key = `v=DKIM1; k=rsa; p=${'A'.repeat(400)}`;
    const content = txtFromText(key);
    expect(content).toMatch(/^"[^"]+" "[^"]+"$/);
    expect(pieceBytes(content)).toEqual([255, bytesOf(key) - 255]);
    expect(textFromTxt(content)).toBe(key);
  });

  it('counts bytes, not characters, and never splits inside a multi-byte character', () => {
    const text = 'ü'.repeat(200); // 400 bytes
    const content = txtFromText(text);
    expect(pieceBytes(content)).toEqual([254, 146]);
    const [first, second] = content.split('" "');
    expect(first.slice(1)).toBe('ü'.repeat(127));
    expect(second.slice(0, -1)).toBe('ü'.repeat(73));
  });

  it('keeps emoji (4 bytes) whole at the boundary', () => {
    const text = `${'a'.repeat(253)}😀b`;
    expect(pieceBytes(txtFromText(text))).toEqual([253, 5]);
    expect(textFromTxt(txtFromText(text))).toBe(text);
  });

  it('counts an escaped quote as one byte of the 255', () => {
    const text = '"'.repeat(300);
    expect(pieceBytes(txtFromText(text))).toEqual([255, 45]);
  });

  it('writes control characters as \\DDD', () => {
    expect(txtFromText('a\nb')).toBe('"a\\010b"');
    expect(textFromTxt('"a\\010b"')).toBe('a\nb');
  });
});

describe('textFromTxt', () => {
  it('joins the strings as receivers do, and reads escapes', () => {
    expect(textFromTxt('"v=DKIM1; p=AB" "CD"')).toBe('v=DKIM1; p=ABCD');
    expect(textFromTxt('"a\\"b\\\\c"')).toBe('a"b\\c');
    expect(textFromTxt('"\\195\\188"')).toBe('ü');
  });

  it('reads text back exactly, whatever it holds (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 700 }), (text) => {
        const content = txtFromText(text);
        expect(textFromTxt(content)).toBe(text);
        expect(Math.max(...pieceBytes(content))).toBeLessThanOrEqual(255);
      }),
      { numRuns: 300 },
    );
  });

  it('never multiplies quotes on each edit (poweradmin #301): printing is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const once = txtFromText(text);
        expect(txtFromText(textFromTxt(once))).toBe(once);
      }),
    );
  });
});

describe('typographic quotes (poweradmin #544)', () => {
  it('are flagged, straight quotes are not', () => {
    expect(hasTypographicQuotes('“v=spf1 -all”')).toBe(true);
    expect(hasTypographicQuotes('it’s')).toBe(true);
    expect(hasTypographicQuotes('"v=spf1 -all"')).toBe(false);
    expect(checkRecord({ name: '@', type: 'TXT', ttl: 300, content: txtFromText('‘v=spf1 -all’') }, zone)).toEqual([
      expect.objectContaining({ field: 'text', key: 'problems.typographicQuotes' }),
    ]);
  });
});

describe('a TXT record made by the editor', () => {
  it('is valid however long it is and whatever it quotes', () => {
    const text = `v=DKIM1; k=rsa; p=${'Q'.repeat(700)} "quoted" back\\slash ñandú 日本語`;
    expect(checkRecord({ name: 's1._domainkey', type: 'TXT', ttl: 300, content: txtFromText(text) }, zone)).toEqual([]);
  });
});

describe('hints', () => {
  it('say what SPF allows and what happens to others', () => {
    expect(txtHints('v=spf1 include:_spf.example.com ip4:192.0.2.0/24 -all', '@')).toEqual([
      {
        kind: 'spf',
        key: 'hints.spf.fail',
        values: { sources: 'include:_spf.example.com, ip4:192.0.2.0/24' },
        message: 'SPF: mail from include:_spf.example.com and ip4:192.0.2.0/24; others fail (-all)',
      },
    ]);
    expect(txtHints('v=spf1 mx ~all', '@')[0].message).toBe('SPF: mail from mx; others soft-fail (~all)');
    expect(txtHints('v=spf1 a ?all', '@')[0].message).toBe('SPF: mail from a; others neutral (?all)');
    expect(txtHints('v=spf1 a +all', '@')[0].message).toBe('SPF: mail from a; anyone else passes too (+all)');
    expect(txtHints('v=spf1 redirect=_spf.example.net', '@')[0].message).toBe('SPF: mail from redirect=_spf.example.net; no rule for others');
    expect(txtHints('v=spf1 -all', '@')).toEqual([expect.objectContaining({ key: 'hints.spfNoMail', message: 'SPF: this domain sends no mail (-all)' })]);
  });

  it('leave out mechanisms that do not pass', () => {
    expect(txtHints('v=spf1 -ip4:192.0.2.9 ip4:192.0.2.0/24 -all', '@')[0].values).toEqual({ sources: 'ip4:192.0.2.0/24' });
  });

  it('name a DKIM key by its selector, and say when it is revoked', () => {
    expect(txtHints('v=DKIM1; k=ed25519; p=11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo=', 'mail2024._domainkey')).toEqual([
      expect.objectContaining({ kind: 'dkim', key: 'hints.dkim', values: { selector: 'mail2024', algorithm: 'ED25519' }, message: 'DKIM: ED25519 public key for selector mail2024' }),
    ]);
    expect(txtHints('v=DKIM1; p=', 's1._domainkey')[0].message).toBe('DKIM: the key for selector s1 is revoked (empty p=)');
  });

  it('say what a DMARC policy does and where reports go', () => {
    expect(txtHints('v=DMARC1; p=quarantine; rua=mailto:dmarc@example.com', '_dmarc').map((hint) => hint.message)).toEqual([
      'DMARC: mail that fails goes to spam (p=quarantine)',
      'DMARC: aggregate reports go to mailto:dmarc@example.com',
    ]);
    expect(txtHints('v=DMARC1; p=none', '_dmarc').map((hint) => hint.key)).toEqual(['hints.dmarc.none']);
  });

  it('are none for other text', () => {
    expect(txtHints('google-site-verification=abc', '@')).toEqual([]);
    expect(txtHints('v=spf10', '@')).toEqual([]);
  });
});
