/**
 * The three ways to embed the booking wizard (issue 28, docs/embedding.md) as the code a partner or an
 * organiser copies: inline, a button of theirs opening a popup, a floating button. One writer for
 * My-Events and any other screen that offers the code, so the snippets never drift from the widget.
 */

/** How the wizard sits on the page. */
export const EMBED_MODES = ['inline', 'popup', 'floating'] as const;

/** One of {@link EMBED_MODES}. */
export type EmbedMode = (typeof EMBED_MODES)[number];

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The embed code: the widget script of `origin`, and the element (inline), a button labelled
 * `buttonText` (popup) or the floating button's marker, carrying `attributes` (attribute names as the
 * README writes them, e.g. `event`, `lang`, `return-url`; as `data-*` on a popup's or floating marker).
 */
export function embedSnippet(
  origin: string,
  mode: EmbedMode,
  attributes: Readonly<Record<string, string>>,
  buttonText = '',
): string {
  const script = `<script type="module" src="${origin}/widget/transfer-booking.js"></script>`;
  const values = (prefix: string) =>
    Object.entries(attributes)
      .map(([name, value]) => ` ${prefix}${name}="${escapeAttribute(value)}"`)
      .join('');
  const element =
    mode === 'inline'
      ? `<transfer-booking${values('')}></transfer-booking>`
      : mode === 'popup'
        ? `<button type="button" data-transfer-booking${values('data-')}>${escapeText(buttonText)}</button>`
        : `<div data-transfer-booking="floating"${values('data-')}></div>`;
  return `${script}\n${element}`;
}
