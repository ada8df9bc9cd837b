/**
 * The snackbar (spec section 3): one message at a time. Any module shows one; the snackbar
 * island renders `$snackbar` and calls `hideSnackbar` when closed. A message hides itself after
 * `timeout` ms unless it is loading or its timeout is 0.
 */
import { atom } from 'nanostores';
import type { variationColourNames } from '../config/colour-variations.ts';

/** A theme colour name; the island paints the snackbar with `--c-<color>`. */
export type SnackbarColor = (typeof variationColourNames)[number];

export const successColor: SnackbarColor = 'green';
export const errorColor: SnackbarColor = 'red';
export const defaultSnackbarColor: SnackbarColor = 'info';
export const defaultSnackbarTimeout = 5000;

export interface SnackbarMessage {
  /** Changes with every message, so the island can restart its animation for a repeated text. */
  id: number;
  /** The text shown, already translated. */
  content: string;
  subtitle?: string;
  color: SnackbarColor;
  /** Detail shown verbatim in a monospace block (server output, identifiers); never interpreted as markup. */
  rawContent?: string;
  /** A portal path or URL the snackbar links to, with `deepLinkText` as the link's text. */
  deepLink?: string;
  deepLinkText?: string;
  /** Milliseconds before it hides itself; 0 keeps it until closed. */
  timeout: number;
  /** Shows a busy indicator and keeps the message up until it is updated or hidden. */
  loading: boolean;
  /** 0–100 for a determinate progress bar. */
  progress?: number;
  /** One button beside the text (an Undo): it runs the action and closes the message. */
  action?: { label: string; run(): void };
}

export type SnackbarInput = Partial<Omit<SnackbarMessage, 'id'>> & { content: string };

export const $snackbar = atom<SnackbarMessage | null>(null);

let lastId = 0;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleHide(message: SnackbarMessage): void {
  clearTimeout(hideTimer);
  hideTimer = undefined;
  if (message.loading || message.timeout <= 0) return;
  hideTimer = setTimeout(() => {
    if ($snackbar.get()?.id === message.id) $snackbar.set(null);
  }, message.timeout);
}

export function showSnackbar(input: SnackbarInput): SnackbarMessage {
  lastId += 1;
  const message: SnackbarMessage = {
    color: defaultSnackbarColor,
    timeout: defaultSnackbarTimeout,
    loading: false,
    ...input,
    id: lastId,
  };
  $snackbar.set(message);
  scheduleHide(message);
  return message;
}

/** Changes the message on show (progress, loading finished, new text) without replacing it. */
export function updateSnackbar(changes: Partial<Omit<SnackbarMessage, 'id'>>): void {
  const current = $snackbar.get();
  if (!current) return;
  const message = { ...current, ...changes };
  $snackbar.set(message);
  scheduleHide(message);
}

export function hideSnackbar(): void {
  clearTimeout(hideTimer);
  hideTimer = undefined;
  $snackbar.set(null);
}
