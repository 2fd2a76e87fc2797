/**
 * The element's own styles, rendered inside its shadow root. `:host { all: initial }` cuts off the
 * host page's inherited styles; the page themes the element only through the --tb-* custom
 * properties and ::part() (both listed in contract.ts). Date and time inputs draw the focus outline on
 * :focus-within too: Tab also stops on Chromium's picker button inside them, where the input itself
 * matches neither :focus nor :focus-visible and would show no outline.
 */
export const STYLES = `
:host{all:initial;display:block;box-sizing:border-box;font:16px/1.5 var(--tb-font,system-ui,sans-serif);color:var(--tb-color,#1f2933);background:var(--tb-background,#fff)}
:host *,:host *::before,:host *::after{box-sizing:inherit}
[hidden]{display:none!important}
.layout{display:grid;gap:var(--tb-gap,1rem);grid-template-columns:minmax(0,2fr) minmax(0,1fr)}
@media (max-width:720px){.layout{grid-template-columns:1fr}}
.wizard,.overview{padding:var(--tb-gap,1rem);border:1px solid var(--tb-border,#7b8794);border-radius:var(--tb-radius,6px)}
h2{font-size:1.3rem;margin:.5rem 0 1rem}h3{font-size:1.05rem;margin:1rem 0 .5rem}
fieldset{border:1px solid var(--tb-border,#7b8794);border-radius:var(--tb-radius,6px);margin:0 0 1rem;padding:.5rem 1rem}
legend{font-weight:600;padding:0 .25rem}
.row{display:flex;flex-wrap:wrap;gap:var(--tb-gap,1rem)}.row>.field{flex:1 1 12rem}
.field{display:flex;flex-direction:column;gap:.25rem;margin-bottom:.75rem}
label{font-weight:500}.check{display:flex;gap:.5rem;align-items:center;font-weight:400;min-height:2.75rem}
input,select,button,textarea{font:inherit;color:inherit}
input:not([type=checkbox]):not([type=radio]),select{padding:.45rem .6rem;border:1px solid var(--tb-border,#7b8794);border-radius:var(--tb-radius,6px);background:var(--tb-background,#fff);min-height:2.75rem;width:100%}
input[type=checkbox],input[type=radio]{width:1.25rem;height:1.25rem;margin:.15rem 0 0;accent-color:var(--tb-accent,#0b5cad)}
[aria-invalid=true]{border-color:var(--tb-error,#b00020)!important;border-width:2px!important}
.error{color:var(--tb-error,#b00020);font-size:.9rem;min-height:0}
.hint{font-size:.9rem}.req{color:var(--tb-error,#b00020)}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
button{cursor:pointer;padding:.5rem 1rem;min-height:2.75rem;border:1px solid var(--tb-accent,#0b5cad);border-radius:var(--tb-radius,6px);background:var(--tb-background,#fff);color:var(--tb-accent,#0b5cad)}
button.primary{background:var(--tb-accent,#0b5cad);color:var(--tb-accent-contrast,#fff)}
button:disabled{opacity:.55;cursor:not-allowed}
button.link{min-height:0;padding:0;border:0;background:none;text-decoration:underline;align-self:flex-start}
.link{border:0;background:none;padding:0;min-height:0;text-decoration:underline}
:focus-visible,input[type=date]:focus-within,input[type=time]:focus-within{outline:3px solid var(--tb-focus,#f59e0b);outline-offset:2px}
.nav{display:flex;justify-content:space-between;gap:1rem;margin-top:1rem}.nav .primary{margin-left:auto}
.steps{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;padding:0;margin:0 0 .5rem;font-size:.9rem}
.steps [aria-current=step]{font-weight:700;text-decoration:underline}
.bar,.cargo{height:.5rem;background:#e4e7eb;border-radius:1rem;overflow:hidden}
.bar>div,.cargo>div{height:100%;background:var(--tb-accent,#0b5cad)}
.alert:empty{display:none}.alert{color:var(--tb-error,#b00020);border:2px solid;padding:.5rem;border-radius:var(--tb-radius,6px);margin-top:1rem}
.notice{background:#f0f4f8;padding:.5rem .75rem;border-radius:var(--tb-radius,6px)}
.revision table{width:100%;border-collapse:collapse;margin:.5rem 0}.revision caption{text-align:left}
.revision th,.revision td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid var(--tb-border,#7b8794)}
.partners ul{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;padding:0}
.logo{border:1px dashed var(--tb-border,#7b8794);padding:.5rem 1rem;border-radius:var(--tb-radius,6px);font-weight:600}
.loading{padding:2rem;text-align:center}
.spinner{display:inline-block;width:1.5rem;height:1.5rem;border:3px solid #cbd2d9;border-top-color:var(--tb-accent,#0b5cad);border-radius:50%;animation:spin 1s linear infinite;vertical-align:middle;margin-right:.5rem}
@keyframes spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.spinner{animation:none}}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:0}dt{font-weight:600}dd{margin:0}
.total{font-size:1.15rem;font-weight:700}
.dialog-backdrop{position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center;z-index:2147483000}
.dialog{background:var(--tb-background,#fff);color:var(--tb-color,#1f2933);padding:1.25rem;border-radius:var(--tb-radius,6px);max-width:32rem;width:calc(100% - 2rem)}
.dialog .nav{justify-content:flex-end}
.dialog .legal{max-height:60vh;overflow:auto;margin-bottom:1rem}
ul.plain{list-style:none;padding:0;margin:0}ul.plain li{display:flex;justify-content:space-between;gap:.5rem;align-items:center}
ul.plain .link,.notice a{display:inline-block;min-width:2.75rem;min-height:2.75rem;line-height:2.75rem}
`;

// One sheet for every element on the page: constructed once, adopted by each shadow root.
let shared: CSSStyleSheet | undefined;

/**
 * Styles `root` with {@link STYLES} through a constructable stylesheet (`adoptedStyleSheets`), shared
 * by every element on the page. A page's Content-Security-Policy governs <style> elements but not
 * constructed sheets, so a partner whose policy has no `style-src 'unsafe-inline'` still gets a styled
 * widget and needs only `script-src` for the widget's origin. Returns false where constructable
 * stylesheets are missing (or refuse this root); the element then renders the styles in a <style>
 * element instead.
 */
export function adoptStyles(root: ShadowRoot): boolean {
  // Feature detection by trying: without constructable stylesheets the constructor, replaceSync or
  // the spread of a missing adoptedStyleSheets throws; so does adopting a sheet of another document.
  try {
    if (!shared) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(STYLES);
      shared = sheet;
    }
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
    return true;
  } catch {
    return false;
  }
}
