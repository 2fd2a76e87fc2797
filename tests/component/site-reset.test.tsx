import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ResetIsland from '../../site/src/islands/ResetIsland';
import { at } from '../../site/src/utils/account-i18n';
import { fill, registerUser, resetLinkFor, useSiteServer } from './site-support';

const ctx = useSiteServer('/fr/reset-password');

/** Asks for a reset e-mail for a new user and opens its link in the page. */
async function openMailedLink(): Promise<{ username: string }> {
  const user = await registerUser(ctx.server);
  const anon = await ctx.server.api('/token', {
    json: { client_id: 'webapp', grant_type: 'client_credentials' },
  });
  const sent = await ctx.server.api(
    `/billousers/resetpasswordemail?email=${encodeURIComponent(user.username)}`,
    {
      token: anon.body.access_token,
    },
  );
  expect(sent.status).toBe(200);
  window.happyDOM.setURL(`${ctx.server.url}${await resetLinkFor(ctx.server, user.username)}`);
  return user;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: at('fr', 'acc.reset.submit') }));

describe('ResetIsland', () => {
  it('says a link without a code is expired or unknown and offers a new request', async () => {
    render(<ResetIsland lang="fr" />);
    await screen.findByText(at('fr', 'acc.reset.expired'));
    expect(screen.getByRole('link', { name: at('fr', 'acc.reset.request') }).getAttribute('href')).toBe(
      '/fr/login#forgot',
    );
  });

  it('says an unknown code is expired or unknown', async () => {
    window.happyDOM.setURL(`${ctx.server.url}/fr/reset-password?username=a%40b.be&code=nonsense`);
    render(<ResetIsland lang="fr" />);
    await screen.findByText(at('fr', 'acc.reset.expired'));
  });

  it('refuses passwords that differ or are short, then sets the new password once', async () => {
    const user = await openMailedLink();
    render(<ResetIsland lang="fr" />);
    fill(
      await screen.findByText(at('fr', 'acc.reset.password')).then(() => at('fr', 'acc.reset.password')),
      'brand new pass',
    );
    fill(at('fr', 'acc.reset.confirm'), 'brand new pas');
    save();
    expect(await screen.findByText(at('fr', 'acc.reset.rule'))).toBeTruthy();
    fill(at('fr', 'acc.reset.password'), 'short');
    fill(at('fr', 'acc.reset.confirm'), 'short');
    save();
    expect(screen.getByText(at('fr', 'acc.reset.rule'))).toBeTruthy();
    // Long enough, but the server knows it as one of the most used passwords and says so.
    fill(at('fr', 'acc.reset.password'), 'motdepasse');
    fill(at('fr', 'acc.reset.confirm'), 'motdepasse');
    save();
    expect(await screen.findByText(at('fr', 'acc.field.passwordWeak.common'))).toBeTruthy();
    fill(at('fr', 'acc.reset.password'), 'brand new pass');
    fill(at('fr', 'acc.reset.confirm'), 'brand new pass');
    save();
    await screen.findByText(at('fr', 'acc.reset.done'));
    const token = await ctx.server.api('/token', {
      json: {
        client_id: 'webapp',
        grant_type: 'password',
        username: user.username,
        password: 'brand new pass',
      },
    });
    expect(token.status).toBe(200);
  });
});
