/** Turns a failed call into the sentence shown to the customer. */
import type { Translate } from './index';

/**
 * Gives the translated default text of a failure, followed by the server's own explanation when it
 * gave one, since that names the exact problem (e.g. which field it refused).
 */
export function describeFailure(
  t: Translate,
  failure: { messageId: Parameters<Translate>[0]; description?: string | undefined },
): string {
  const text = t(failure.messageId);
  return failure.description ? `${text} (${failure.description})` : text;
}
