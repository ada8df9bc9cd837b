/** Names the simulated registries answer deterministically (server/api/orders/availability.ts), for tests that need a state. */
import { heldByThirdParty, premiumFactorOf } from '../../../server/api/orders/availability.ts';

/** Names under a TLD that no third party holds and that are not premium: available unless in the database. */
export function freeNames(tld: string, prefix: string, count: number): string[] {
  const names: string[] = [];
  for (let index = 0; names.length < count; index++) {
    const label = `${prefix}${index}`;
    if (!heldByThirdParty(`${label}.${tld}`) && premiumFactorOf(label) === 1) names.push(`${label}.${tld}`);
  }
  return names;
}

/** A name under a TLD that a third party holds. */
export function heldName(tld: string, prefix: string): string {
  for (let index = 0; ; index++) if (heldByThirdParty(`${prefix}${index}.${tld}`)) return `${prefix}${index}.${tld}`;
}

/** Two-letter (premium) names under a TLD that no third party holds. */
export function premiumNames(tld: string, count: number): string[] {
  const names: string[] = [];
  for (let first = 0; first < 26 && names.length < count; first++) {
    for (let second = 0; second < 26 && names.length < count; second++) {
      const name = `${String.fromCharCode(113 + (first % 10))}${String.fromCharCode(97 + second)}.${tld}`;
      if (!heldByThirdParty(name) && !names.includes(name)) names.push(name);
    }
  }
  return names;
}
