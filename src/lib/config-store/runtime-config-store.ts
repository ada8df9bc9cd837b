/** Loads /runtime-config.json once per page; a page without its configuration cannot work, so a failure raises the error screen. */
import { atom } from 'nanostores';
import { raiseAppError } from '../errors/app-error.ts';
import { takeEarlyConfigAnswer, type EarlyConfigAnswer } from './early-runtime-config.ts';
import { defaultRuntimeConfig, mergeRuntimeConfig, runtimeConfigPath, type RuntimeConfig } from '../config/runtime-config.ts';

export const $runtimeConfig = atom<RuntimeConfig>(defaultRuntimeConfig);

let loading: Promise<RuntimeConfig> | undefined;

/** The same request as the boot script's, for a page that did not make it. */
async function fetchConfig(): Promise<EarlyConfigAnswer> {
  try {
    const response = await fetch(runtimeConfigPath, { credentials: 'same-origin' });
    const body: unknown = response.ok ? await response.json() : undefined;
    return { status: response.status, statusText: response.statusText, body };
  } catch (error) {
    return { status: 0, statusText: '', error: error instanceof Error ? error.message : String(error) };
  }
}

export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  loading ??= (takeEarlyConfigAnswer() ?? fetchConfig()).then((answer) => {
    if (answer.error !== undefined) {
      raiseAppError({ statusCode: 500, value: answer.error });
      return defaultRuntimeConfig;
    }
    if (answer.status < 200 || answer.status > 299) {
      raiseAppError({ statusCode: answer.status, value: `GET ${runtimeConfigPath}: ${answer.status} ${answer.statusText}`.trim() });
      return defaultRuntimeConfig;
    }
    const config = mergeRuntimeConfig(defaultRuntimeConfig, answer.body as Partial<RuntimeConfig>);
    $runtimeConfig.set(config);
    return config;
  });
  return loading;
}
