/**
 * A zone's problems and its plan's warnings (DESIGN.md section 12) said in the job's language:
 * the portal's own texts for them (namespaces `dns` and `dns-editor`), filled in as the zone
 * editor fills them, so a job's reason reads as the editor would say it.
 */
import dnsEn from '../../../../src/content/locales/en/dns.json' with { type: 'json' };
import dnsEs from '../../../../src/content/locales/es/dns.json' with { type: 'json' };
import dnsJa from '../../../../src/content/locales/ja/dns.json' with { type: 'json' };
import editorEn from '../../../../src/content/locales/en/dns-editor.json' with { type: 'json' };
import editorEs from '../../../../src/content/locales/es/dns-editor.json' with { type: 'json' };
import editorJa from '../../../../src/content/locales/ja/dns-editor.json' with { type: 'json' };
import { fillIn } from '../../../../src/lib/dns/dns-messages.ts';
import type { PlanWarning } from '../../../../src/lib/dns/plan/plan-warnings.ts';
import type { RecordProblem } from '../../../../src/lib/dns/zone-record.ts';
import { messageLocaleOf, type MessageLocale } from '../../platform/platform-messages.ts';

type Texts = Readonly<Record<string, unknown>>;

const dnsTexts: Readonly<Record<MessageLocale, Texts>> = { en: dnsEn, es: dnsEs, ja: dnsJa };
const warningTexts: Readonly<Record<MessageLocale, Readonly<Record<string, string>>>> = { en: editorEn.warnings, es: editorEs.warnings, ja: editorJa.warnings };

/** `problems.cnameAtApex` in the texts → its template. */
function textAt(texts: Texts, path: string): string | undefined {
  const found = path.split('.').reduce<unknown>((node, part) => (node !== null && typeof node === 'object' ? (node as Texts)[part] : undefined), texts);
  return typeof found === 'string' ? found : undefined;
}

/** A zone rule's problem (`name` and `type` say where) in the job's language. */
export function problemText(found: RecordProblem & { name?: string; type?: string }, locale: string): string {
  const texts = dnsTexts[messageLocaleOf(locale)];
  const template = textAt(texts, found.key);
  const fieldKey = found.values.fieldKey;
  const field = (fieldKey ? textAt(texts, fieldKey) : undefined) ?? found.values.field ?? '';
  const text = template ? fillIn(template, { ...found.values, field }) : found.message;
  return found.name && found.type ? `${found.name} ${found.type}: ${text}` : text;
}

/** A plan's warning in the job's language. */
export function warningText(warning: Pick<PlanWarning, 'code' | 'values' | 'message'>, locale: string): string {
  const template = warningTexts[messageLocaleOf(locale)][warning.code];
  return template ? fillIn(template, warning.values) : warning.message;
}
