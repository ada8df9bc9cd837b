/** Loads /runtime-config.json once per page; a page without its configuration cannot work, so a failure raises the error screen. */
import { atom } from 'nanostores';
import { raiseAppError } from '../errors/app-error.ts';
import { defaultRuntimeConfig, mergeRuntimeConfig, runtimeConfigPath, type RuntimeConfig } from './runtime-config.ts';

export const $runtimeConfig = atom<RuntimeConfig>(defaultRuntimeConfig);

let loading: Promise<RuntimeConfig> | undefined;

export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  loading ??= fetch(runtimeConfigPath, { credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) {
        raiseAppError({ statusCode: response.status, value: `GET ${runtimeConfigPath}: ${response.status} ${response.statusText}`.trim() });
        return defaultRuntimeConfig;
      }
      const config = mergeRuntimeConfig(defaultRuntimeConfig, (await response.json()) as Partial<RuntimeConfig>);
      $runtimeConfig.set(config);
      return config;
    })
    .catch((error: unknown) => {
      raiseAppError({ statusCode: 500, value: error instanceof Error ? error.message : String(error) });
      return defaultRuntimeConfig;
    });
  return loading;
}
