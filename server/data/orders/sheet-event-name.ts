/**
 * The name of an order's event as the dispatch sheet and the order detail write it (issue 26): in the
 * order's language, else in another language the organiser gave (an event needs a name in one language
 * only, migration 010 and server/events/event-input.ts), '' for an order without an event.
 */
import { LANGS } from '../../../core';

/** SQL for the event name of the order whose row is called `order` (a table name or alias). */
export function eventName(order: string): string {
  const fallbacks = LANGS.map((l) => `e.names ->> '${l}'`).join(', ');
  return `coalesce((SELECT coalesce(e.names ->> lower(${order}.taal), ${fallbacks}) FROM events e
    WHERE e.id = ${order}.event_id), '')`;
}
