/**
 * The profile screen's pure helpers: the device a session came from (its User-Agent), the QR
 * code's SVG path, how the set-up key and recovery codes are written, the password form's
 * checks, and what a refused call says.
 */
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { HttpError } from '~/lib/data/errors';
import { passwordProblems } from '~/lib/profile/password-rules';
import { profileFailure } from '~/lib/profile/profile-failure';
import { qrPath } from '~/lib/profile/qr-path';
import { groupedSecret, isCodeShaped, recoveryCodesFileName, recoveryCodesText } from '~/lib/profile/two-factor-text';
import { deviceIcon, deviceOf } from '~/lib/profile/user-agent-device';

describe('the device of a session', () => {
  const cases: [string, ReturnType<typeof deviceOf>][] = [
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', { browser: 'Firefox 128', os: 'Linux', kind: 'desktop' }],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87', { browser: 'Edge 126', os: 'Windows', kind: 'desktop' }],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', { browser: 'Chrome 126', os: 'Windows', kind: 'desktop' }],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', { browser: 'Safari 17', os: 'macOS', kind: 'desktop' }],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', { browser: 'Safari 17', os: 'iOS', kind: 'phone' }],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1', { browser: 'Chrome 126', os: 'iOS', kind: 'phone' }],
    ['Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1', { browser: 'Safari 16', os: 'iPadOS', kind: 'tablet' }],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36', { browser: 'Chrome 126', os: 'Android', kind: 'phone' }],
    ['Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Safari/537.36', { browser: 'Samsung Internet 25', os: 'Android', kind: 'tablet' }],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 OPR/111.0.0.0', { browser: 'Opera 111', os: 'Windows', kind: 'desktop' }],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', { browser: 'Chrome 126', os: 'ChromeOS', kind: 'desktop' }],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36', { browser: 'Chrome 131', os: 'Linux', kind: 'desktop' }],
    ['curl/8.5.0', { browser: 'curl 8', kind: 'unknown' }],
    ['node', { browser: 'Node.js', kind: 'unknown' }],
    ['something else entirely', { kind: 'unknown' }],
  ];

  it.each(cases)('reads %s', (userAgent, device) => {
    expect(deviceOf(userAgent)).toEqual(device);
  });

  it('knows nothing of a session without one', () => {
    expect(deviceOf(null)).toEqual({ kind: 'unknown' });
    expect(deviceOf('  ')).toEqual({ kind: 'unknown' });
  });

  it('gives each kind an icon', () => {
    expect(['desktop', 'phone', 'tablet', 'unknown'].map((kind) => deviceIcon(kind as 'desktop'))).toEqual(['i-lucide-monitor', 'i-lucide-smartphone', 'i-lucide-tablet', 'i-lucide-circle-help']);
  });
});

describe('the QR code\'s path', () => {
  it('draws each run of dark modules of a row as one rectangle', () => {
    expect(qrPath([[true, true, false, true], [false, false, false, false], [false, true, true, true]])).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
    expect(qrPath([[false]])).toBe('');
  });

  it('covers exactly the dark modules of a real otpauth code', () => {
    const uri = 'otpauth://totp/Meridian%20Portal:ada?issuer=Meridian%20Portal&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30';
    const { data, size } = encode(uri, { ecc: 'M', border: 2 });
    expect(data).toHaveLength(size);
    const covered = [...qrPath(data).matchAll(/h(\d+)v1/g)].reduce((sum, match) => sum + Number(match[1]), 0);
    expect(covered).toBe(data.flat().filter(Boolean).length);
    // The border stays light: the first two rows draw nothing.
    expect(qrPath(data.slice(0, 2))).toBe('');
  });
});

describe('two-factor values written for people', () => {
  it('groups the set-up key by four', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupedSecret('ABCDEF')).toBe('ABCD EF');
  });

  it('writes the recovery codes as a numbered file with a safe name', () => {
    const text = recoveryCodesText({ heading: 'Codes of ada', note: 'Each once.', codes: ['abcde-fghjk', '01234-56789'] });
    expect(text).toBe('Codes of ada\n\nEach once.\n\n 1. abcde-fghjk\n 2. 01234-56789\n');
    expect(recoveryCodesFileName('ada.lovelace')).toBe('recovery-codes-ada.lovelace.txt');
    expect(recoveryCodesFileName('a/b c')).toBe('recovery-codes-a-b-c.txt');
    expect(recoveryCodesFileName('///')).toBe('recovery-codes.txt');
  });

  it('takes six digits or a recovery code, written any way', () => {
    for (const code of ['123456', '123 456', 'abcde-fghjk', 'ABCDE FGHJK', 'abcdefghjk']) expect(isCodeShaped(code), code).toBe(true);
    for (const code of ['12345', '1234567', 'abcde-fghj', 'abc!e-fghjk', '']) expect(isCodeShaped(code), code).toBe(false);
  });
});

describe('the password form\'s checks', () => {
  it('needs the current password, a new one of 8 characters that is not the current one, typed twice alike', () => {
    expect(passwordProblems({ current: '', next: '', again: '' })).toEqual({ current: 'required', next: 'required' });
    expect(passwordProblems({ current: 'old-password', next: 'short', again: 'short' })).toEqual({ next: 'tooShort' });
    expect(passwordProblems({ current: 'old-password', next: 'old-password', again: 'old-password' })).toEqual({ next: 'unchanged' });
    expect(passwordProblems({ current: 'old-password', next: 'new-password', again: 'new-passw0rd' })).toEqual({ again: 'differ' });
    expect(passwordProblems({ current: 'old-password', next: 'new-password', again: 'new-password' })).toEqual({});
  });

  it('counts characters, not UTF-16 units, as the API does', () => {
    expect(passwordProblems({ current: 'x', next: '🔑🔑🔑🔑🔑🔑🔑', again: '🔑🔑🔑🔑🔑🔑🔑' })).toEqual({ next: 'tooShort' });
    expect(passwordProblems({ current: 'x', next: 'パスワード変更です', again: 'パスワード変更です' })).toEqual({});
  });
});

describe('what a refused profile call says', () => {
  it('names the API\'s codes it has words for, and passes any other message on', () => {
    expect(profileFailure(new HttpError(400, 'Bad Request', { code: 'wrong_password' }))).toEqual({ key: 'wrong_password' });
    expect(profileFailure(new HttpError(422, 'Unprocessable', { code: 'invalid_code' }))).toEqual({ key: 'invalid_code' });
    expect(profileFailure(new HttpError(409, 'Conflict', { code: 'sso_user' }))).toEqual({ key: 'sso_user' });
    expect(profileFailure(new HttpError(400, 'Something odd', { code: 'odd' }))).toEqual({ message: 'Something odd' });
    expect(profileFailure(new Error('offline'))).toEqual({ message: 'offline' });
  });

  it('leaves the error screen\'s statuses and cancelled calls alone', () => {
    for (const status of [403, 404, 429, 500]) expect(profileFailure(new HttpError(status, 'x', { code: 'wrong_password' }))).toBeUndefined();
    expect(profileFailure(new HttpError(0, 'cancelled', undefined, 'AbortError'))).toBeUndefined();
  });
});
