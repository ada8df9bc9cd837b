/** Where the portal server serves the deployment's runtime configuration (DESIGN.md section 5). */
export const runtimeConfigPath = '/runtime-config.json';
