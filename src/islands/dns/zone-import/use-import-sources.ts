/**
 * The files of one import (issue "Zone files", items 2 and 4): each with its text, the zone it
 * goes to (chosen, or found from its `$ORIGIN`), its check (run as it is typed, shortly after
 * the last key), the server's answer and where it stands.
 */
import { useEffect, useRef, useState } from 'react';
import { checkZoneFile, maxZoneFileBytes, type ZoneFileCheck } from '~/lib/dns/zone-file/check-zone-file';
import type { ImportMode } from '~/lib/dns/zone-file/import-changes';
import { zoneFileOrigin } from '~/lib/dns/zone-file/parse-zone-file';
import { zoneFileProblem, type ZoneFileProblem } from '~/lib/dns/zone-file/zone-file-problems';
import { zoneWhere, type Zone } from '../zone-editor/zone-api';

export type SourceState = 'empty' | 'checking' | 'noDomain' | 'errors' | 'ready' | 'staging' | 'staged' | 'published' | 'failed';

export interface ImportSource {
  readonly key: number;
  readonly fileName: string | null;
  readonly text: string;
  readonly zone: Zone | null;
  /** The user chose the zone: the file's `$ORIGIN` no longer decides it. */
  readonly zoneChosen: boolean;
  /** The name the file gives itself and whether it was looked up; `unknown` when the account has no such zone. */
  readonly origin: { readonly name: string; readonly found: 'pending' | 'zone' | 'unknown' } | null;
  readonly check: (ZoneFileCheck & { readonly of: string }) | null;
  readonly mode: ImportMode;
  readonly serverErrors: readonly ZoneFileProblem[];
  readonly stage: 'none' | 'staging' | 'staged' | 'published';
  readonly serial: number | null;
  /** The bad lines the server left out, when the user chose to import without them. */
  readonly skipped: readonly ZoneFileProblem[];
}

/** What the check is of: the text for the zone's name. */
const checkKey = (source: ImportSource, name: string) => `${name}\u0000${source.text}`;

export function zoneNameOf(source: ImportSource): string | null {
  return source.zone?.name ?? source.origin?.name ?? null;
}

export function isChecked(source: ImportSource): boolean {
  const name = zoneNameOf(source);
  return name !== null && source.check?.of === checkKey(source, name);
}

/** The lines of a checked file with a problem, in order: what importing without its bad lines leaves out. */
export function badLines(source: ImportSource): number[] {
  return [...new Set((source.check?.errors ?? []).map((problem) => problem.line))].sort((a, b) => a - b);
}

/** A file with bad lines and good records, for a zone: it may be imported without the bad lines. */
export function canSkipBadLines(source: ImportSource): boolean {
  return sourceState(source) === 'errors' && source.zone !== null && source.serverErrors.length === 0 && (source.check?.records.length ?? 0) > 0;
}

export function sourceState(source: ImportSource): SourceState {
  if (source.stage === 'published') return 'published';
  if (source.stage === 'staged') return 'staged';
  if (source.stage === 'staging') return 'staging';
  if (source.text.trim() === '') return 'empty';
  if (zoneNameOf(source) === null) return 'noDomain';
  if (!isChecked(source)) return 'checking';
  if (source.check!.errors.length > 0) return 'errors';
  if (source.serverErrors.length > 0) return 'failed';
  return source.zone ? 'ready' : 'noDomain';
}

/** A file that is not text: its bytes hold a NUL. */
function notText(text: string): ZoneFileCheck | null {
  return text.includes('\u0000') ? { records: [], errors: [zoneFileProblem(1, 1, 'notText')], notices: [] } : null;
}

const quickCheckBelow = 256 * 1024;

function newSource(key: number, fileName: string | null, text: string): ImportSource {
  return { key, fileName, text, zone: null, zoneChosen: false, origin: null, check: null, mode: 'merge', serverErrors: [], stage: 'none', serial: null, skipped: [] };
}

export function useImportSources() {
  const [sources, setSources] = useState<ImportSource[]>(() => [newSource(1, null, '')]);
  const [selected, setSelected] = useState(1);
  const nextKey = useRef(2);
  const update = (key: number, change: (source: ImportSource) => Partial<ImportSource>) =>
    setSources((current) => current.map((source) => (source.key === key ? { ...source, ...change(source) } : source)));

  // Come from a zone's editor (`?zone={id}`): that zone is chosen.
  useEffect(() => {
    const id = new URLSearchParams(location.search).get('zone');
    if (id && /^[0-9]{1,15}$/.test(id)) zoneWhere({ id }).then((zone) => zone && update(1, (now) => (now.zone ? {} : { zone, zoneChosen: true })), () => undefined);
  }, []);

  // The file's own name for its domain: looked up among the account's zones unless the user chose one.
  // A text is read for it once, not on every change of any file's state (a file may hold 5 MB).
  const scanned = useRef(new Map<number, string>());
  useEffect(() => {
    for (const source of sources) {
      if (source.zoneChosen || scanned.current.get(source.key) === source.text) continue;
      scanned.current.set(source.key, source.text);
      const name = zoneFileOrigin(source.text);
      if (name === (source.origin?.name ?? null)) continue;
      update(source.key, () => ({ origin: name ? { name, found: 'pending' } : null, zone: null, serverErrors: [] }));
      if (name === null) continue;
      zoneWhere({ name }).then(
        (found) => found?.name.toLowerCase() === name ? found : null,
      ).then(
        (zone) => update(source.key, (now) => (now.origin?.name === name && !now.zoneChosen ? { zone, origin: { name, found: zone ? 'zone' : 'unknown' } } : {})),
        () => update(source.key, (now) => (now.origin?.name === name ? { origin: { name, found: 'unknown' } } : {})),
      );
    }
  }, [sources]);

  // Checks run shortly after the last change, a file at a time; a large file waits a little longer.
  useEffect(() => {
    const due = sources.find((source) => source.text.trim() !== '' && zoneNameOf(source) !== null && !isChecked(source));
    if (!due) return;
    const timer = setTimeout(() => {
      const name = zoneNameOf(due)!;
      const check = notText(due.text) ?? checkZoneFile(due.text, { name });
      update(due.key, (now) => (now.text === due.text && zoneNameOf(now) === name ? { check: { ...check, of: checkKey(now, name) } } : {}));
    }, due.text.length < quickCheckBelow ? 250 : 700);
    return () => clearTimeout(timer);
  }, [sources]);

  const addFiles = async (files: readonly File[], onTooLarge: (name: string) => void) => {
    const added: ImportSource[] = [];
    for (const file of files) {
      if (file.size > maxZoneFileBytes) {
        onTooLarge(file.name);
        continue;
      }
      added.push(newSource(nextKey.current++, file.name, await file.text()));
    }
    if (added.length === 0) return;
    // The empty pasted box gives way to the files.
    setSources((current) => [...current.filter((source) => source.fileName !== null || source.text.trim() !== ''), ...added]);
    setSelected(added[0].key);
  };

  return {
    sources,
    selected: sources.find((source) => source.key === selected) ?? sources[0],
    select: setSelected,
    addFiles,
    setText: (key: number, text: string) => update(key, () => ({ text, serverErrors: [], stage: 'none' })),
    chooseZone: (key: number, zone: Zone | null) => {
      // Cleared: the file's own $ORIGIN decides again.
      if (zone === null) scanned.current.delete(key);
      update(key, () => ({ zone, zoneChosen: zone !== null, serverErrors: [], stage: 'none', ...(zone === null ? { origin: null } : {}) }));
    },
    setMode: (key: number, mode: ImportMode) => update(key, (source) => ({ mode, serverErrors: [], stage: source.stage === 'published' ? 'published' : 'none' })),
    update,
    remove: (key: number) =>
      setSources((current) => {
        const left = current.filter((source) => source.key !== key);
        return left.length > 0 ? left : [newSource(nextKey.current++, null, '')];
      }),
  };
}
