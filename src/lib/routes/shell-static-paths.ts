/** getStaticPaths of every parameterised page: one shell, parameter value `_` (see rewrite-table.ts). */
import { shellParameterValue } from './route-pattern.ts';

export function shellStaticPaths() {
  return [{ params: { id: shellParameterValue, ruleName: shellParameterValue } }];
}
