/**
 * The report screens' words: the page hands over the English of namespace `reports` (its own
 * part), of the filter box (`lists:pql`) and of its values (`resources`), read from the locale
 * files when the page was built (src/lib/reports/report-pages.ts), so no words file travels in
 * the JS; other languages load on demand, whole.
 */
import { useState } from 'react';
import { registerNamespace } from '~/lib/i18n/locale-store';
import type { ReportWords } from '~/lib/reports/report-pages';
import '../kit/kit-words';

export function registerReportWords(words: ReportWords): void {
  registerNamespace('reports', words.reports);
  if (words.lists) registerNamespace('lists', words.lists);
}

/** Registers the page's words once, before the island's first words are read. */
export function useReportWords(words: ReportWords): void {
  useState(() => registerReportWords(words));
}
