/**
 * The outcome line of a form: a polite status for progress and success, an alert for failures. The
 * live region stays mounted, so screen readers announce each new text.
 */

/** What a form has to say: nothing, progress, success or a failure. */
export type StatusMessage = { kind: 'busy' | 'ok' | 'error'; text: string } | null;

/** Renders the status region of a form. */
export function Status({ message }: { message: StatusMessage }) {
  return (
    <>
      <p role="status" className={message?.kind === 'busy' ? 'busy' : 'ok'}>
        {message && message.kind !== 'error' ? message.text : ''}
      </p>
      <p role="alert" className="error">
        {message?.kind === 'error' ? message.text : ''}
      </p>
    </>
  );
}
