/**
 * Step 0's word on the agent link (issue 31): when the link's licence and user id do not go together,
 * the customer reads at once what is wrong and what to do, instead of "Licence recognised" on the
 * overview and a refused Book three steps later. A polite status region, present from the start so
 * the message is announced when the answer arrives; empty while the link is fine or being checked.
 */
import { useT } from '../store/context';
import { problemMessage, useAgentLink } from './link-check';

/** Renders what is wrong with the element's agent link, or an empty status region. */
export function AgentLinkMessage() {
  const t = useT();
  const message = problemMessage(useAgentLink());
  return (
    <p
      role="status"
      aria-live="polite"
      className={message ? 'error' : undefined}
      part={message ? 'error' : undefined}
      data-testid="agent-link-message"
    >
      {message && t(message)}
    </p>
  );
}
