/** What the home, pulse and invoicing overview routes answer: the shapes shared with the portal (src/lib/schemas/dashboard.ts). */
export {
  pulseKinds, type AttentionAccount, type AttentionReason, type HomeAnswer, type HomeFigure, type NamedRecord, type PulseAnswer,
  type PulseEvent, type PulseKind, type PulseKindCount, type SpendAnswer, type SpendMonth,
} from '../../../src/lib/schemas/dashboard.ts';
