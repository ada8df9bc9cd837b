/**
 * The tone of every state a status column can hold (DESIGN.md section 11: statuses are coloured
 * badges with text). Green: done and well; amber: under way or waiting; red: failed or needs
 * action; blue: new or informational; grey: ended or inactive (also any value not listed).
 */
export type StatusTone = 'green' | 'amber' | 'red' | 'blue' | 'grey';

const tones: Readonly<Record<StatusTone, readonly string[]>> = {
  green: ['active', 'approved', 'verified', 'validated', 'valid', 'issued', 'completed', 'paid', 'signed', 'success', 'ready'],
  amber: [
    'pending', 'pending_transfer', 'pending_validation', 'pending_issuance', 'pending_delete', 'awaiting_approval', 'processing',
    'submitted', 'signing', 'unsigning', 'redemption', 'invited', 'on_hold', 'analysing', 'requested', 'investigating', 'open',
    'restricted', 'beta',
  ],
  red: ['expired', 'failed', 'rejected', 'revoked', 'suspended', 'invalid', 'failure', 'escalated'],
  blue: ['new', 'draft', 'published', 'scheduled', 'coming_soon', 'invoiced', 'action_taken', 'reviewed'],
  grey: [
    'closed', 'cancelled', 'void', 'refunded', 'removed', 'retired', 'archived', 'paused', 'disabled', 'deleted', 'unsigned',
    'not_started', 'not_required', 'ignored', 'transferred_out',
  ],
};

const toneOf = new Map(Object.entries(tones).flatMap(([tone, values]) => values.map((value) => [value, tone as StatusTone])));

/** The tone declared for a state, if any. */
export function declaredTone(value: unknown): StatusTone | undefined {
  return toneOf.get(String(value));
}

export function statusTone(value: unknown): StatusTone {
  return declaredTone(value) ?? 'grey';
}
