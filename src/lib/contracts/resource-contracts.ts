/**
 * The contracts of a declared resource's generic routes (docs/ARCHITECTURE.md, "API contracts";
 * DESIGN.md section 7) under /groups/{context}/{apiPath}: list, one record, its audit entries,
 * and create, update and delete where the declaration allows them. Made from the declaration and
 * the shapes the API binds it to (the record as its table answers it, the bodies it takes), once
 * at the API's start: the routes are registered by them and the document made from them.
 */
import type { JSONSchema } from 'json-schema-to-ts';
import type { ResourceDeclaration } from '../resources/resource-declaration.ts';
import type { ApiContract } from './api-contract.ts';
import { listMetaShape, listQuery, recordQuery } from './list-query.ts';

/**
 * A record, or the fields a write takes: an object of fields by name. Which fields, the schemas
 * made at the API's start say; the type says no more than that.
 */
export type RecordShape = { readonly type: 'object' };

export interface ResourceShapes {
  /** A record as the API answers it. */
  readonly record: RecordShape;
  /** The bodies of create and update (without the forms' `ui` hints). */
  readonly input: RecordShape;
  readonly patch: RecordShape;
  /** An audit entry, as a record's log lists them. */
  readonly auditEntry: RecordShape;
  /** Record ids are integers (every table but the accounts', whose ids are 36-character group ids). */
  readonly integerIds: boolean;
}

type PageShape = {
  readonly type: 'object';
  readonly additionalProperties: false;
  readonly required: readonly ['data', 'meta'];
  readonly properties: { readonly data: { readonly type: 'array'; readonly items: RecordShape }; readonly meta: typeof listMetaShape };
};

interface Answer<Schema> {
  readonly description: string;
  readonly schema: Schema;
}

/** A route answering a page of records. */
export interface PageRead extends ApiContract {
  readonly answers: { readonly 200: Answer<PageShape> };
}
/** A route answering one record. */
export interface RecordRead extends ApiContract {
  readonly answers: { readonly 200: Answer<RecordShape> };
}
/** A route taking a record's fields and answering the record created. */
export interface RecordCreate extends ApiContract {
  readonly body: RecordShape;
  readonly answers: { readonly 201: Answer<RecordShape> };
}
/** A route taking a record's fields and answering the record changed. */
export interface RecordUpdate extends ApiContract {
  readonly body: RecordShape;
  readonly answers: { readonly 200: Answer<RecordShape> };
}

export interface ResourceContracts {
  readonly list: PageRead;
  readonly get: RecordRead;
  readonly log: PageRead;
  readonly create?: RecordCreate;
  readonly update?: RecordUpdate;
  readonly remove?: ApiContract;
}

const contextParameter = { type: 'string', minLength: 36, maxLength: 36, description: 'The account (group) id the call acts in; 36 characters.' } as const;

/** A page of `items`: `{ data, meta }`. */
export function pageOf(items: RecordShape): PageShape {
  return { type: 'object', additionalProperties: false, required: ['data', 'meta'], properties: { data: { type: 'array', items }, meta: listMetaShape } };
}

export function resourceContracts(declaration: ResourceDeclaration, shapes: ResourceShapes): ResourceContracts {
  const { name, area, permissions, operations, defaultSort } = declaration;
  const id = name.replaceAll('-', '_');
  const tags = [area];
  const listPath = `/groups/{context}/${declaration.apiPath}`;
  const recordPath = `${listPath}/{id}`;
  const parentParameters = Object.fromEntries(
    [...declaration.apiPath.matchAll(/\{([A-Za-z]+)\}/g)].map(([, parameter]) => [
      parameter ?? '',
      { type: 'integer', minimum: 1, description: `Id of the parent ${declaration.parent?.resource ?? ''} record.` },
    ]),
  );
  const listParams: JSONSchema = { type: 'object', required: ['context', ...Object.keys(parentParameters)], properties: { context: contextParameter, ...parentParameters } };
  const idSchema: JSONSchema = shapes.integerIds ? { type: 'integer', minimum: 1 } : { type: 'string', minLength: 36, maxLength: 36 };
  const recordParams: JSONSchema = { type: 'object', required: ['context', ...Object.keys(parentParameters), 'id'], properties: { context: contextParameter, ...parentParameters, id: idSchema } };
  const viewing = `Needs ${permissions.view}`;
  const managePermission = `${permissions.manage}${operations.staffOnly ? ' and staff' : ''}`;
  const managing = `Needs ${managePermission}`;
  const conflict = { 409: 'A stale version (version_conflict, with `current`), a duplicate or a record still in use.' };

  const list: PageRead = {
    method: 'GET', path: listPath, operationId: `list_${id}`, tags, permission: permissions.view,
    summary: `List ${name}`,
    description: `${viewing}. Sorted by ${defaultSort} unless told otherwise.`,
    params: listParams,
    querystring: listQuery,
    answers: { 200: { description: 'A page of records.', schema: pageOf(shapes.record) } },
  };
  const get: RecordRead = {
    method: 'GET', path: recordPath, operationId: `get_${id}`, tags, permission: permissions.view,
    summary: `One record of ${name}`,
    description: `${viewing}.`,
    params: recordParams,
    querystring: recordQuery,
    answers: { 200: { description: 'The record.', schema: shapes.record } },
  };
  const log: PageRead = {
    method: 'GET', path: `${recordPath}/log`, operationId: `log_${id}`, tags, permission: permissions.view,
    summary: `Audit entries of a record of ${name}`,
    description: `${viewing}. Paginated and filterable like a list.`,
    params: recordParams,
    querystring: listQuery,
    answers: { 200: { description: 'A page of audit entries.', schema: pageOf(shapes.auditEntry) } },
  };
  const create: RecordCreate | undefined = operations.create ? {
    method: 'POST', path: listPath, operationId: `create_${id}`, tags, permission: managePermission,
    summary: `Create a record of ${name}`,
    description: `${managing}. Writes an audit entry.`,
    params: listParams,
    body: shapes.input,
    answers: { 201: { description: 'The created record.', schema: shapes.record } },
    refusals: conflict,
  } : undefined;
  const update: RecordUpdate | undefined = operations.update ? {
    method: 'PATCH', path: recordPath, operationId: `update_${id}`, tags, permission: managePermission,
    summary: `Change a record of ${name}`,
    description: `${managing}. Send the version you edit; a stale one answers 409 version_conflict with \`current\`. Writes an audit entry.`,
    params: recordParams,
    body: shapes.patch,
    answers: { 200: { description: 'The changed record.', schema: shapes.record } },
    refusals: conflict,
  } : undefined;
  const remove: ApiContract | undefined = operations.remove ? {
    method: 'DELETE', path: recordPath, operationId: `delete_${id}`, tags, permission: managePermission,
    summary: `Delete a record of ${name}`,
    description: `${managing}. Writes an audit entry.`,
    params: recordParams,
    querystring: { type: 'object', properties: { version: { type: 'integer', minimum: 1, description: 'Refuse (409) unless the record is at this version.' } } },
    answers: { 204: { description: 'Deleted.' } },
    refusals: conflict,
  } : undefined;
  return { list, get, log, ...(create ? { create } : {}), ...(update ? { update } : {}), ...(remove ? { remove } : {}) };
}

/** The routes of a resource's contracts, in the order the document lists them. */
export function contractsOfResource(contracts: ResourceContracts): ApiContract[] {
  return [contracts.list, contracts.create, contracts.get, contracts.update, contracts.remove, contracts.log].filter((contract) => contract !== undefined);
}
