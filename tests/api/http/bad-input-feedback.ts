/** Bad-input cases of the feedback calls (issue 11; docs/feedback-api.md). */
import {
  bodyShapeCases,
  fieldCases,
  jsonCase,
  pathCases,
  queryCases,
  type BadCase,
  type JsonRoute,
} from './bad-input-cases';
import type { Fixture } from './bad-input-run';

const r = (route: string, path: string, auth: JsonRoute['auth']): JsonRoute => ({
  route: `POST /api${route}`,
  path: `/api${path}`,
  auth,
});

/** Builds the cases. None needs a real order: every bad field is refused before the order is read. */
export async function feedbackCases(_fx: Fixture): Promise<BadCase[]> {
  const list = r('/feedback/findFeedback', '/feedback/findFeedback', 'anon');
  const account = r('/feedback/newfeedback', '/feedback/newfeedback', 'user');
  const link = r('/feedback/link/:token', '/feedback/link/1.2.x', 'anon');
  const review = { rating: 4, text: 'Goede rit.', lang: 'nl' };
  const reviewFields = [
    { name: 'rating', kind: 'count', required: true },
    { name: 'text', kind: 'string', required: true },
    { name: 'lang', kind: 'enum', required: true },
  ] as const;
  return [
    ...bodyShapeCases(list),
    ...fieldCases(list, { page: 1, PageSize: 10 }, [
      { name: 'page', kind: 'count' },
      { name: 'PageSize', kind: 'count' },
      { name: 'idaccount', kind: 'loose' },
    ]),

    ...bodyShapeCases(account),
    ...fieldCases(account, { orderid: 1, ...review }, [
      { name: 'orderid', kind: 'id', required: true },
      ...reviewFields,
    ]),
    jsonCase(account, 'rating 6', { orderid: 1, ...review, rating: 6 }, 'rating'),
    jsonCase(account, 'text of 2001 characters', { orderid: 1, ...review, text: 'x'.repeat(2001) }, 'text'),
    jsonCase(account, 'text with a bell', { orderid: 1, ...review, text: 'a\u0007b' }, 'text'),
    jsonCase(account, 'text blank', { orderid: 1, ...review, text: ' \n ' }, 'text'),

    ...bodyShapeCases(link),
    ...fieldCases(link, review, [...reviewFields]),
    ...pathCases(
      'POST /api/feedback/link/:token',
      '/api/feedback/link/',
      ['x'.repeat(300), '%00'],
      'token',
      'anon',
    ),
    ...pathCases(
      'GET /api/feedback/link/:token',
      '/api/feedback/link/',
      ['x'.repeat(300), '%00', '..', 'abc', '1.2.3', `1.99999999999.${'A'.repeat(43)}`],
      'token',
      'anon',
    ),
    ...queryCases(
      'GET /api/feedback/link/:token',
      '/api/feedback/link/1.2.x',
      { lang: 'fr' },
      [{ name: 'lang', bad: ['de', 'FRENCH'] }],
      'anon',
    ),
  ];
}
