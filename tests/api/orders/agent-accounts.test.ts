/**
 * Issue 9, item 3: travel-agent accounts. The operator creates them for a licence (admin command); the
 * login answers tell the widget and site that the caller is an agent and of which licence; the public
 * registration cannot make one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentUser } from '../../../server/cli/agency-commands';
import { UsageError } from '../../../server/cli/command-options';
import { startTestServer, type TestServer } from '../../support/server';
import { addAgents, anonToken, userToken } from '../../support/order-fixtures';

let server: TestServer;
let anon: string;
beforeAll(async () => {
  server = await startTestServer();
  anon = await anonToken(server);
  await addAgents(server);
});
afterAll(() => server.close());

const passwordGrant = (username: string, password: string) =>
  server.api('/token', { json: { client_id: 'webapp', grant_type: 'password', username, password } });

describe('create-agent-user', () => {
  it('creates an agent account of a licence whose login says so', async () => {
    const lines = await createAgentUser(server.ctx.db, {
      licence: 'ta-inv',
      email: 'Desk@Factuur.be',
      password: 'reisbureau-kompas-42',
      firstname: 'Fien',
      lastname: 'Factuur',
      lang: 'fr',
    });
    expect(lines).toEqual([expect.stringMatching(/Agent account .*desk@factuur\.be.* TA-INV/i)]);

    const token = await passwordGrant('desk@factuur.be', 'reisbureau-kompas-42');
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({ user_type: 'agent', agent_licence: 'TA-INV' });

    const login = await server.api('/billousers/login', {
      token: anon,
      json: { user_name: 'DESK@factuur.be', user_password: 'reisbureau-kompas-42' },
    });
    expect(login.body.data).toMatchObject({ user_type: 'agent', agent_licence: 'TA-INV' });

    const me = await server.api(`/billousers/leesuserid/${token.body.userId}`, {
      token: token.body.access_token,
    });
    expect(me.body.data.user).toMatchObject({
      username: 'Desk@Factuur.be',
      email: 'Desk@Factuur.be',
      firstname: 'Fien',
      lang: 'fr',
      user_type: 'agent',
      agent_licence: 'TA-INV',
    });
  });

  it('keeps the licence of the account when the agent licence is renamed', async () => {
    await createAgentUser(server.ctx.db, {
      licence: 'TA-1',
      email: 'een@rename.be',
      password: 'reisbureau-kompas-42',
    });
    await server.ctx.db.query("UPDATE agents SET licence = 'TA-1B' WHERE licence = 'TA-1'");
    try {
      const token = await passwordGrant('een@rename.be', 'reisbureau-kompas-42');
      expect(token.body.agent_licence).toBe('TA-1B');
    } finally {
      await server.ctx.db.query("UPDATE agents SET licence = 'TA-1' WHERE licence = 'TA-1B'");
    }
  });

  it.each([
    [{ email: 'x@agent.be', password: 'reisbureau-kompas-42' }, /--licence/],
    [{ licence: 'NOBODY', email: 'x@agent.be', password: 'reisbureau-kompas-42' }, /--licence: no agent/],
    [{ licence: 'TA-1', email: 'not-mail', password: 'reisbureau-kompas-42' }, /--email/],
    [{ licence: 'TA-1', email: 'x@agent.be', password: 'short' }, /--password/],
    [{ licence: 'TA-1', email: 'x@agent.be', password: 'reisbureau-kompas-42', lang: 'de' }, /--lang/],
    [{ licence: 'TA-1', email: 'desk@factuur.be', password: 'reisbureau-kompas-42' }, /--email: .*in use/],
  ])('refuses options %o naming the option', async (options, message) => {
    await expect(createAgentUser(server.ctx.db, options)).rejects.toThrow(UsageError);
    await expect(createAgentUser(server.ctx.db, options)).rejects.toThrow(message);
  });
});

describe('the answers for other accounts', () => {
  it('say user_type consumer and no licence for a customer', async () => {
    const user = await userToken(server);
    const { rows } = await server.ctx.db.query<{ username: string }>(
      'SELECT username FROM users WHERE id = $1',
      [user.id],
    );
    const token = await passwordGrant(rows[0]!.username, 'lange-kerstboom-9');
    expect(token.body.user_type).toBe('consumer');
    expect(token.body).not.toHaveProperty('agent_licence');
    const me = await server.api(`/billousers/leesuserid/${user.id}`, { token: user.token });
    expect(me.body.data.user).toMatchObject({ user_type: 'consumer', agent_licence: null });
  });

  it('refuses to register an agent account through the public newuser call', async () => {
    const { status, body } = await server.api('/billousers/newuser', {
      token: anon,
      json: {
        username: 'self-made@agent.be',
        password: 'lange-kerstboom-9',
        confirmPassword: 'lange-kerstboom-9',
        user_type: 'agent',
        agent_licence: 'TA-INV',
      },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: false, field: 'user_type' });
    const { rows } = await server.ctx.db.query("SELECT 1 FROM users WHERE username = 'self-made@agent.be'");
    expect(rows).toHaveLength(0);
  });

  it('ignores an agent licence sent with a customer registration', async () => {
    const { status, body } = await server.api('/billousers/newuser', {
      token: anon,
      json: {
        username: 'sneaky@customer.be',
        password: 'lange-kerstboom-9',
        confirmPassword: 'lange-kerstboom-9',
        agent_licence: 'TA-INV',
      },
    });
    expect(status).toBe(201);
    const { rows } = await server.ctx.db.query('SELECT user_type, agent_licence FROM users WHERE id = $1', [
      body.data.id,
    ]);
    expect(rows[0]).toEqual({ user_type: 'consumer', agent_licence: null });
  });
});
