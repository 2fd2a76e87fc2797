/**
 * A download whose address carries no token (issue 23): when activated, the button asks the API (token
 * in the header) for a link signed for its one file, which works a few minutes, and sends the browser
 * there; the server answers the file as an attachment, so the page stays where it is. A plain link
 * could not do this: its address would have to hold the token, and end up in the history and in
 * Referer headers. A native button, so Enter and Space work; a second press while the link is asked for
 * does nothing, and the owner's status line announces progress and failure.
 */
import { useRef, useState } from 'react';
import { at } from '../utils/account-i18n';
import type { Lang } from '../utils/i18n';
import type { StatusMessage } from './Status';

/** What a download reports to the island's status line. */
export type DownloadStatus = 'busy' | 'done' | 'error';

/** The status line of a download on the manage and outcome pages, in `lang`. */
export function downloadNotice(lang: Lang, status: DownloadStatus): StatusMessage {
  if (status === 'busy') return { kind: 'busy', text: at(lang, 'acc.manage.downloading') };
  return status === 'error' ? { kind: 'error', text: at(lang, 'acc.manage.downloadFailed') } : null;
}

/** Props of {@link DownloadButton}. */
export interface DownloadButtonProps {
  /** The button's text, naming the file. */
  label: string;
  /** Asks the API for the signed link and answers the address to follow. */
  link: () => Promise<string>;
  /** Reports progress and failure, for the island's status line. */
  onStatus: (status: DownloadStatus) => void;
  /** Sends the browser to the link; `location.assign` unless given, so a test can observe it. */
  follow?: ((url: string) => void) | undefined;
  /** Marks the button for tests and styles (`data-download`). */
  kind?: string;
  /** The button's class, for the island's button styles. */
  className?: string;
}

/** Renders the button. */
export function DownloadButton({ label, link, onStatus, follow, kind, className }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  // A ref as well as the state: two presses in one frame both see the state before either set it.
  const running = useRef(false);

  async function download() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    onStatus('busy');
    try {
      const url = await link();
      (follow ?? ((to: string) => location.assign(to)))(url);
      onStatus('done');
    } catch {
      onStatus('error');
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={className}
      aria-busy={busy || undefined}
      data-download={kind}
      onClick={() => void download()}
    >
      {label}
    </button>
  );
}
