/**
 * The inline check of the travel agency link in agent mode (issues 17 and 31), beside the overview's
 * licence line: the licence and user id come from the page or the agent's login and cannot be typed,
 * so a wrong pair is told here before Book rather than refused by the order call. It reads the check
 * of the link's licence and user id together (widget/agent-link/link-check.ts, asked as soon as step 0
 * shows): "recognised" only for a valid pair, else what is wrong. The server counts invalid pairs in
 * its look-up throttle.
 */
import type { MessageId } from '../i18n';
import { useBooking, useT } from '../store/context';
import { problemMessage, useAgentLink } from '../agent-link/link-check';
import type { AgentLinkState } from '../store/types';

/** The message of a link check: none without a licence, or when the check could not be asked. */
function messageOf(state: AgentLinkState | null): MessageId | null {
  if (state === 'checking') return 'licence.checking';
  if (state === 'valid') return 'licence.known';
  return problemMessage(state);
}

/** Renders the licence check's message; `id` lets the licence line point at it. */
export function LicenceCheck({ id }: { id: string }) {
  const t = useT();
  const state = useAgentLink();
  const message = messageOf(state);
  const wrong = problemMessage(state) !== null;
  // On step 0 the step itself announces what is wrong (widget/agent-link/AgentLinkMessage.tsx): this
  // line is then read only when reached, so a screen reader does not hear the same sentence twice.
  const live = useBooking((s) => s.step > 0);

  return (
    <p
      id={id}
      role={live ? 'status' : undefined}
      aria-live={live ? 'polite' : undefined}
      className={wrong ? 'error' : 'hint'}
      part={wrong ? 'error' : undefined}
      data-testid="licence-message"
    >
      {message && t(message)}
    </p>
  );
}
