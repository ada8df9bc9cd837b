/** The tray's pages (src/screens/tray-pages.ts) for every part of the tray screen. */
import { createContext, useContext } from 'react';
import type { TrayPages } from '~/lib/tray/tray-links';

export const TrayPagesContext = createContext<TrayPages | null>(null);

export function useTrayPages(): TrayPages {
  const pages = useContext(TrayPagesContext);
  if (!pages) throw new Error('The tray screen gives its parts the tray pages');
  return pages;
}
