/** The fields naming the domain a platform operation acts on: its id or its name. */
export const domainSelector = {
  domain_id: { type: 'integer', minimum: 1 },
  domain: { type: 'string', minLength: 3, maxLength: 253 },
};

export function domainOperationFields(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'object',
    additionalProperties: false,
    properties: { ...domainSelector, ...extra },
    anyOf: [{ required: ['domain_id'] }, { required: ['domain'] }],
  };
}
