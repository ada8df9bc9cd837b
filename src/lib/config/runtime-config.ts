/**
 * Runtime configuration (DESIGN.md section 5): one build deploys to any environment because
 * these values are read at run time from /runtime-config.json, which the portal server writes
 * from environment variables. The file in public/ holds the defaults.
 */
import defaults from '../../../public/runtime-config.json' with { type: 'json' };
import type { ThemeColours } from './colour-variations.ts';

export interface SsoConfig {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string;
  endSessionEndpoint: string;
  clientId: string;
}

export interface RuntimeConfig {
  apiBase: string;
  productName: string;
  shortName: string;
  environment: string;
  generalInformation: { portalSupport: string };
  sso: SsoConfig;
  themes: { light: ThemeColours; dark: ThemeColours };
  languages: string[];
}

export const defaultRuntimeConfig: RuntimeConfig = defaults;

export { runtimeConfigPath } from './runtime-config-path.ts';

/** Layers a partial configuration over the defaults, one level into nested objects. */
export function mergeRuntimeConfig(base: RuntimeConfig, override: Partial<Record<keyof RuntimeConfig, unknown>>): RuntimeConfig {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    const bothObjects = isPlainObject(current) && isPlainObject(value);
    merged[key] = bothObjects ? { ...current, ...value } : value;
  }
  return merged as unknown as RuntimeConfig;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
