/**
 * Issue 26's calls around the customer's who-comes message:
 * - `POST /api/sms/status`: the SMS provider's delivery report (Twilio's StatusCallback), accepted only
 *   with a valid `X-Twilio-Signature` for the configured account and callback URL; records the SMS's
 *   delivery status. Unsigned, forged or for another account: 403, nothing recorded.
 * - `GET /api/backoffice/meeting-points`, `PUT /api/backoffice/meeting-points/{airport}`: the
 *   operator's meeting-point texts per airport in nl, fr and en (operators only, audited).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { BackofficeMeetingPointSaved } from '../../core';
import { asApiCall, optionalLine } from '../backoffice/catalogue-input';
import { staffOnly, type StaffEnv } from '../backoffice/staff';
import type { AppContext } from '../context';
import { recordSmsDelivery } from '../data/sms/owed-sms-repo';
import { ApiError, ok, paramsOf, parse, readBody } from '../http/envelope';
import { meetingPointViews, setMeetingPoint } from '../messages/meeting-points-service';
import { twilioSettings } from '../sms/sms-provider';
import { twilioStatus, verifyTwilioSignature } from '../sms/twilio-sms';

const airportParam = z.object({ airport: z.string().regex(/^[A-Z]{3}$/, 'a three-letter airport code') });
const meetingBody = z
  .object({ nl: optionalLine(300), fr: optionalLine(300), en: optionalLine(300) })
  .strict();

const forbidden = () =>
  new ApiError(
    403,
    'forbidden',
    'The delivery report is not signed by the configured SMS provider.',
    'X-Twilio-Signature',
  );

/** The SMS status callback and the meeting-point calls. */
export function notifyRoutes(ctx: AppContext): Hono {
  const app = new Hono<StaffEnv>();
  const operator = staffOnly(ctx, 'operator');

  app.post('/sms/status', async (c) => {
    // Without an account nothing was sent through a provider, so no report can be genuine.
    let twilio;
    try {
      twilio = twilioSettings(ctx);
    } catch {
      // Half configured: nothing can have been sent through the provider either.
      twilio = null;
    }
    const signature = c.req.header('x-twilio-signature') ?? '';
    if (!twilio || !signature) throw forbidden();
    const params = Object.fromEntries(new URLSearchParams(await c.req.text()));
    // Twilio signs the URL it was given (the public one), not the one this process sees behind a proxy.
    if (!verifyTwilioSignature(twilio.authToken, twilio.statusCallback, params, signature)) throw forbidden();
    if (params.AccountSid !== twilio.accountSid) throw forbidden();
    const sid = params.MessageSid ?? '';
    if (!/^[A-Za-z0-9]{2,64}$/.test(sid))
      throw new ApiError(
        400,
        'invalid_request',
        'The field "MessageSid" is missing or malformed.',
        'MessageSid',
      );
    const status = twilioStatus(params.MessageStatus ?? '');
    if (!status)
      throw new ApiError(
        400,
        'invalid_request',
        'The field "MessageStatus" is not a known state.',
        'MessageStatus',
      );
    const error = (params.ErrorCode ?? '').slice(0, 20);
    // A report on a message this product does not know is acknowledged (Twilio would only retry it).
    const known = await recordSmsDelivery(ctx.db, sid, status, error, new Date());
    return ok(c, { recorded: known });
  });

  app.get('/backoffice/meeting-points', operator, async (c) => {
    const rows = await meetingPointViews(ctx.db);
    return ok(c, rows, { count: rows.length });
  });

  app.put('/backoffice/meeting-points/:airport', operator, async (c) => {
    const { airport } = parse(airportParam, paramsOf(c));
    const texts = parse(meetingBody, await readBody(c));
    const after = await asApiCall(() =>
      ctx.db.transaction((tx) => setMeetingPoint(tx, airport, texts, c.get('staff'))),
    );
    return ok(c, { airport, texts: after } satisfies BackofficeMeetingPointSaved);
  });

  // The staff variables are this module's own; mounted like every other module.
  return app as unknown as Hono;
}
