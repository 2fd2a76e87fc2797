/** Turns a failed call into the sentence shown to the customer. */
import type { Translate } from './index';

/**
 * Gives the translated text of a failure, and only that: the server's `error_description` is an
 * English sentence for developers, so it never joins a Dutch or French message (the alert keeps it
 * in a `data-detail` attribute for whoever inspects the page).
 */
export function describeFailure(t: Translate, failure: { messageId: Parameters<Translate>[0] }): string {
  return t(failure.messageId);
}
