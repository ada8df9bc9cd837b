/**
 * The device a session was signed in from, read from its browser's User-Agent, so the profile's
 * sessions say "Firefox 128 on Linux" rather than the raw header. Names of browsers and systems
 * are proper nouns and read the same in every language; the kind picks the icon. Pure.
 */
export type DeviceKind = 'desktop' | 'phone' | 'tablet' | 'unknown';

export interface Device {
  /** The browser or client with its major version ("Chrome 126"), when known. */
  browser?: string;
  /** The operating system ("Windows", "iOS"), when known. */
  os?: string;
  kind: DeviceKind;
}

/** Tried in order: a browser built on another names itself after it (Edge says Chrome and Safari too). */
const browsers: [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Vivaldi', /\bVivaldi\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS|HeadlessChrome)\/(\d+)/],
  ['Chromium', /\bChromium\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)(?:[.\d]*)?(?: Mobile\/\w+)? Safari\//],
  ['curl', /\bcurl\/(\d+)/],
  ['Postman', /\bPostmanRuntime\/(\d+)/],
  ['Python', /\bpython-(?:requests|httpx|urllib\d?)\/(\d+)/i],
  ['Node.js', /\b(?:node|undici|node-fetch)(?:\/(\d+))?/i],
];

const systems: [name: string, pattern: RegExp][] = [
  ['Windows', /\bWindows (?:NT|Phone)\b/],
  ['iPadOS', /\biPad\b/],
  ['iOS', /\b(?:iPhone|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b|\bX11\b/],
];

function browserOf(userAgent: string): string | undefined {
  for (const [name, pattern] of browsers) {
    const match = pattern.exec(userAgent);
    if (match) return match[1] ? `${name} ${match[1]}` : name;
  }
  return undefined;
}

function kindOf(userAgent: string, os: string | undefined): DeviceKind {
  if (/\biPad\b|\bTablet\b/.test(userAgent) || (os === 'Android' && !/\bMobile\b/.test(userAgent))) return 'tablet';
  if (/\bMobile\b|\biPhone\b|\biPod\b|\bWindows Phone\b/.test(userAgent)) return 'phone';
  return os ? 'desktop' : 'unknown';
}

export function deviceOf(userAgent: string | null | undefined): Device {
  const text = (userAgent ?? '').trim();
  if (!text) return { kind: 'unknown' };
  const browser = browserOf(text);
  const os = systems.find(([, pattern]) => pattern.test(text))?.[0];
  return { ...(browser ? { browser } : {}), ...(os ? { os } : {}), kind: kindOf(text, os) };
}

/** The icon of a device's kind (UnoCSS Lucide classes, written whole so they are generated). */
export function deviceIcon(kind: DeviceKind): string {
  return { desktop: 'i-lucide-monitor', phone: 'i-lucide-smartphone', tablet: 'i-lucide-tablet', unknown: 'i-lucide-circle-help' }[kind];
}
