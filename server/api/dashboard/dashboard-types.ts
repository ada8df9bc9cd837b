/** What the home, pulse and invoicing overview routes answer, and their limits: the shapes shared with the portal (src/lib/schemas/dashboard.ts). */
export {
  defaultPulseDays, defaultSpendMonths, maxPulseDays, maxPulseEvents, maxSpendMonths, pulseKinds,
  type AttentionAccount, type AttentionReason, type HomeAnswer, type HomeFigure, type NamedRecord, type PulseAnswer,
  type PulseEvent, type PulseKind, type PulseKindCount, type SpendAnswer, type SpendMonth,
} from '../../../src/lib/schemas/dashboard.ts';
