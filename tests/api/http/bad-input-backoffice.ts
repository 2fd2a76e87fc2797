/**
 * Bad-input cases of the back office and the agents' portal (issue 13; docs/backoffice-api.md). Each
 * area of the back office adds its calls here.
 */
import { queryCases, type BadCase } from './bad-input-cases';
import type { Fixture } from './bad-input-run';

/** Builds the cases; every bad field is refused before anything is read or written. */
export async function backofficeCases(_fx: Fixture): Promise<BadCase[]> {
  return [
    // No input of its own: the token is the only thing a caller can get wrong.
    {
      route: 'GET /api/backoffice/me',
      name: 'no token',
      method: 'GET',
      path: '/api/backoffice/me',
      auth: 'none',
      shape: 'envelope',
      status: 401,
    },
    ...queryCases(
      'GET /api/backoffice/audit',
      '/api/backoffice/audit',
      { limit: '20' },
      [
        { name: 'limit', bad: ['abc', '0', '-1', '201', '1.5'] },
        { name: 'before', bad: ['abc', '0', '-3'] },
        { name: 'entity', bad: [''] },
        { name: 'entity_id', bad: [''] },
      ],
      'operator',
    ),
  ];
}
