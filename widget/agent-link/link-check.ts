/**
 * The check of an agent link's licence and user id together (issue 31): the server's
 * `GET billoprice/checklicence` (docs/agent-links.md) answers whether the pair may book as the agency,
 * else what is wrong. The link is known as soon as the wizard starts, so step 0 asks at once, before
 * any address or price; the overview's licence line reads the same answer. It loads with the parts
 * that show it, never with the first step's bundle (`npm run size`).
 */
import { useEffect } from 'react';
import type { AgentLinkAnswer } from '../../core';
import type { Envelope } from '../../client';
import type { MessageId } from '../i18n';
import { useBooking, useBookingStore } from '../store/context';
import type { AgentLinkState, BookingState, BookingStore } from '../store/types';

/** The link and login a check answers for: a new licence, user id or login asks again. */
function keyOf(s: BookingState): string {
  return JSON.stringify([s.draft.talic.trim(), s.draft.uid.trim(), s.userId]);
}

/** Asks the server about the store's agent link, unless this link and login were asked already. */
export async function checkAgentLink(store: BookingStore): Promise<void> {
  const s = store.getState();
  const key = keyOf(s);
  const talic = s.draft.talic.trim();
  if (talic === '' || s.agentLink?.key === key) return;
  store.setState({ agentLink: { key, state: 'checking' } });
  let state: AgentLinkState;
  try {
    const query = new URLSearchParams({ talic, uid: s.draft.uid.trim() });
    const { data } = await s.getJson<Envelope<AgentLinkAnswer>>(`billoprice/checklicence?${query}`);
    state = data.problem ?? 'valid';
  } catch {
    // Like a failed price, a failed check says nothing: the order call checks the pair again.
    state = 'failed';
  }
  // An answer for a link or login that has changed since is dropped.
  if (store.getState().agentLink?.key === key) store.setState({ agentLink: { key, state } });
}

/**
 * The check of the element's agent link, asked once the session has started and again whenever the
 * licence, the user id or the login changes; null without a licence.
 */
export function useAgentLink(): AgentLinkState | null {
  const store = useBookingStore();
  const key = useBooking(keyOf);
  const talic = useBooking((s) => s.draft.talic.trim());
  const started = useBooking((s) => s.status !== 'loading');
  const check = useBooking((s) => s.agentLink);
  useEffect(() => {
    if (started) void checkAgentLink(store);
  }, [store, key, started]);
  if (talic === '') return null;
  return check?.key === key ? check.state : 'checking';
}

/** The words for what is wrong with a link, in the overview catalogue; null when nothing is. */
export function problemMessage(state: AgentLinkState | null): MessageId | null {
  if (state === 'unknown') return 'licence.unknown';
  if (state === 'uid_missing') return 'licence.uidMissing';
  if (state === 'uid_mismatch') return 'licence.uidMismatch';
  return null;
}
