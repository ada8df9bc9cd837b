import { createHash, randomBytes } from 'node:crypto';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import UnoCSS from '@unocss/astro';
import { bootScriptSource } from './src/lib/boot/boot-script.ts';
import { docsTitleScriptSource } from './src/lib/boot/docs-title-script.ts';
import { earlyListScriptSource } from './src/lib/lists/early-list-boot.ts';
import { collapsedGroupsScriptSource } from './src/lib/boot/navigation-groups.ts';
import { portalBuildIntegration } from './scripts/build/portal-build-integration.ts';
import { portalValidatorsPlugin } from './scripts/build/portal-validators-plugin.ts';
import { resourceDeclarations } from './src/lib/resources/index.ts';

const buildId = `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${randomBytes(3).toString('hex')}`;
const sha256 = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

export default defineConfig({
  site: 'http://localhost:4321',
  trailingSlash: 'ignore',
  integrations: [UnoCSS({ injectReset: true }), react(), mdx(), portalBuildIntegration(buildId)],
  markdown: { syntaxHighlight: 'prism' },
  security: {
    csp: {
      // Inline scripts of our own are hashed here (Astro hashes the scripts it bundles itself).
      scriptDirective: { hashes: [sha256(bootScriptSource), sha256(earlyListScriptSource), sha256(collapsedGroupsScriptSource), sha256(docsTitleScriptSource)] },
      directives: ["object-src 'none'", "base-uri 'self'"],
    },
  },
  vite: {
    plugins: [portalValidatorsPlugin(resourceDeclarations)],
    define: { __BUILD_ID__: JSON.stringify(buildId) },
    build: {
      // SOURCEMAP=1 npm run build: to see what a chunk is made of.
      sourcemap: process.env.SOURCEMAP === '1',
      rollupOptions: {
        output: {
          // What every interactive page runs (boot, session, HTTP client, stores, React) travels as
          // one chunk: a dozen tiny chunks cost more in gzip overhead and requests than they save.
          codeSplitting: {
            groups: [
              {
                name: 'portal-core',
                test: /src\/lib\/(((boot|browser|build|config-store|errors|http|notifications|page|permissions|routes|session|theme)\/|config\/(?!colour-variations\.ts))|i18n\/(?!(translate-dom|i18n)\.ts)|sign-in\/(?!(sign-in|single-sign-on|password-reset|establish-session)\.ts))|src\/lib\/data\/errors\.ts|src\/islands\/kit\/use-portal-translation|node_modules\/(react|react-dom|scheduler)\//,
              },
              {
                // What signed-in screens share beyond the core (data provider, PQL, declarations'
                // helpers, the list's words): one request instead of several small ones. After the core, so
                // what the core needs stays in it.
                name: 'signed-in',
                // Of the tray, only what the lists and every page's job watcher need; the tray screen's own modules stay in its chunks. The signed-in chrome islands and the screen kit's states and values go with it. The
                // calls of the public pages (data/public-call.ts) stay out: the approval page, signed
                // out, loads the core and its own island only (its layout's budget). So do the calls by
                // contract (data/contract-call.ts), in the chunks of the screens that make them.
                test: /src\/lib\/(data\/(?!public-call\.ts|contract-call\.ts)|(pql|resources|lists)\/|tray\/(tray-store|job-watch-present)\.ts)|src\/content\/locales\/en\/lists\.json|src\/islands\/chrome\/(Snackbar|BuildUpdateNotice|ClientSelection|PortalViewPanel|staff-only)\.tsx|src\/islands\/kit\/(DataView|EmptyState|ErrorState|LoadingRows|LoadingState|kit-words|use-data|values\/)/,
              },
              {
                // The list's words and its query errors, which the report screens share with the
                // lists: one chunk, as when only the lists used them (two split chunks cost list pages 0.6 KB).
                name: 'list-words',
                test: /src\/islands\/resources\/list\/(list-words|query-error|query-problem-text|use-resource-translation|use-list-address|pql-check|csv)\.ts|src\/islands\/resources\/list\/(PqlBox|Pager)\.tsx/,
              },
            ],
          },
        },
      },
    },
  },
});
