/**
 * My-Events' embed snippet of one event: the code an organiser puts on its own website to show the
 * booking wizard in event mode, inline, as a popup opened by a button of theirs, or as a floating button
 * (issue 28, core's embedSnippet), read-only with a copy button whose outcome is announced (a polite
 * status).
 */
import { useId, useState } from 'react';
import { EMBED_MODES, embedSnippet, type EmbedMode } from '../../../../core';
import { et } from '../../utils/events-i18n';
import type { Lang } from '../../utils/i18n';

/** Props of {@link EmbedSnippet}. */
export interface EmbedSnippetProps {
  lang: Lang;
  eventId: number;
}

/** The embed code of event `eventId` in `mode`, with the widget script of this site's origin. */
export function embedCode(origin: string, eventId: number, lang: Lang, mode: EmbedMode = 'inline'): string {
  return embedSnippet(origin, mode, { event: String(eventId), lang }, et(lang, 'my.embedButton'));
}

/** Renders the snippet and its copy button. */
export function EmbedSnippet({ lang, eventId }: EmbedSnippetProps) {
  const id = useId();
  const [status, setStatus] = useState('');
  const [mode, setMode] = useState<EmbedMode>('inline');
  const code = embedCode(location.origin, eventId, lang, mode);
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
      <fieldset>
        <legend>{et(lang, 'my.embedMode')}</legend>
        {EMBED_MODES.map((m) => (
          <label key={m} className="choice">
            <input
              type="radio"
              name={`${id}-mode`}
              value={m}
              checked={mode === m}
              onChange={() => setMode(m)}
            />
            {et(lang, `my.embedMode.${m}`)}
          </label>
        ))}
      </fieldset>
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
