/**
 * Bad-input cases of issue 28's legal texts (server/routes/legal-texts.ts): the document in the path
 * and the language in the query. A path step (`..`) names no call; anything else is a 400 naming the
 * field, never a file the request's text would point at.
 */
import { pathCases, queryCases, type BadCase } from './bad-input-cases';
import type { Fixture } from './bad-input-run';

const ROUTE = 'GET /api/legal/:doc';

/** Builds the cases. */
export async function legalCases(_fx: Fixture): Promise<BadCase[]> {
  return [
    ...pathCases(
      ROUTE,
      '/api/legal/',
      ['cookies', 'TERMS', '%2E%2E%2Fsite-operator', '%00', 'terms%00', 'x'.repeat(2000), '%E0%A4%A', '..'],
      'doc',
      'none',
      '?lang=nl',
    ),
    ...queryCases(
      ROUTE,
      '/api/legal/terms',
      { lang: 'fr' },
      [{ name: 'lang', required: true, bad: ['de', 'FR', ''] }],
      'none',
    ),
    {
      route: ROUTE,
      name: 'wrong method',
      method: 'POST',
      path: '/api/legal/terms?lang=nl',
      body: '{}',
      auth: 'none',
      shape: 'envelope',
    },
  ];
}
