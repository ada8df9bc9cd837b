/**
 * The earliest start a list's first call can have: an inline script right after the page's
 * plan asks for the default list (no query in the address) while the page is still being
 * parsed, as soon as the runtime configuration is in, instead of after the modules have
 * loaded. It only asks; the page's modules decide (early-list.ts): a 200 answer is the
 * list's first page, anything else is dropped and the call is made again through the HTTP
 * client, whose rules (refresh, errors, queue) then apply. Every answer's body is read, so no
 * request is left open. Its SHA-256 is in the page's CSP.
 */
import { takeFromWindow } from '../browser/window-handoff.ts';
import { earlyConfigGlobal } from '../config-store/early-runtime-config.ts';
import { earlyListPlanId } from './early-list-plan.ts';

export const earlyListGlobal = '__portalEarlyList';

/** What the inline script leaves on `window`: never rejects; null when it did not ask. */
export interface RawEarlyList {
  status: number;
  body?: unknown;
}

export const earlyListScriptSource = `(function(){try{var d=document.documentElement;if(d.hasAttribute('data-leaving'))return;
var e=document.getElementById(${JSON.stringify(earlyListPlanId)}),c=window.${earlyConfigGlobal};if(!e||!c)return;var p=JSON.parse(e.textContent);if(!p.defaultQuery)return;
var a=new URLSearchParams(location.search),x=a.get('context');a.delete('context');if(String(a))return;
var t=JSON.parse(localStorage.getItem('tokens')||'null');if(!t||!t.accessToken||!(Date.parse(String(t.expires).replace(' ','T')+'Z')>Date.now()))return;
var u=JSON.parse(localStorage.getItem('user')||'null');x=x||(u&&u.group_id);if(!x||String(x).length!==36)return;
window.${earlyListGlobal}=c.then(function(r){var b=r&&r.body&&r.body.apiBase||p.apiBase;if(!r||r.status<200||r.status>299||!b)return null;
return fetch(String(b).replace(/\\/+$/,'')+'/groups/'+encodeURIComponent(x)+'/'+p.declaration.apiPath+'?'+p.defaultQuery,{headers:{authorization:'Bearer '+t.accessToken}}).then(function(s){return s.status===200?s.json().then(function(j){return{status:200,body:j}}):s.text().then(function(){return{status:s.status}})})}).catch(function(){return null})}catch(f){}})();`;

/** The inline script's answer, once; undefined when it did not run. */
export function takeRawEarlyList(): Promise<RawEarlyList | null> | undefined {
  return takeFromWindow<Promise<RawEarlyList | null>>(earlyListGlobal);
}
