/**
 * A local stand-in for Twilio's Programmable Messaging API (issue 26), as the routing tests run one for
 * OSRM: the same path (`POST /2010-04-01/Accounts/{AccountSid}/Messages.json`), HTTP Basic auth with
 * the Account SID and Auth Token, a form body (To, From or MessagingServiceSid, Body, StatusCallback)
 * and Twilio's JSON answers (201 with the message; 401, 400 or 404 with `{code, message, status}`). It
 * sends delivery reports the way Twilio does: a form post to the StatusCallback URL, signed in
 * `X-Twilio-Signature`. `mode` makes it fail: 'down' answers 500, 'closed' cuts the connection.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A test account: the SID and token the server under test is configured with. */
export const STANDIN_ACCOUNT = { sid: `AC${'0123456789abcdef'.repeat(2)}`, token: 'standin-auth-token-26' };

/** One message the stand-in accepted, as Twilio received it. */
export interface StandinMessage {
  sid: string;
  path: string;
  authorization: string;
  contentType: string;
  form: Record<string, string>;
}

/** The running stand-in. */
export interface SmsStandin {
  /** Its base URL, for TWILIO_API_URL. */
  url: string;
  /** The environment that points a test server at it. */
  env: Record<string, string>;
  mode: 'ok' | 'down' | 'closed';
  /** Every request it received (accepted or not), in order. */
  requests: { path: string; status: number }[];
  /** The messages it accepted. */
  messages: StandinMessage[];
  /**
   * Reports `status` of message `sid` to its StatusCallback as Twilio does, but posted to `deliverTo`
   * (the test server's own address behind the public URL it was given); answers the HTTP status.
   */
  report(
    sid: string,
    status: string,
    deliverTo: string,
    tamper?: (f: Record<string, string>) => void,
  ): Promise<number>;
  close(): Promise<void>;
}

/** Twilio's signature of a post of `params` to `url` with `token` (as its helper libraries compute it). */
export function standinSignature(token: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, k) => acc + k + params[k], url);
  return createHmac('sha1', token).update(data, 'utf8').digest('base64');
}

const twilioError = (status: number, code: number, message: string) =>
  JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

/** Starts the stand-in on a free loopback port. */
export async function startSmsStandin(sender = '+3225550100'): Promise<SmsStandin> {
  const messagesPath = `/2010-04-01/Accounts/${STANDIN_ACCOUNT.sid}/Messages.json`;
  const expectedAuth = `Basic ${Buffer.from(`${STANDIN_ACCOUNT.sid}:${STANDIN_ACCOUNT.token}`).toString('base64')}`;
  const state: Omit<SmsStandin, 'url' | 'env' | 'report' | 'close'> = {
    mode: 'ok',
    requests: [],
    messages: [],
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = (status: number, body: string) => {
        state.requests.push({ path: req.url ?? '', status });
        res.writeHead(status, { 'content-type': 'application/json' }).end(body);
      };
      if (state.mode === 'closed') {
        state.requests.push({ path: req.url ?? '', status: 0 });
        req.socket.destroy();
        return;
      }
      if (state.mode === 'down') return answer(500, twilioError(500, 20500, 'Internal Server Error'));
      if (req.method !== 'POST' || req.url !== messagesPath)
        return answer(404, twilioError(404, 20404, 'The requested resource was not found'));
      if (req.headers.authorization !== expectedAuth)
        return answer(401, twilioError(401, 20003, 'Authenticate'));
      const contentType = req.headers['content-type'] ?? '';
      if (!contentType.startsWith('application/x-www-form-urlencoded'))
        return answer(400, twilioError(400, 21609, 'Invalid content type'));
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      if (!form.To) return answer(400, twilioError(400, 21604, "A 'To' phone number is required."));
      if (!form.From && !form.MessagingServiceSid)
        return answer(400, twilioError(400, 21603, "A 'From' phone number is required."));
      if (!form.Body) return answer(400, twilioError(400, 21602, 'Message body is required.'));
      const sid = `SM${randomBytes(16).toString('hex')}`;
      state.messages.push({
        sid,
        path: req.url,
        authorization: req.headers.authorization,
        contentType,
        form,
      });
      answer(
        201,
        JSON.stringify({
          sid,
          account_sid: STANDIN_ACCOUNT.sid,
          to: form.To,
          from: form.From ?? null,
          messaging_service_sid: form.MessagingServiceSid ?? null,
          body: form.Body,
          status: 'queued',
          num_segments: '1',
          direction: 'outbound-api',
          api_version: '2010-04-01',
          date_created: new Date().toUTCString(),
          error_code: null,
          error_message: null,
          uri: `${messagesPath.replace('.json', '')}/${sid}.json`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const standin: SmsStandin = Object.assign(state, {
    url,
    env: {
      TWILIO_ACCOUNT_SID: STANDIN_ACCOUNT.sid,
      TWILIO_AUTH_TOKEN: STANDIN_ACCOUNT.token,
      TWILIO_API_URL: url,
      SMS_FROM: sender,
    },
    async report(
      sid: string,
      status: string,
      deliverTo: string,
      tamper?: (f: Record<string, string>) => void,
    ) {
      const message = state.messages.find((m) => m.sid === sid);
      if (!message) throw new Error(`The stand-in sent no message ${sid}.`);
      const callback = message.form.StatusCallback!;
      const form: Record<string, string> = {
        AccountSid: STANDIN_ACCOUNT.sid,
        ApiVersion: '2010-04-01',
        From: message.form.From ?? '',
        MessageSid: sid,
        MessageStatus: status,
        SmsSid: sid,
        SmsStatus: status,
        To: message.form.To!,
        ...(status === 'undelivered' || status === 'failed' ? { ErrorCode: '30003' } : {}),
      };
      const signature = standinSignature(STANDIN_ACCOUNT.token, callback, form);
      tamper?.(form);
      const res = await fetch(deliverTo, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
          'x-twilio-signature': signature,
          'user-agent': 'TwilioProxy/1.1',
        },
        body: new URLSearchParams(form).toString(),
      });
      await res.text();
      return res.status;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
  return standin;
}
