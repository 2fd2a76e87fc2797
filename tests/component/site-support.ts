/**
 * Shared set-up of the site's island tests: a real product server in this process, the happy-dom page
 * placed on the server's origin (so the islands' relative '/api' reaches it, same-origin), and a
 * fresh browser storage per test.
 */
import { cleanup, configure, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { readOutbox } from '../../server/mail/mailer';
import { resetSessions } from '../../client';
import { startTestServer, type TestServer } from '../support/server';
import { ensureTemplate } from '../support/template';

/** happy-dom's page handle, for moving the page to the test server's origin. */
declare global {
  interface Window {
    happyDOM: { setURL(url: string): void };
  }
}

/** Starts one server for the file's tests and resets page state around each test. */
export function useSiteServer(path = '/'): { readonly server: TestServer } {
  const holder = {} as { server: TestServer };
  // A test registers and logs in through scrypt-hashed passwords on a real server.
  vi.setConfig({ testTimeout: 40_000 });
  beforeAll(async () => {
    await ensureTemplate();
    holder.server = await startTestServer();
  });
  afterAll(() => holder.server?.close());
  beforeEach(() => {
    window.happyDOM.setURL(`${holder.server.url}${path}`);
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    resetSessions();
  });
  return holder;
}

// Password hashing (scrypt) makes a login or registration take a few hundred milliseconds, and
// seconds on a loaded machine.
configure({ asyncUtilTimeout: 15_000 });

let users = 0;

/** Registers a consumer through the API and returns its username, password and id. */
export async function registerUser(
  server: TestServer,
  extra: Record<string, string> = {},
): Promise<{ username: string; password: string; id: number }> {
  const anon = await server.api('/token', {
    json: { client_id: 'webapp', grant_type: 'client_credentials' },
  });
  const username = `site${++users}-${Date.now()}@example.be`;
  const password = 'correct horse';
  const { status, body } = await server.api('/billousers/newuser', {
    token: anon.body.access_token,
    json: { username, password, confirmPassword: password, firstname: 'Lotte', lastname: 'Maes', ...extra },
  });
  if (status !== 201) throw new Error(`registration failed: ${status} ${JSON.stringify(body)}`);
  return { username, password, id: body.data.id as number };
}

/** Finds the input labelled exactly `label`, ignoring the asterisk of a required field. */
export function field(label: string): HTMLInputElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}( \\*)?$`));
}

/** Fills the input labelled `label`. */
export function fill(label: string, value: string): void {
  fireEvent.change(field(label), { target: { value } });
}

/** Gives the path and query of the password-reset link in the newest e-mail to `to`. */
export async function resetLinkFor(server: TestServer, to: string): Promise<string> {
  // The reset mail is owed work (issue 24): the scheduler sends it just after the request's commit.
  return vi.waitFor(
    () => {
      const mail = readOutbox(server.dataDir)
        .reverse()
        .find((m) => JSON.stringify(m.to).includes(to));
      const link = /https?:\/\/[^/\s"]+(\/reset-password\?[^\s"<>]+)/.exec(mail?.text ?? '')?.[1];
      if (!link) throw new Error(`no reset link mailed to ${to}`);
      return link.replace(/&amp;/g, '&');
    },
    { timeout: 10_000, interval: 50 },
  );
}
