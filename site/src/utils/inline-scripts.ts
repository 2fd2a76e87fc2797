/**
 * Scripts that must run before the page paints or before the widget starts, so they are inlined into
 * the HTML instead of loaded as modules. They are plain ES5 strings built here, once, and the unit
 * tests run them against stand-ins for `location`, `localStorage`, `navigator` and `document`.
 */
import { DRAFT_KEY_PREFIX } from '../../../client';
import { STORAGE_KEYS } from '../config';
import { DEFAULT_LANG, LANGS } from './i18n';

/**
 * Sends a visitor of a Dutch (unprefixed) page to the same page in French or English when that is the
 * language they chose before, or, with no stored choice, the first language of their browser the site
 * offers. Dutch, or no offered language, stays put. The query and hash survive the move, so agent data
 * and payment references are not lost.
 */
export const LANG_REDIRECT_SCRIPT = `(function(){try{var o=${JSON.stringify(LANGS)},d=${JSON.stringify(DEFAULT_LANG)};\
var s=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.language)}),l=o.indexOf(s)>=0?s:null;\
if(!l){var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||''];\
for(var i=0;i<n.length&&!l;i++){var c=String(n[i]).slice(0,2).toLowerCase();if(o.indexOf(c)>=0)l=c;}}\
if(l&&l!==d)location.replace('/'+l+location.pathname+location.search+location.hash);}catch(e){}})();`;

/**
 * Removes every wizard draft (sessionStorage keys starting with the widget's draft prefix) once the
 * payment provider has confirmed an order, so the next booking starts empty instead of resuming the
 * paid one. The widget clears free and invoice orders itself; a paid order is only known to be paid
 * when this page is reached (docs/widget.md "Draft persistence").
 */
export const CLEAR_DRAFTS_SCRIPT = `(function(){try{var p=${JSON.stringify(DRAFT_KEY_PREFIX)};\
for(var i=sessionStorage.length-1;i>=0;i--){var k=sessionStorage.key(i);if(k&&k.indexOf(p)===0)sessionStorage.removeItem(k);}}catch(e){}})();`;

/**
 * Shows the cookie notice (it is in the HTML hidden) unless its dismissal is stored, run right after
 * the notice while the page is read, so it is there when the page first paints. Shown later, by a
 * module script, it pushed the footer below it down on a short page (a layout shift of 0.13 on
 * /events). Storage that cannot be read counts as not dismissed. scripts/chrome.ts makes the shown
 * notice's button dismiss it.
 */
export const COOKIE_NOTICE_SCRIPT = `(function(){var n=document.getElementById('cookie-notice');if(!n)return;\
var s=null;try{s=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.cookieNotice)});}catch(e){}if(s===null)n.hidden=false;})();`;
