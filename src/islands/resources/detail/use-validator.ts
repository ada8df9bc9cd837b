import { useEffect, useState } from 'react';
import { validatorLoaders } from 'virtual:portal-validators';
import { loadErrorMessages } from '~/lib/validation/json-schema/error-localisers';
import type { CompiledValidator } from '~/lib/validation/json-schema/json-text-report';
import { toValidationLocale } from '~/lib/validation/json-schema/validation-locales';

/** The resource's precompiled validator and the language's messages, loaded when editing starts. */
export function useValidator(resourceName: string, active: boolean, language: string): CompiledValidator | undefined {
  const [validator, setValidator] = useState<CompiledValidator>();
  useEffect(() => {
    if (!active || validator) return;
    void validatorLoaders[resourceName]?.().then((validate) => setValidator(() => validate));
  }, [active, resourceName]);
  useEffect(() => {
    if (active) void loadErrorMessages(toValidationLocale(language)).catch(() => undefined);
  }, [active, language]);
  return validator;
}

/** The validator itself, for a save made before the hook's load finished: nothing is sent unchecked. */
export async function validatorFor(resourceName: string, loaded: CompiledValidator | undefined): Promise<CompiledValidator | undefined> {
  return loaded ?? (await validatorLoaders[resourceName]?.());
}
