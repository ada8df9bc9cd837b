/**
 * The API documentation has no JavaScript of its own: this inline script (its hash is in the
 * Content-Security-Policy, see astro.config.mjs) gives the page its title in the language the
 * boot script chose, from the titles the build wrote on <body> (`data-title-es`, `data-title-ja`).
 */
export const docsTitleScriptSource = `(function(){var t=document.body.getAttribute('data-title-'+document.documentElement.lang);if(t)document.title=t})();`;
