/**
 * The feedback calls (issue 11, docs/feedback-api.md) as the site's islands make them, over the shared
 * session's HTTP client (client/), so they carry the visitor's or customer's token like every call.
 */
import { call, type Envelope } from '../../../client';
import type {
  FeedbackEntry,
  FeedbackLinkInfo,
  FeedbackListMeta,
  FeedbackReview,
  OrderLine,
} from '../../../core';
import { accountHttp } from './account-session';
import type { Lang } from './i18n';

/** One page of approved reviews with the paging and the average. */
export interface ReviewPage {
  rows: FeedbackReview[];
  meta: FeedbackListMeta;
}

/** The feedback calls to `apiBase` (default '/api'); the failure text is SPEC 8's "failed to fetch feedback". */
export function feedbackApi(apiBase?: string) {
  const http = () => accountHttp(apiBase);
  const post = <T, M = unknown>(path: string, json: unknown) =>
    call(() => http().post(path, { json }).json<Envelope<T, M>>(), 'api.feedback');
  const get = <T>(path: string, searchParams: Record<string, string>) =>
    call(() => http().get(path, { searchParams }).json<Envelope<T>>(), 'api.feedback');
  return {
    reviews: async (page: number, pageSize: number): Promise<ReviewPage> => {
      const body = await post<FeedbackReview[], FeedbackListMeta>('feedback/findFeedback', {
        page,
        PageSize: pageSize,
      });
      return {
        rows: body.data,
        meta: body.metadata ?? { count: body.data.length, PageSize: pageSize, page, average: null },
      };
    },
    linkInfo: async (token: string, lang: Lang) =>
      (await get<FeedbackLinkInfo>(`feedback/link/${encodeURIComponent(token)}`, { lang })).data,
    sendByLink: async (token: string, entry: FeedbackEntry) => {
      await post(`feedback/link/${encodeURIComponent(token)}`, entry);
    },
    /** The lines of the caller's own order, for the account's way in. */
    order: async (id: number) => (await get<OrderLine[]>(`ordersbillo/${id}`, {})).data,
    sendForOrder: async (orderid: number, entry: FeedbackEntry) => {
      await post('feedback/newfeedback', { orderid, ...entry });
    },
  };
}

/** The feedback calls, as {@link feedbackApi} creates them. */
export type FeedbackApi = ReturnType<typeof feedbackApi>;
