import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyToClipboard } from '~/lib/notifications/copy-to-clipboard.ts';
import { $snackbar, hideSnackbar, showSnackbar, updateSnackbar } from '~/lib/notifications/snackbar-store.ts';

afterEach(() => {
  hideSnackbar();
  vi.useRealTimers();
});

describe('the snackbar', () => {
  it('fills the defaults: 5000 ms, info colour, not loading', () => {
    showSnackbar({ content: 'Saved.' });
    expect($snackbar.get()).toEqual({ id: expect.any(Number), content: 'Saved.', color: 'info', timeout: 5000, loading: false });
  });

  it('keeps every field it is given', () => {
    const message = {
      content: 'Export ready',
      subtitle: '2345 rows',
      color: 'green',
      rawContent: 'domains.csv',
      deepLink: '/tray',
      deepLinkText: 'Open the tray',
      timeout: 8000,
      loading: false,
      progress: 100,
    } as const;
    showSnackbar(message);
    expect($snackbar.get()).toEqual({ ...message, id: expect.any(Number) });
  });

  it('hides itself after its timeout, unless loading or its timeout is 0', () => {
    vi.useFakeTimers();
    showSnackbar({ content: 'Saved.' });
    vi.advanceTimersByTime(4999);
    expect($snackbar.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect($snackbar.get()).toBeNull();

    showSnackbar({ content: 'Exporting…', loading: true, progress: 0 });
    vi.advanceTimersByTime(60_000);
    expect($snackbar.get()).toMatchObject({ loading: true });
    updateSnackbar({ progress: 50 });
    expect($snackbar.get()).toMatchObject({ content: 'Exporting…', progress: 50 });
    updateSnackbar({ loading: false, content: 'Exported.' });
    vi.advanceTimersByTime(5000);
    expect($snackbar.get()).toBeNull();

    showSnackbar({ content: 'Stays', timeout: 0 });
    vi.advanceTimersByTime(60_000);
    expect($snackbar.get()).toMatchObject({ content: 'Stays' });
  });

  it('a newer message is not hidden by the older one’s timer', () => {
    vi.useFakeTimers();
    showSnackbar({ content: 'First', timeout: 1000 });
    vi.advanceTimersByTime(900);
    showSnackbar({ content: 'Second', timeout: 1000 });
    vi.advanceTimersByTime(200);
    expect($snackbar.get()).toMatchObject({ content: 'Second' });
  });
});

describe('copyToClipboard', () => {
  it('copies and shows nothing when the clipboard accepts', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    await expect(copyToClipboard('abc', { writeText })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('abc');
    expect($snackbar.get()).toBeNull();
  });

  it('shows the message keyed error in the error colour when the clipboard refuses', async () => {
    await expect(copyToClipboard('abc', { writeText: () => Promise.reject(new Error('denied')) })).resolves.toBe(false);
    expect($snackbar.get()).toMatchObject({ content: 'Something went wrong.', color: 'red' });
  });
});
