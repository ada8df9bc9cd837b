/**
 * The portal reads what the API writes (DESIGN.md section 14): the ids of the home figures, the
 * watch figures, the attention reasons and the pulse kinds are the same on both sides, and every
 * resource a figure or a pulse kind counts, or an event opens, has a page the portal can link to.
 */
import { describe, expect, it } from 'vitest';
import { attentionReasons } from '../../server/api/dashboard/attention-accounts.ts';
import { pulseKinds as serverKinds } from '../../server/api/dashboard/dashboard-types.ts';
import { homeFigureDeclarations, watchFigureDeclarations } from '../../server/api/dashboard/home-figures.ts';
import { pulseKindDeclarations } from '../../server/api/dashboard/pulse-kinds.ts';
import { dashboardPages } from '~/lib/dashboard/dashboard-pages';
import { attentionReasonIds, homeFigureIds, pulseKinds, watchFigureIds } from '~/lib/dashboard/dashboard-types';

describe('the dashboards\' shapes', () => {
  it('name the same figures, reasons and kinds on both sides', () => {
    expect(homeFigureDeclarations.map((figure) => figure.id)).toEqual([...homeFigureIds]);
    expect(watchFigureDeclarations.map((figure) => figure.id)).toEqual([...watchFigureIds]);
    expect([...attentionReasons]).toEqual([...attentionReasonIds]);
    expect([...serverKinds]).toEqual([...pulseKinds]);
    expect(pulseKindDeclarations.map((declaration) => declaration.kind)).toEqual([...pulseKinds]);
  });

  it('link every figure and kind to a list, and every event to a record page', () => {
    const pages = dashboardPages();
    for (const figure of [...homeFigureDeclarations, ...watchFigureDeclarations]) expect(pages.lists[figure.resource], figure.id).toBeDefined();
    for (const declaration of pulseKindDeclarations) {
      for (const source of declaration.sources) {
        if (declaration.sources.length === 1) expect(pages.lists[source.resource], declaration.kind).toBeDefined();
        expect(pages.records[source.opens.resource], declaration.kind).toBeDefined();
      }
    }
  });
});
