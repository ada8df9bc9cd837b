/** SVCB and its HTTPS form (RFC 9460): priority (0 = alias), target, parameters. */
import { problem } from './dns-messages.ts';
import { readSvcParams } from './svc-params.ts';
import { hostField, integerField, type RecordFields, type RecordTypeDeclaration } from './record-type.ts';
import type { RecordProblem } from './zone-record.ts';

function aliasHasNoParams(fields: RecordFields): RecordProblem[] {
  const params = readSvcParams(fields.params ?? '') ?? [];
  return fields.svcPriority === '0' && params.length > 0 ? [problem('params', 'aliasParams')] : [];
}

const svcbFields = [
  integerField('svcPriority', 0, 65535),
  hostField('targetName', { root: true, underscore: true }),
  { name: 'params', kind: { kind: 'svcParams' }, rest: 'list', optional: true },
] as const;

export const svcbRecord: RecordTypeDeclaration = { type: 'SVCB', fields: svcbFields, check: aliasHasNoParams };

export const httpsRecord: RecordTypeDeclaration = { type: 'HTTPS', fields: svcbFields, check: aliasHasNoParams };
