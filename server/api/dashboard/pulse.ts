/**
 * GET …/pulse (DESIGN.md section 14): what changed in a period, per kind (pulse-kinds.ts) — the
 * count, the count per day (every day of the period, 0 when none) and the newest events (at
 * most 200 across the kinds asked, newest first). `kinds` limits the days and events to the
 * kinds the reader shows; the counts are always of every kind the caller may see, so the
 * portal's toggles show what a hidden kind holds.
 */
import type { GroupScope } from '../resources/group-scope.ts';
import type { ResourceRegistry } from '../resources/resource-registry.ts';
import type { StatementCache } from '../resources/statement-cache.ts';
import { maxPulseEvents, type PulseAnswer, type PulseEvent, type PulseKind, type PulseKindCount } from './dashboard-types.ts';
import { countPerDay, declaredSelection, newestSelected } from './declared-selection.ts';
import { pulseKindDeclarations, type PulseKindDeclaration } from './pulse-kinds.ts';
import { daysOf } from './pulse-period.ts';

export interface PulseRequest {
  from: string;
  to: string;
  /** The kinds whose days and events are answered; undefined: all the caller may see. */
  shown?: ReadonlySet<PulseKind>;
}

export function visibleKinds(scope: GroupScope): PulseKindDeclaration[] {
  return pulseKindDeclarations.filter((declaration) => scope.auth.can(declaration.permission));
}

export function pulseOf(registry: ResourceRegistry, statements: StatementCache, scope: GroupScope, now: number, request: PulseRequest): PulseAnswer {
  const { from, to, shown } = request;
  const dates = daysOf({ from, to });
  const perDay = new Map<PulseKind, Map<string, number>>();
  const kinds: PulseKindCount[] = [];
  let events: PulseEvent[] = [];

  for (const declaration of visibleKinds(scope)) {
    const days = new Map<string, number>();
    for (const source of declaration.sources) {
      const resource = registry.byName(source.resource);
      if (!resource) throw new Error(`the pulse kind ${declaration.kind} counts ${source.resource}, which is not declared`);
      const selection = declaredSelection(resource, scope, source.pql(from, to), now);
      for (const [day, count] of countPerDay(statements, selection, source.at)) days.set(day, (days.get(day) ?? 0) + count);
      if (shown && !shown.has(declaration.kind)) continue;
      const newest = newestSelected(statements, selection, { at: source.at, label: source.label, id: source.opens.id }, maxPulseEvents);
      events.push(...newest.map((row) => ({ at: row.at, kind: declaration.kind, label: row.label, resource: source.opens.resource, id: row.id })));
    }
    perDay.set(declaration.kind, days);
    const count = [...days.values()].reduce((sum, value) => sum + value, 0);
    const single = declaration.sources.length === 1 ? declaration.sources[0] : undefined;
    kinds.push({ kind: declaration.kind, count, ...(single ? { resource: single.resource, pql: single.pql(from, to) } : {}) });
  }

  events = events.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, maxPulseEvents);
  const answered = kinds.map((entry) => entry.kind).filter((kind) => !shown || shown.has(kind));
  return {
    from,
    to,
    kinds,
    days: dates.map((date) => ({ date, values: Object.fromEntries(answered.map((kind) => [kind, perDay.get(kind)?.get(date) ?? 0])) })),
    events,
  };
}
