/**
 * Runs inline in <head> before the body is parsed, so the first paint already has the right
 * theme (no flash) and, for a non-English reader, static text stays hidden until translated.
 * It mirrors resolveTheme and resolveLocale; tests/unit pins them and tests/e2e the behaviour.
 * It also sends a visitor without a session away from a non-public page before anything shows
 * (saving the path for after sign-in), and a signed-in user away from /login and /logout; the
 * rest of the session rules run in session-guard.ts.
 * When the previous tab session has ended (spec section 4, tab session tracking: no session
 * cookie, or the stored expiry is past, decided as in tab-session.ts), it marks the stored tokens
 * expired before any other script runs: the early list call then does not start, the HTTP client
 * holds every call but the logout, and session-guard.ts logs out.
 * A staff member's page reserves the account bar's height from the start (staff-bar-hint.ts).
 * Unless it sends the page away, it also starts reading the runtime configuration (early-runtime-config.ts).
 * Its SHA-256 is added to the page's Content-Security-Policy by astro.config.mjs.
 */
import { earlyConfigFetchSource } from '../config-store/early-runtime-config.ts';
import { runtimeConfigPath } from '../config/runtime-config-path.ts';
import { expiryKey, sessionKey } from '../session/tab-session.ts';
import { staffBarCheckSource } from '../session/staff-bar-hint.ts';

/** What the stored tokens' expiry becomes when the previous tab session has ended. */
export const endedSessionExpiry = '1970-01-01 00:00:00';

export const bootScriptSource = `(function(){var d=document.documentElement,s=null,l=null;try{s=localStorage.getItem('theme')}catch(e){}
var dark=s==='dark'||(s!=='light'&&!!(window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches));
d.classList.toggle('dark',dark);d.dataset.theme=dark?'dark':'light';
var supported=['en','es','ja'];
try{var u=JSON.parse(localStorage.getItem('user')||'null');if(u&&u.language!=='en'&&supported.indexOf(u.language)>=0)l=u.language}catch(e){}
if(!l){var m=/(?:^|; )locale=([^;]*)/.exec(document.cookie);if(m&&supported.indexOf(decodeURIComponent(m[1]))>=0)l=decodeURIComponent(m[1])}
if(!l){var b=navigator.languages||[navigator.language];for(var i=0;i<b.length&&!l;i++){var c=String(b[i]).slice(0,2).toLowerCase();if(supported.indexOf(c)>=0)l=c}}
l=l||'en';d.lang=l;if(l!=='en')d.dataset.i18nPending='';
${staffBarCheckSource}
var p=location.pathname.replace(/\\/$/,'')||'/',tk=null;try{tk=JSON.parse(localStorage.getItem('tokens')||'null')}catch(e){}
try{var ex=localStorage.getItem('${expiryKey}');if(tk&&(!/(?:^|;\\s*)${sessionKey}=[^;]/.test(document.cookie)||(ex!==null&&!(Date.parse(ex.replace(' ','T')+'Z')>Date.now())))){tk.expires='${endedSessionExpiry}';localStorage.setItem('tokens',JSON.stringify(tk))}}catch(e){}
var live=!!(tk&&tk.expires&&Date.parse(String(tk.expires).replace(' ','T')+'Z')>Date.now());
if(!tk&&!d.hasAttribute('data-public')){try{sessionStorage.setItem('redirect_path',location.pathname+location.search)}catch(e){}d.dataset.leaving='';location.replace('/login')}
else if(live&&(p==='/login'||p==='/logout')&&!/[?&](code|error)=/.test(location.search)){d.dataset.leaving='';location.replace('/')}
if(!d.hasAttribute('data-leaving')){${earlyConfigFetchSource(runtimeConfigPath)}}
})();`;
