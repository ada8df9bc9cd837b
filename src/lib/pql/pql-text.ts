/** Lexical helpers shared by the parser and the printer, so both agree on what separates tokens. */

export function isPqlWhitespace(char: string | undefined): boolean {
  return char === ' ' || char === '\t' || char === '\n' || char === '\r';
}

export function skipWhitespace(text: string, index: number): number {
  let position = index;
  while (position < text.length && isPqlWhitespace(text[position])) position += 1;
  return position;
}

/** The end of the run of non-whitespace characters starting at `index`. */
export function wordEnd(text: string, index: number): number {
  let position = index;
  while (position < text.length && !isPqlWhitespace(text[position])) position += 1;
  return position;
}

/** A piece of the query quoted for an error reason, shortened so huge inputs give short reasons. */
export function quoteForReason(text: string): string {
  const limit = 40;
  return JSON.stringify(text.length > limit ? `${text.slice(0, limit)}…` : text);
}
