/** Tokens for the proof scenarios, got through the real API (no vitest, so the soak script can use it). */

/** POSTs JSON to `url` and gives the status and parsed answer. */
export async function postJson(
  url: string,
  body: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: text };
  }
}

/** An anonymous visitor token of the server at `base`. */
export async function anonymous(base: string): Promise<string> {
  const r = await postJson(`${base}/api/token`, { client_id: 'webapp', grant_type: 'client_credentials' });
  if (r.status !== 200) throw new Error(`anonymous token: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.access_token as string;
}

/** The password of every account the scenarios register. */
export const PASSWORD = 'lange-kerstboom-9';

/** Registers `username` and logs it in; gives its id, access and refresh token. */
export async function registered(
  base: string,
  username: string,
): Promise<{ id: number; token: string; refresh: string }> {
  const anon = await anonymous(base);
  const reg = await postJson(
    `${base}/api/billousers/newuser`,
    { username, password: PASSWORD, confirmPassword: PASSWORD, firstname: 'An', lastname: 'Peeters' },
    anon,
  );
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.body)}`);
  const login = await postJson(`${base}/api/token`, {
    client_id: 'webapp',
    grant_type: 'password',
    username,
    password: PASSWORD,
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  return {
    id: reg.body.data.id as number,
    token: login.body.access_token as string,
    refresh: login.body.refresh_token as string,
  };
}
