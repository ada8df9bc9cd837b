/** English text for pre-rendered HTML at build time. Elements carry `data-i18n` so the browser can translate them. */
export { englishT as staticT } from './english-text.ts';
