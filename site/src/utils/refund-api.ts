/**
 * The refund choice calls (issue 23, docs/manage-api.md) as the /refund page makes them, over the
 * shared session's HTTP client, and the message key of each refusal. The link's secret travels in the
 * body only.
 */
import { ApiFailure, call, type Envelope } from '../../../client';
import type { RefundChoice, RefundChoiceDone, RefundChoiceView } from '../../../core';
import type { AccountKey } from './account-i18n';
import { accountHttp } from './account-session';

/** The refund choice calls to `apiBase` (default '/api'). */
export function refundApi(apiBase?: string) {
  const post = <T>(path: string, json: unknown) =>
    call(() => accountHttp(apiBase).post(path, { json }).json<Envelope<T>>(), 'api.orders');
  return {
    view: async (token: string) => (await post<RefundChoiceView>('refund-choice/view', { token })).data,
    choose: async (token: string, choice: RefundChoice) =>
      (await post<RefundChoiceDone>('refund-choice/choose', { token, choice })).data,
  };
}

/** What the page says about a refused link or choice: the server's error code as a message key. */
export function refundRefusalKey(error: unknown): AccountKey {
  if (!(error instanceof ApiFailure)) return 'acc.error';
  switch (error.code) {
    case 'invalid_link':
    case 'invalid_request':
      return 'acc.refund.invalid';
    case 'link_expired':
      return 'acc.refund.expired';
    case 'already_chosen':
      return 'acc.refund.chosen';
    case 'card_requested':
      return 'acc.refund.cardRequested';
    case 'refund_pending':
      return 'acc.refund.pending';
    case 'refund_refused':
      return 'acc.refund.failed';
    default:
      return 'acc.error';
  }
}
