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

/** The icon as an `<svg>` string, hidden from assistive technology, with the given classes. */
export function iconMarkup(iconClass: string, className = ''): string {
  const key = `${iconClass}|${className}`;
  let markup = cache.get(key);
  if (!markup) {
    markup = svgOf(iconClass).replace('<svg ', `<svg aria-hidden="true" focusable="false" class="${`icon ${className}`.trim()}" `);
    cache.set(key, markup);
  }
  return markup;
}
