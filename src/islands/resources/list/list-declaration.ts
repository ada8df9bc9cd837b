/**
 * What the list island needs of a declaration: everything but the JSON Schema and the detail
 * sections, which stay out of the page's props and bundle.
 */
import type { ResourceDeclaration } from '~/lib/resources/resource-declaration';

export type ListDeclaration = Omit<ResourceDeclaration, 'schema' | 'sections'>;

export function listDeclarationOf({ schema: _schema, sections: _sections, ...rest }: ResourceDeclaration): ListDeclaration {
  return rest;
}

export function asDeclaration(declaration: ListDeclaration): ResourceDeclaration {
  return { ...declaration, schema: {}, sections: [] };
}
