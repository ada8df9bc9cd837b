/** Modules served by scripts/build/portal-validators-plugin.ts. */
declare module 'virtual:portal-validators' {
  import type { CompiledValidator } from '~/lib/validation/json-schema/json-text-report';

  export const validatorLoaders: Readonly<Record<string, () => Promise<CompiledValidator>>>;
}
