/**
 * The reference API's OpenAPI document, built at build time for /api/reference: the same builder
 * GET /openapi.json serves, over the declarations bound to an empty in-memory database with every
 * migration applied (the bindings read the tables' columns). Imported only by the page's
 * frontmatter, so none of it reaches the browser.
 */
import { join } from 'node:path';
import { openDatabase } from '../../server/api/db/open-database.ts';
import { migrate } from '../../server/api/db/migrate.ts';
import { createResourceRegistry } from '../../server/api/resources/resource-registry.ts';
import { buildOpenApi } from '../../server/api/openapi/build-openapi.ts';

/** From the project's root (where `astro build` runs): the bundled module has no path of its own to the migrations. */
export function buildReferenceOpenApi(root = process.cwd()): Record<string, unknown> {
  const db = openDatabase(':memory:');
  try {
    migrate(db, join(root, 'server/api/db/migrations'));
    return buildOpenApi(createResourceRegistry(db));
  } finally {
    db.close();
  }
}
