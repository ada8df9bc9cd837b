/**
 * Where the zone editor's routes are (DESIGN.md section 12): their methods and paths, apart from
 * their contracts (zone-contracts.ts), so that a page's script carries these and no schema.
 */
const zone = '/groups/{context}/zones/{zoneId}';

export const zoneRoutes = {
  draft: { method: 'GET', path: `${zone}/draft` },
  draftChanges: { method: 'GET', path: `${zone}/draft/changes` },
  plan: { method: 'GET', path: `${zone}/plan` },
  versions: { method: 'GET', path: `${zone}/versions` },
  exportFile: { method: 'GET', path: `${zone}/export` },
  importFile: { method: 'POST', path: `${zone}/import` },
  discardDraft: { method: 'DELETE', path: `${zone}/draft` },
  undoDiscard: { method: 'POST', path: `${zone}/draft/undo-discard` },
  stage: { method: 'POST', path: `${zone}/draft/changes` },
  unstage: { method: 'DELETE', path: `${zone}/draft/changes/{changeId}` },
  resolve: { method: 'POST', path: `${zone}/draft/changes/{changeId}/resolve` },
  publish: { method: 'POST', path: `${zone}/publish` },
  version: { method: 'GET', path: `${zone}/versions/{serial}` },
  restore: { method: 'POST', path: `${zone}/versions/{serial}/restore` },
} as const;
