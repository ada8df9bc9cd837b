/** The PQL operators (DESIGN.md section 7), in the order the grammar lists them. */
export const pqlOperators = [
  'equals',
  'less_than',
  'less_than_and_including',
  'greater_than',
  'greater_than_and_including',
  'between',
  'contains',
  'starts_with',
  'ends_with',
] as const;

export type PqlOperator = (typeof pqlOperators)[number];

export type PqlComparisonOperator = 'less_than' | 'less_than_and_including' | 'greater_than' | 'greater_than_and_including';

export type PqlMatchOperator = 'contains' | 'starts_with' | 'ends_with';

export function isPqlOperator(word: string): word is PqlOperator {
  return (pqlOperators as readonly string[]).includes(word);
}

export function isPqlComparisonOperator(operator: PqlOperator): operator is PqlComparisonOperator {
  return operator.startsWith('less_than') || operator.startsWith('greater_than');
}

export function isPqlMatchOperator(operator: PqlOperator): operator is PqlMatchOperator {
  return operator === 'contains' || operator === 'starts_with' || operator === 'ends_with';
}
