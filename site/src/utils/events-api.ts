/**
 * The events calls as the site's islands make them (docs/events-api.md), over the shared session's
 * HTTP client and envelope (client/), so they carry the same bearer token as the widget and the
 * account pages. A failed call throws client's ApiFailure with the server's code and field.
 */
import { call, type Envelope } from '../../../client';
import type {
  EventBody,
  EventInfo,
  MyEventsMeta,
  OrganiserEvent,
  OrganiserRegistered,
  OrganiserRequestBody,
} from '../../../core';
import { accountHttp, startSession } from './account-session';
import type { Lang } from './i18n';

/** The message id of every events failure (SPEC 8: event fetch, organiser, price and booking failures). */
export type EventsFailureId = 'api.events';

/** The events calls to `apiBase` (default '/api') for a reader of `lang`. */
export function eventsApi(lang: Lang, apiBase?: string) {
  const http = () => accountHttp(apiBase);
  const get = async <T, M = unknown>(path: string, searchParams: Record<string, string> = {}) => {
    await startSession(apiBase);
    return call(
      () =>
        http()
          .get(path, { searchParams: { taal: lang, ...searchParams } })
          .json<Envelope<T, M>>(),
      'api.events',
    );
  };
  const post = async <T>(path: string, json: unknown) => {
    await startSession(apiBase);
    return call(() => http().post(path, { json }).json<Envelope<T>>(), 'api.events');
  };
  return {
    /** Published, bookable events, soonest first; one organiser's when `organiser` (its slug) is given. */
    list: async (organiser?: string) =>
      (await get<EventInfo[]>('billoevents/leesevents', organiser ? { organiser } : {})).data,
    event: async (id: number) => (await get<EventInfo>(`billoevents/leeseventdata/${id}`)).data,
    mine: async () => {
      const answer = await get<OrganiserEvent[], MyEventsMeta>('billoevents/myevents');
      return { events: answer.data, slug: answer.metadata?.slug ?? '' };
    },
    create: async (body: EventBody) => (await post<OrganiserEvent>('billoevents/newevent', body)).data,
    edit: async (id: number, body: EventBody) =>
      (await post<OrganiserEvent>('billoevents/editevent', { id, ...body })).data,
    withdraw: async (id: number) => (await post<OrganiserEvent>('billoevents/withdrawevent', { id })).data,
    register: async (body: OrganiserRequestBody) =>
      (await post<OrganiserRegistered>('billoevents/registration', body)).data,
  };
}
