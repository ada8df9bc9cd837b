/**
 * The API documentation has no JavaScript of its own: this inline script (its hash is in the
 * Content-Security-Policy, see astro.config.mjs) gives the page its title in the language the
 * boot script chose, from the titles the build wrote on <body> (`data-title-es`, `data-title-ja`),
 * and the labels the reference repeats for every operation (`<h4 data-label="parameters">`) from
 * `data-labels-es` / `data-labels-ja`: said once per page instead of once per operation.
 */
export const docsTitleScriptSource = `(function(){var b=document.body,l=document.documentElement.lang,t=b.getAttribute('data-title-'+l),w=b.getAttribute('data-labels-'+l);if(t)document.title=t;if(w){w=JSON.parse(w);document.querySelectorAll('[data-label]').forEach(function(e){var x=w[e.getAttribute('data-label')];if(x)e.textContent=x})}})();`;
