/** Field names: dot-separated names, each `[a-z_][a-z0-9_]*`. */

const nameStart = /^[a-z_]$/;
const namePart = /^[a-z0-9_]$/;

/** The offset of the first character that makes `field` invalid (its length if it ends early), or -1. */
export function invalidFieldNameIndex(field: string): number {
  let atNameStart = true;
  for (let index = 0; index < field.length; index += 1) {
    const char = field[index]!;
    if (char === '.') {
      if (atNameStart) return index;
      atNameStart = true;
    } else if ((atNameStart ? nameStart : namePart).test(char)) {
      atNameStart = false;
    } else {
      return index;
    }
  }
  return atNameStart ? field.length : -1;
}

export function isPqlFieldName(field: string): boolean {
  return invalidFieldNameIndex(field) === -1;
}
