/**
 * My-Events' embed snippet of one event: the code an organiser puts on its own website to show the
 * booking wizard in event mode (`<transfer-booking event="ID">`), read-only with a copy button whose
 * outcome is announced (a polite status).
 */
import { useId, useState } from 'react';
import { et } from '../../utils/events-i18n';
import type { Lang } from '../../utils/i18n';

/** Props of {@link EmbedSnippet}. */
export interface EmbedSnippetProps {
  lang: Lang;
  eventId: number;
}

/** The embed code of event `eventId`, with the widget script of this site's origin. */
export function embedCode(origin: string, eventId: number, lang: Lang): string {
  return (
    `<script type="module" src="${origin}/widget/transfer-booking.js"></script>\n` +
    `<transfer-booking event="${eventId}" lang="${lang}"></transfer-booking>`
  );
}

/** Renders the snippet and its copy button. */
export function EmbedSnippet({ lang, eventId }: EmbedSnippetProps) {
  const id = useId();
  const [status, setStatus] = useState('');
  const code = embedCode(location.origin, eventId, lang);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setStatus(et(lang, 'my.copied'));
    } catch {
      setStatus(et(lang, 'my.copyFailed'));
    }
  };
  return (
    <div className="embed">
      <label htmlFor={id}>{et(lang, 'my.embed')}</label>
      <p className="hint" id={`${id}-hint`}>
        {et(lang, 'my.embedHint')}
      </p>
      <textarea
        id={id}
        aria-describedby={`${id}-hint`}
        readOnly
        rows={3}
        value={code}
        data-embed={eventId}
        onFocus={(e) => e.currentTarget.select()}
      />
      <button type="button" onClick={() => void copy()}>
        {et(lang, 'my.copy')}
      </button>
      <p role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
