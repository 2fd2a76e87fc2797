/**
 * A read-only text the agent copies (its booking link or embed snippet), with a copy button whose
 * outcome is announced politely, like My-Events' embed snippet (events/EmbedSnippet.tsx).
 */
import { useId, useState } from 'react';
import { pt } from '../../utils/portal-i18n';
import type { Lang } from '../../utils/i18n';

/** Props of {@link CopyBox}. */
export interface CopyBoxProps {
  lang: Lang;
  label: string;
  hint: string;
  value: string;
  rows: number;
  /** Names the box for tests and styles (`data-copy`). */
  kind: string;
}

/** Renders the text and its copy button. */
export function CopyBox({ lang, label, hint, value, rows, kind }: CopyBoxProps) {
  const id = useId();
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus(pt(lang, 'portal.copied'));
    } catch {
      setStatus(pt(lang, 'portal.copyFailed'));
    }
  };
  return (
    <div className="embed">
      <label htmlFor={id}>{label}</label>
      <p className="hint" id={`${id}-hint`}>
        {hint}
      </p>
      <textarea
        id={id}
        aria-describedby={`${id}-hint`}
        readOnly
        rows={rows}
        value={value}
        data-copy={kind}
        onFocus={(e) => e.currentTarget.select()}
      />
      <button type="button" onClick={() => void copy()}>
        {pt(lang, 'portal.copy')}
      </button>
      <p role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
