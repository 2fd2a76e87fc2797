/**
 * Bad-input cases of issue 28's attribution (docs/prefill-attribution.md): the order payload's partner
 * code and UTM values, and the `months` of the partner figures in the back office and the agents'
 * portal. Each bad value is refused with a 400 naming it, and no order is written.
 */
import { UTM_NAMES } from '../../../core';
import { fieldCases, queryCases, type BadCase, type FieldSpec } from './bad-input-cases';
import type { Fixture } from './bad-input-run';
import { orderPayload, quotedTotal } from '../../support/order-fixtures';

const MONTHS = [{ name: 'months', bad: ['abc', '0', '-1', '37', '1.5'] }];

/** Builds the cases; the order payload is priced first so that only the bad field is wrong. */
export async function attributionCases(fx: Fixture): Promise<BadCase[]> {
  const payload = orderPayload({ partner: 'RPART', utm_campaign: 'lente' });
  const valid = { ...payload, totaleprijs: await quotedTotal(fx.server, fx.anon, payload) };
  const order = {
    route: 'POST /api/billoprice/neworder',
    path: '/api/billoprice/neworder',
    auth: 'anon',
  } as const;
  const texts: FieldSpec[] = ['partner', ...UTM_NAMES].map((name) => ({ name, kind: 'text' }));
  return [
    ...fieldCases(order, valid, texts),
    ...queryCases(
      'GET /api/backoffice/partner-figures',
      '/api/backoffice/partner-figures',
      { months: '12' },
      MONTHS,
      'operator',
    ),
    ...queryCases(
      'GET /api/agentportal/partner-figures',
      '/api/agentportal/partner-figures',
      { months: '12' },
      MONTHS,
      'agent',
    ),
  ];
}
