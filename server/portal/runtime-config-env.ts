/**
 * The runtime configuration the portal server answers at /runtime-config.json: the build's
 * defaults with environment overrides, so one build deploys anywhere.
 *
 *   PORTAL_API_BASE, PORTAL_PRODUCT_NAME, PORTAL_SHORT_NAME, PORTAL_ENVIRONMENT,
 *   PORTAL_SUPPORT_EMAIL, PORTAL_SSO_ISSUER, PORTAL_SSO_CLIENT_ID, PORTAL_LANGUAGES (comma list),
 *   PORTAL_RUNTIME_CONFIG (a JSON object merged last, for anything else such as themes).
 */
import { mergeRuntimeConfig, type RuntimeConfig } from '../../src/lib/config/runtime-config.ts';

type Env = Record<string, string | undefined>;

function ssoEndpoints(issuer: string) {
  return {
    issuer,
    authorizationEndpoint: `${issuer}/auth`,
    tokenEndpoint: `${issuer}/token`,
    userinfoEndpoint: `${issuer}/me`,
    endSessionEndpoint: `${issuer}/session/end`,
  };
}

export function runtimeConfigFromEnv(defaults: RuntimeConfig, env: Env): RuntimeConfig {
  let config = defaults;
  const set = (override: Partial<Record<keyof RuntimeConfig, unknown>>) => {
    config = mergeRuntimeConfig(config, override);
  };
  if (env.PORTAL_API_BASE) set({ apiBase: env.PORTAL_API_BASE.replace(/\/$/, '') });
  if (env.PORTAL_PRODUCT_NAME) set({ productName: env.PORTAL_PRODUCT_NAME });
  if (env.PORTAL_SHORT_NAME) set({ shortName: env.PORTAL_SHORT_NAME });
  if (env.PORTAL_ENVIRONMENT) set({ environment: env.PORTAL_ENVIRONMENT });
  if (env.PORTAL_SUPPORT_EMAIL) set({ generalInformation: { portalSupport: env.PORTAL_SUPPORT_EMAIL } });
  if (env.PORTAL_SSO_ISSUER) set({ sso: ssoEndpoints(env.PORTAL_SSO_ISSUER.replace(/\/$/, '')) });
  if (env.PORTAL_SSO_CLIENT_ID) set({ sso: { clientId: env.PORTAL_SSO_CLIENT_ID } });
  if (env.PORTAL_LANGUAGES) set({ languages: env.PORTAL_LANGUAGES.split(',').map((language) => language.trim()) });
  if (env.PORTAL_RUNTIME_CONFIG) set(JSON.parse(env.PORTAL_RUNTIME_CONFIG) as Partial<RuntimeConfig>);
  return config;
}
