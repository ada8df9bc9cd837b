import { useTranslation } from 'react-i18next';
import { i18n } from '~/lib/i18n/i18n';

/** Every island translates through the page's one i18next instance. */
export function usePortalTranslation() {
  return useTranslation('common', { i18n, useSuspense: false });
}
