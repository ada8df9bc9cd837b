/**
 * The audit log's own routes by contract (api-contract.ts): an area's entries and one entry, whose
 * permission follows the entry's area. An entry is the audit-log declaration's record, whose
 * schema the API makes from its table when it starts: so are these contracts
 * (server/api/resources/resource-registry.ts), as the declared resources' are.
 */
import type { ApiContract } from './api-contract.ts';
import { listQuery, recordQuery } from './list-query.ts';
import { pageOf, type PageRead, type RecordRead, type RecordShape } from './resource-contracts.ts';

export const auditRoutes = {
  list: { method: 'GET', path: '/groups/{context}/audit_log' },
  entry: { method: 'GET', path: '/groups/{context}/audit_log/{id}' },
} as const;

const context = { type: 'string', minLength: 36, maxLength: 36, description: 'The account (group) id the call acts in; 36 characters.' } as const;
const tags = ['audit'];

export interface AuditContracts {
  readonly list: PageRead;
  readonly entry: RecordRead;
}

export function auditContracts(entry: RecordShape): AuditContracts {
  return {
    list: {
      ...auditRoutes.list,
      operationId: 'list_audit_log', summary: 'Audit entries of an area', tags, permission: 'view-<area> of the resource or area asked for',
      description: 'Needs view-<area> of the resource or area asked for; without either, every area the user may view.',
      params: { type: 'object', required: ['context'], properties: { context } },
      querystring: {
        type: 'object',
        properties: {
          resource: { type: 'string', description: 'A declared resource name (`domains`).' },
          area: { type: 'string', description: 'A permission area (`dns`).' },
          ...listQuery.properties,
        },
      },
      answers: { 200: { description: 'A page of entries.', schema: pageOf(entry) } },
    },
    entry: {
      ...auditRoutes.entry,
      operationId: 'get_audit_entry', summary: 'One audit entry', tags, permission: "view-<area> of the entry's area",
      params: { type: 'object', required: ['context', 'id'], properties: { context, id: { type: 'integer', minimum: 1 } } },
      querystring: recordQuery,
      answers: { 200: { description: 'The entry.', schema: entry } },
    },
  };
}

/** The audit log's contracts, in the document's order. */
export const contractsOfAudit = (contracts: AuditContracts): ApiContract[] => [contracts.list, contracts.entry];
