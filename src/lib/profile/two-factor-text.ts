/**
 * How two-factor sign-in's values are written for people (pure): the secret in groups of four
 * for typing into an authenticator app by hand, and the recovery codes as a text file to keep.
 */

/** `JBSWY3DPEHPK3PXP` → `JBSW Y3DP EHPK 3PXP`. */
export function groupedSecret(secret: string): string {
  return secret.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

export interface RecoveryCodesFile {
  /** The first line: whose codes and where they sign in (already in the reader's language). */
  heading: string;
  /** What they are for and that each works once (already in the reader's language). */
  note: string;
  codes: readonly string[];
}

export function recoveryCodesText({ heading, note, codes }: RecoveryCodesFile): string {
  return [heading, '', note, '', ...codes.map((code, index) => `${String(index + 1).padStart(2, ' ')}. ${code}`), ''].join('\n');
}

/** A file name without characters a file system may refuse. */
export function recoveryCodesFileName(username: string): string {
  const safe = username.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
  return `recovery-codes${safe ? `-${safe}` : ''}.txt`;
}

/** Six digits, or something shaped like a recovery code (ten letters and digits, hyphens and spaces aside). */
export function isCodeShaped(typed: string): boolean {
  const compact = typed.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(compact) || /^[0-9A-Za-z]{10}$/.test(compact);
}
