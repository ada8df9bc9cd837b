import { atom } from 'nanostores';

/** The environment name, kept from the `environment` header of the API's answers. */
export const environmentHeader = 'environment';
export const $environmentName = atom<string | undefined>(undefined);
