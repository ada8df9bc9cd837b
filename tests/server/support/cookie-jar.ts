/** Just enough of a browser cookie jar to follow the provider's redirects (names only, no paths). */
export interface CookieJar {
  store(response: Response): void;
  header(): string;
}

export function createCookieJar(): CookieJar {
  const cookies = new Map<string, string>();
  return {
    store(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const separator = pair.indexOf('=');
        const name = pair.slice(0, separator).trim();
        const value = pair.slice(separator + 1).trim();
        const removed = value === '' || attributes.some((attribute) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute));
        if (removed) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
}
