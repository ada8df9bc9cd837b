import { type UtilObject, defineConfig, presetIcons, presetTypography, presetWind3, transformerVariantGroup } from 'unocss';
import { FileSystemIconLoader } from '@iconify/utils/lib/loader/node-loaders';
import { defaultRuntimeConfig } from './src/lib/config/runtime-config.ts';
import { colourVariations, themeStylesheet, variationColourNames } from './src/lib/config/colour-variations.ts';
import { defaultLocale, supportedLocales } from './src/lib/i18n/locales.ts';

/** Writes the icon URL straight into the mask properties instead of through a custom property. */
function inlineIconUrl(util: UtilObject): void {
  const icon = util.entries.find(([property]) => property === '--un-icon')?.[1];
  if (typeof icon !== 'string') return;
  util.entries = util.entries
    .filter(([property]) => property !== '--un-icon')
    .map(([property, value, ...rest]) => [property, typeof value === 'string' ? value.replace('var(--un-icon)', icon) : value, ...rest]);
}

const cssName = (name: string) => name.replace(/_/g, '-');

/** Pages without JavaScript carry a text in every language (EveryLanguage.astro): only the document's shows. */
const otherLocales = supportedLocales.filter((locale) => locale !== defaultLocale);
const everyLanguageRule = [
  `html${otherLocales.map((locale) => `:not([lang=${locale}])`).join('')} [data-lang]:not([data-lang=${defaultLocale}])`,
  ...otherLocales.map((locale) => `html[lang=${locale}] [data-lang]:not([data-lang=${locale}])`),
].join(',') + '{display:none}';

/** `primary`, `primary-l1`…`primary-l5`, `primary-d1`…`primary-d4` for every colour with variations. */
const variationColours = Object.fromEntries(
  variationColourNames.flatMap((name) =>
    Object.keys(colourVariations('#000000')).map((suffix) => [`${cssName(name)}${suffix}`, `var(--c-${cssName(name)}${suffix})`]),
  ),
);

export default defineConfig({
  content: {
    // Icon and colour classes also live in plain .ts declarations (navigation, resources).
    pipeline: { include: [/\.(astro|[jt]sx?|mdx?|html)($|\?)/], exclude: [/node_modules/] },
    // client:only islands never pass through the server build that emits the CSS: scan them as files.
    filesystem: ['src/islands/**/*.{ts,tsx}', 'src/lib/**/*.ts'],
  },
  presets: [
    // On demand: variables set on every element defeat the browser's sharing of inherited ones and
    // made style recalculation of a list page cost a quarter of a second.
    presetWind3({ dark: 'class', preflight: 'on-demand' }),
    presetTypography({
      cssExtend: {
        ':where(a)': { color: 'var(--c-primary)' },
        ':where(pre)': { background: 'var(--c-surface)', color: 'var(--c-on-surface)', border: '1px solid var(--c-border)' },
        ':where(code):not(:where(pre code))': { background: 'var(--c-surface)', padding: '0.1em 0.3em', 'border-radius': '0.25rem' },
        'code::before': { content: 'none' },
        'code::after': { content: 'none' },
      },
    }),
    presetIcons({
      scale: 1.2,
      extraProperties: { display: 'inline-block', 'vertical-align': 'middle', 'flex-shrink': '0' },
      collections: { portal: FileSystemIconLoader('./src/icons/portal') },
    }),
  ],
  transformers: [transformerVariantGroup()],
  // An icon's SVG reached through var(--un-icon) is re-parsed for every element that shows it:
  // with the navigation's icons that cost a list page a third of a second of style work.
  postprocess: [inlineIconUrl],
  theme: {
    breakpoints: { sm: '600px', md: '960px', lg: '1280px', xl: '1920px', xxl: '2560px' },
    colors: {
      ...variationColours,
      background: 'var(--c-background)',
      surface: 'var(--c-surface)',
      'on-surface': 'var(--c-on-surface)',
      muted: 'var(--c-muted)',
      line: 'var(--c-border)',
    },
  },
  shortcuts: {
    'focus-ring': 'outline-none focus-visible:(outline-2 outline-offset-2 outline-solid outline-primary)',
    btn: 'focus-ring inline-flex items-center gap-2 rounded-md px-4 py-2 text-sm font-medium cursor-pointer border border-solid transition-colors disabled:(opacity-60 cursor-not-allowed)',
    'btn-primary': 'btn border-primary bg-primary text-white dark:text-background hover:bg-primary-d1 dark:hover:bg-primary-l1',
    'btn-outline': 'btn border-line bg-surface text-on-surface hover:bg-background',
    'btn-icon': 'focus-ring inline-flex items-center justify-center rounded-md p-2 text-on-surface bg-transparent border-0 cursor-pointer hover:bg-background',
    card: 'rounded-lg border border-solid border-line bg-surface',
    // Every text input, select and textarea of the islands: padding and width stay with each.
    'input-box': 'focus-ring rounded-md border border-solid border-line bg-surface text-on-surface',
  },
  preflights: [
    { getCSS: () => themeStylesheet(defaultRuntimeConfig.themes) },
    {
      getCSS: () => `
html{scroll-behavior:smooth;-webkit-text-size-adjust:100%}
@media (prefers-reduced-motion: reduce){html{scroll-behavior:auto}}
body{margin:0;background:var(--c-background);color:var(--c-on-surface);font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans JP","Hiragino Sans",sans-serif;line-height:1.5}
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
.icon{display:inline-block;vertical-align:middle;flex-shrink:0}
html[data-leaving] body{visibility:hidden}
a{color:var(--c-primary)}
a:not([class]){text-decoration:underline;text-underline-offset:2px}
/* Another language than English: no English shows while its words load. The pre-rendered chrome (and the language chosen) waits for translate-dom, islands for the language, and a server-rendered island (English) for its hydration. */
:root[data-i18n-pending] [data-i18n],:root[data-i18n-pending] [data-language-select],:root[data-i18n-pending] astro-island,html:not([lang=${defaultLocale}]) astro-island[ssr]{visibility:hidden}
${everyLanguageRule}
body[data-app-error] [data-page-content]{display:none}
`,
    },
  ],
});
