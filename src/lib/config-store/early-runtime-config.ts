/**
 * The boot script asks for /runtime-config.json while the page is still being parsed and leaves
 * the settled answer on `window`, so the first API call of the page (the list's, say) does not
 * wait for a busy main thread to read the file later. The answer never rejects.
 */
import { takeFromWindow } from '../browser/window-handoff.ts';
export interface EarlyConfigAnswer {
  status: number;
  statusText: string;
  /** The parsed file when the status is 2xx. */
  body?: unknown;
  /** Why the request or the parse failed (status 0). */
  error?: string;
}

export const earlyConfigGlobal = '__portalRuntimeConfig';

/** The boot script's part, ES5 like the rest of it. */
export function earlyConfigFetchSource(path: string): string {
  return `try{window.${earlyConfigGlobal}=fetch(${JSON.stringify(path)},{credentials:'same-origin'}).then(function(r){return r.ok?r.json().then(function(b){return{status:r.status,statusText:r.statusText,body:b}}):{status:r.status,statusText:r.statusText}}).catch(function(e){return{status:0,statusText:'',error:String(e&&e.message||e)}})}catch(e){}`;
}

/** Takes the early answer, once; undefined when the boot script did not ask. */
export function takeEarlyConfigAnswer(): Promise<EarlyConfigAnswer> | undefined {
  return takeFromWindow<Promise<EarlyConfigAnswer>>(earlyConfigGlobal);
}
