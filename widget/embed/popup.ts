/**
 * The popup and floating embeds (issue 28, docs/embedding.md): any element of the page with
 * `data-transfer-booking` opens the wizard in a modal dialog, and `data-transfer-booking="floating"`
 * adds a button fixed to the corner of the screen that does the same. The trigger's other `data-*`
 * attributes are the element's attributes (`data-lang`, `data-partner`, `data-return-url`, …), so the
 * three embeds take the same values. Loaded only when the page has such an element (widget/index.ts).
 *
 * The dialog is a native <dialog> opened with showModal(): the rest of the page is inert, focus stays
 * inside, Escape closes it, and focus goes back to the button that opened it. It lives in a shadow root
 * styled by a constructed sheet, so a partner's strict style policy holds.
 */
import { ATTRIBUTES, TAG } from '../contract';
import { createTranslate, loadTexts, resolveLang, type Lang } from '../i18n';

/** The marker attribute; its value `floating` asks for the corner button. */
export const EMBED_ATTRIBUTE = 'data-transfer-booking';

const STYLES = `
dialog{border:none;padding:0;width:min(64rem,100vw);max-width:100vw;max-height:100dvh;border-radius:8px;background:var(--tb-background,#fff);color:var(--tb-color,#1f2933)}
dialog::backdrop{background:rgb(0 0 0 / .55)}
.bar{display:flex;justify-content:space-between;align-items:center;gap:1rem;padding:.5rem 1rem;position:sticky;top:0;background:inherit;z-index:1}
h2{font:600 1.1rem var(--tb-font,system-ui,sans-serif);margin:0}
button{font:inherit;min-width:44px;min-height:44px;border-radius:var(--tb-radius,6px);cursor:pointer}
.close{border:1px solid var(--tb-border,#7b8794);background:transparent;color:inherit}
.float{position:fixed;right:1rem;bottom:1rem;z-index:2147483000;border:none;padding:.75rem 1.25rem;background:var(--tb-accent,#0b5cad);color:var(--tb-accent-contrast,#fff);box-shadow:0 2px 8px rgb(0 0 0 / .3)}
:focus-visible{outline:3px solid var(--tb-focus,#f59e0b);outline-offset:2px}
@media (max-width:40rem){dialog{width:100vw;height:100dvh;border-radius:0}}
`;

let sheet: CSSStyleSheet | undefined;

function shadowHost(doc: Document): ShadowRoot {
  const host = doc.createElement('div');
  host.setAttribute('data-transfer-booking-host', '');
  doc.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  try {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(STYLES);
    }
    root.adoptedStyleSheets = [sheet];
  } catch {
    const style = doc.createElement('style');
    style.textContent = STYLES;
    root.append(style);
  }
  return root;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The element's attributes a trigger carries as `data-*` (its dataset keys are the camelCased names). */
export function attributesOf(trigger: HTMLElement): [string, string][] {
  return ATTRIBUTES.flatMap((name) => {
    const value = trigger.dataset[name];
    return value === undefined ? [] : [[kebab(name), value] as [string, string]];
  });
}

async function texts(lang: Lang) {
  return createTranslate(lang, await loadTexts(lang, ['start']));
}

/** Opens the wizard with `trigger`'s attributes in a modal dialog; focus returns to `trigger` on close. */
export async function openPopup(trigger: HTMLElement): Promise<HTMLDialogElement> {
  const doc = trigger.ownerDocument;
  const attributes = attributesOf(trigger);
  const lang = resolveLang(trigger.dataset.lang);
  const t = await texts(lang);
  const root = shadowHost(doc);
  const dialog = doc.createElement('dialog');
  const title = doc.createElement('h2');
  title.id = 'tb-popup-title';
  title.textContent = t('wizard.label');
  dialog.setAttribute('aria-labelledby', title.id);
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = 'close';
  close.textContent = t('embed.close');
  const bar = doc.createElement('div');
  bar.className = 'bar';
  bar.append(title, close);
  const element = doc.createElement(TAG);
  element.setAttribute('lang', lang);
  for (const [name, value] of attributes) element.setAttribute(name, value);
  // One draft per trigger unless the partner names it, so two buttons keep two bookings apart.
  if (!element.hasAttribute('draft-key'))
    element.setAttribute('draft-key', `popup-${trigger.id || 'default'}`);
  dialog.append(bar, element);
  root.append(dialog);
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    root.host.remove();
    trigger.focus();
  });
  dialog.showModal();
  close.focus();
  return dialog;
}

function floatingButton(doc: Document, marker: HTMLElement): void {
  void texts(resolveLang(marker.dataset.lang)).then((t) => {
    const root = shadowHost(doc);
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'float';
    button.textContent = t('embed.open');
    button.setAttribute('aria-haspopup', 'dialog');
    // The dialog reads the marker's attributes; focus comes back to the button.
    for (const [name, value] of Object.entries(marker.dataset)) button.dataset[name] = value;
    button.addEventListener('click', () => void openPopup(button));
    root.append(button);
  });
}

/**
 * Makes every `[data-transfer-booking]` of `doc` open the wizard in a dialog on click (once each), and
 * each `data-transfer-booking="floating"` a corner button.
 */
export function enhanceEmbeds(doc: Document): void {
  for (const el of doc.querySelectorAll<HTMLElement>(`[${EMBED_ATTRIBUTE}]`)) {
    if (el.dataset.transferBookingReady !== undefined) continue;
    el.dataset.transferBookingReady = '';
    if (el.getAttribute(EMBED_ATTRIBUTE) === 'floating') {
      floatingButton(doc, el);
      continue;
    }
    el.setAttribute('aria-haspopup', 'dialog');
    el.addEventListener('click', (e) => {
      e.preventDefault();
      void openPopup(el);
    });
  }
}
