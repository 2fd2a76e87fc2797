/**
 * Bad-input cases of a partner's allowed return origins (issue 28, docs/partner-return.md): each bad
 * value is refused with a 400 naming its field before anything is written (no audit entry either).
 */
import {
  BAD_IDS,
  bodyShapeCases,
  fieldCases,
  jsonCase,
  pathCases,
  type BadCase,
  type JsonRoute,
} from './bad-input-cases';
import type { Fixture } from './bad-input-run';

const call = (suffix: string): JsonRoute => ({
  route: `POST /api/backoffice/partners/:id/origins${suffix}`,
  path: `/api/backoffice/partners/999999/origins${suffix}`,
  auth: 'operator',
});

/** Builds the cases. */
export async function partnerOriginCases(_fx: Fixture): Promise<BadCase[]> {
  const valid = { origin: 'https://www.partner.be' };
  const cases: BadCase[] = [
    ...pathCases(
      'GET /api/backoffice/partners/:id/origins',
      '/api/backoffice/partners/',
      BAD_IDS,
      'id',
      'operator',
      '/origins',
    ),
  ];
  for (const suffix of ['', '/remove']) {
    const r = call(suffix);
    cases.push(
      ...bodyShapeCases(r),
      ...fieldCases(r, valid, [{ name: 'origin', kind: 'string', required: true }]),
      ...pathCases(r.route, '/api/backoffice/partners/', BAD_IDS, 'id', 'operator', `/origins${suffix}`),
    );
  }
  // Origins the rules refuse: a path, credentials, another scheme, plain http on the internet.
  for (const origin of [
    'https://www.partner.be/boeken',
    'https://u@www.partner.be',
    'ftp://www.partner.be',
    'http://www.partner.be',
    'javascript:alert(1)',
  ]) {
    cases.push(jsonCase(call(''), `origin ${origin}`, { origin }, 'origin'));
  }
  return cases;
}
