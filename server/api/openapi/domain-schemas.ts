/**
 * The OpenAPI schemas of searching, ordering and adding domains. Their operations are
 * made from their contracts (src/lib/contracts/domain-contracts.ts), which write these very
 * schemas as references to them.
 */
import { additionRowShape, availabilityRowShape, domainAdditionBody, domainCheckBody, domainOrderBody, orderItemShape, orderWithItemsShape } from '../../../src/lib/contracts/domain-shapes.ts';
import type { JsonObject } from './openapi-types.ts';

export function domainSchemas(): Record<string, JsonObject> {
  return {
    DomainCheckRequest: domainCheckBody,
    DomainCheck: availabilityRowShape,
    DomainOrderRequest: domainOrderBody,
    DomainAdditionRequest: domainAdditionBody,
    DomainAddition: additionRowShape,
    OrderItem: orderItemShape,
    OrderWithItems: orderWithItemsShape,
  };
}
