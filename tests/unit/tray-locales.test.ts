/**
 * The `tray` namespace: the same keys and placeholders in English, Spanish and Japanese
 * (Japanese has only `_other` plurals), nothing left in English, and a text for every key the
 * tray screens and the job watcher ask for, the ones built from a value too (kinds, actions,
 * states, templates, contact fields).
 */
import { describe, expect, it } from 'vitest';
import en from '~/content/locales/en/tray.json';
import es from '~/content/locales/es/tray.json';
import ja from '~/content/locales/ja/tray.json';
import { dnsTemplateIds } from '~/lib/dns/dns-templates';
import { trayKinds } from '~/lib/schemas/tray-kinds';
import { jobItemStates, jobStates } from '~/lib/tray/job-types';
import { contactRoles, contactTextFields, trayActions } from '~/lib/tray/tray-actions';
import { describeTranslations, englishKeys, keysAskedFor } from './support/namespace-locales';

// Names and patterns that read the same in every language.
describeTranslations('tray', { en, es, ja }, {
  sameEverywhere: [
    'job.title', 'job.filterState', 'job.percent', 'dialog.withCost',
    'options.templates.google-workspace.name', 'options.templates.microsoft-365.name',
  ],
});

describe('every key the tray asks for', () => {
  const english = englishKeys(en);

  it('exists in English, as written in the code', () => {
    const used = keysAskedFor('tray', ['src/islands/tray', 'src/lib/tray']);
    expect(used.length).toBeGreaterThan(80);
    expect(used.filter((key) => !english.has(key))).toEqual([]);
  });

  it('exists for every value a key is built from', () => {
    const built = [
      ...Object.values(trayKinds).flatMap((type) => [`kinds.${type}.title`, `kinds.${type}.count`, `kinds.${type}.removeAll`]),
      ...jobStates.map((state) => `state.${state}`),
      ...jobItemStates.map((state) => `itemState.${state}`),
      ...trayActions.flatMap((action) => {
        const base = `actions.${action.resource}.${action.name}`;
        const confirms = action.options.some((field) => field.kind === 'switch') ? [`${base}.confirmOn`, `${base}.confirmOff`] : [`${base}.confirm`];
        return [`${base}.label`, `${base}.description`, `${base}.progress`, `${base}.final`, ...confirms];
      }),
      ...dnsTemplateIds.flatMap((id) => [`options.templates.${id}.name`, `options.templates.${id}.description`]),
      ...contactTextFields.map((field) => `options.contactFields.${field.name}`),
      ...contactRoles.map((role) => `options.roles.${role}`),
      ...['required', 'tooFew', 'tooMany', 'hostname', 'address', 'duplicate'].map((key) => `options.nameserverProblems.${key}`),
      ...['on', 'off'].map((key) => `options.${key}`),
      ...['all', 'eligible', 'ineligible'].map((key) => `dialog.show.${key}`),
      ...['failed', 'skipped', 'waiting', 'cancelled', 'progress', 'final'].map((key) => `watch.${key}`),
    ];
    expect(built.filter((key) => !english.has(key))).toEqual([]);
  });
});
