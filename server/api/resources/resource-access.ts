/** Permission checks and record ids of the group routes. */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import type { BoundResource } from './bound-resource.ts';
import { notFound, type GroupScope } from './group-scope.ts';
import type { Caller, RecordId } from './resource-store.ts';

export function forbidden(permission: string): ApiError {
  return new ApiError(403, 'forbidden', `This needs the permission ${permission}.`, { details: { permission } });
}

export function ensureCanView(resource: BoundResource, scope: GroupScope): void {
  const permission = resource.declaration.permissions.view;
  if (!scope.auth.can(permission)) throw forbidden(permission);
}

export function ensureCanWrite(resource: BoundResource, scope: GroupScope): void {
  const permission = resource.declaration.permissions.manage;
  if (!scope.auth.can(permission)) throw forbidden(permission);
  if (resource.declaration.operations.staffOnly && !scope.isStaff) {
    throw new ApiError(403, 'staff_only', 'Only the provider\'s staff change this.', { details: { permission: 'staff' } });
  }
}

/** The route's record id, or a 404 for one that cannot exist. */
export function recordIdOf(resource: BoundResource, raw: string | undefined): RecordId {
  if (resource.integerIds) {
    if (raw === undefined || !/^[0-9]{1,15}$/.test(raw)) throw notFound();
    return Number(raw);
  }
  if (raw === undefined || raw.length !== 36) throw notFound();
  return raw;
}

export function callerOf(request: FastifyRequest, scope: GroupScope): Caller {
  return { scope, ip: request.ip, requestId: String(request.id) };
}
