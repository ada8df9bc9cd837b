import { useEffect, useState } from 'react';

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * Country names load with the first country field (their three languages are too heavy for
 * every record page), sorted for the reader's language.
 */
export function useCountryOptions(language: string): CountryOption[] {
  const [options, setOptions] = useState<CountryOption[]>([]);
  useEffect(() => {
    let current = true;
    void Promise.all([import('~/lib/addresses/country-name'), import('i18n-iso-countries/index.js')]).then(([{ countryName }, countries]) => {
      if (!current) return;
      const codes = Object.keys(countries.getAlpha2Codes()).map((code) => code.toLowerCase());
      const named = codes.map((code) => ({ code, name: countryName(code, language) }));
      setOptions(named.sort((a, b) => a.name.localeCompare(b.name, language)));
    });
    return () => {
      current = false;
    };
  }, [language]);
  return options;
}
