/**
 * Bad-input cases of issue 26's notify calls (server/routes/sms-status-meeting-points.ts): the operator's meeting-point
 * texts per airport, and the SMS provider's delivery report, which without a configured provider (as
 * in this sweep) or without a valid signature is refused whatever its body.
 */
import { bodyShapeCases, fieldCases, type BadCase, type JsonRoute } from './bad-input-cases';
import type { Fixture } from './bad-input-run';

const MEETING: JsonRoute = {
  route: 'PUT /api/backoffice/meeting-points/:airport',
  path: '/api/backoffice/meeting-points/BRU',
  auth: 'operator',
};

/** Builds the cases. */
export async function notifyCases(_fx: Fixture): Promise<BadCase[]> {
  const valid = { nl: 'Aankomsthal', fr: 'Hall des arrivées', en: 'Arrivals hall' };
  const badAirports = ['bru', 'BRUX', 'B1U', '%00', 'x'.repeat(2000), '%E0%A4%A'];
  return [
    {
      route: 'GET /api/backoffice/meeting-points',
      name: 'no token',
      method: 'GET',
      path: '/api/backoffice/meeting-points',
      auth: 'none',
      shape: 'envelope',
      status: 401,
    },
    ...bodyShapeCases(MEETING),
    ...fieldCases(MEETING, valid, [
      { name: 'nl', kind: 'string' },
      { name: 'fr', kind: 'string' },
      { name: 'en', kind: 'string' },
    ]),
    ...badAirports.map((code): BadCase => ({
      route: MEETING.route,
      name: `airport=${code.slice(0, 20)}`,
      method: 'PUT',
      path: `/api/backoffice/meeting-points/${code}`,
      body: JSON.stringify(valid),
      auth: 'operator',
      shape: 'envelope',
      field: 'airport',
    })),
    ...[
      ['no signature', 'MessageSid=SM1&MessageStatus=delivered', {}],
      ['a forged signature', 'MessageSid=SM1&MessageStatus=delivered', { 'x-twilio-signature': 'Zm9yZ2Vk' }],
      ['a JSON body', '{"MessageSid":"SM1"}', { 'x-twilio-signature': 'Zm9yZ2Vk' }],
      ['NUL bytes', '\u0000\u0000', { 'x-twilio-signature': '%00' }],
    ].map(([name, body, headers]): BadCase => ({
      route: 'POST /api/sms/status',
      name: name as string,
      method: 'POST',
      path: '/api/sms/status',
      body: body as string,
      type: 'application/x-www-form-urlencoded',
      headers: headers as Record<string, string>,
      auth: 'none',
      shape: 'envelope',
      status: 403,
      field: 'X-Twilio-Signature',
    })),
  ];
}
