/**
 * Build-time SVG markup for an icon class name (`i-lucide-house`, `i-portal-dnssec`), for the
 * pre-rendered chrome: an inline SVG costs the browser nothing to style, where a CSS mask icon
 * makes it decode the image for every element on every style pass.
 */
import { icons as lucide } from '@iconify-json/lucide';
import { getIconData, iconToHTML, iconToSVG } from '@iconify/utils';

const portalIcons = import.meta.glob<string>('../../icons/portal/*.svg', { query: '?raw', import: 'default', eager: true });
const cache = new Map<string, string>();

function svgOf(iconClass: string): string {
  const lucideName = /^i-lucide-([a-z0-9-]+)$/.exec(iconClass)?.[1];
  if (lucideName) {
    const data = getIconData(lucide, lucideName);
    if (!data) throw new Error(`No Lucide icon is named ${lucideName}`);
    const { attributes, body } = iconToSVG(data, { height: '1.2em' });
    return iconToHTML(body, attributes);
  }
  const portalName = /^i-portal-([a-z0-9-]+)$/.exec(iconClass)?.[1];
  if (portalName) {
    const svg = portalIcons[`../../icons/portal/${portalName}.svg`];
    if (!svg) throw new Error(`No portal icon is named ${portalName}`);
    return svg.trim().replace('<svg ', '<svg width="1.2em" height="1.2em" ');
  }
  throw new Error(`Not an icon class: ${iconClass}`);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Extra attributes as markup: `true` writes the bare name, false and undefined leave it out. */
function attributeMarkup(attributes: Readonly<Record<string, string | boolean | undefined>>): string {
  return Object.entries(attributes)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => (value === true ? `${name} ` : `${name}="${escapeAttribute(String(value))}" `))
    .join('');
}

/** The icon as an `<svg>` string, hidden from assistive technology, with the given classes and attributes. */
export function iconMarkup(iconClass: string, className = '', attributes: Readonly<Record<string, string | boolean | undefined>> = {}): string {
  const key = `${iconClass}|${className}`;
  let svg = cache.get(key);
  if (!svg) {
    svg = svgOf(iconClass).replace('<svg ', `<svg aria-hidden="true" focusable="false" class="${escapeAttribute(`icon ${className}`.trim())}" `);
    cache.set(key, svg);
  }
  return svg.replace('<svg ', `<svg ${attributeMarkup(attributes)}`);
}
