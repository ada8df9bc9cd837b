/** The page's data provider, on the page's HTTP client, account context and snackbar. */
import { http } from '../http/http.ts';
import { t } from '../i18n/locale-store.ts';
import { showSnackbar } from '../notifications/snackbar-store.ts';
import { currentContext } from './current-context.ts';
import { createDataProvider } from './data-provider.ts';

export const dataProvider = createDataProvider({ http, currentContext, showSnackbar, translate: t });

export const { call, getList, getOne, create, update, remove, platformCall, getAll } = dataProvider;
