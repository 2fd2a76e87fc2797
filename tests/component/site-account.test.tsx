import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import AccountIsland from '../../site/src/islands/AccountIsland';
import { at } from '../../site/src/utils/account-i18n';
import { ACCOUNT_EVENT } from '../../site/src/utils/account-name';
import { accountHttp } from '../../site/src/utils/account-session';
import { login, SESSION_KEYS } from '../../client';
import { orderPayload, quotedTotal } from '../support/order-fixtures';
import { fill, registerUser, useSiteServer } from './site-support';

const ctx = useSiteServer('/en/account');

/** Registers a user, logs the page in as that user and renders the account page. */
async function openAccount() {
  const user = await registerUser(ctx.server, { phone: '+32470123456' });
  await login(accountHttp(), user.username, user.password);
  const navigate = vi.fn();
  render(<AccountIsland lang="en" navigate={navigate} />);
  await screen.findByRole('heading', { name: at('en', 'acc.profile.title') });
  return { user, navigate };
}

/** Places an anonymous order through the API and returns its booking code and receipt number. */
async function anonymousOrder(): Promise<{ ECODE: string; BONNR: string; email: string }> {
  const anon = await ctx.server.api('/token', {
    json: { client_id: 'webapp', grant_type: 'client_credentials' },
  });
  const token = anon.body.access_token as string;
  const payload = orderPayload();
  const { status, body } = await ctx.server.api('/billoprice/neworder', {
    token,
    json: { ...payload, totaleprijs: await quotedTotal(ctx.server, token, payload) },
  });
  expect(status).toBe(201);
  return { ...body.data, email: String(payload.emailklant) };
}

describe('AccountIsland', () => {
  it('sends a visitor who is not logged in to the login page', async () => {
    const navigate = vi.fn();
    render(<AccountIsland lang="fr" navigate={navigate} />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/fr/login'));
  });

  it('shows the account, an empty order list and tells the header the name', async () => {
    const heard = vi.fn();
    addEventListener(ACCOUNT_EVENT, (e) => heard((e as CustomEvent).detail.name));
    await openAccount();
    expect(screen.getByText('Lotte Maes')).toBeTruthy();
    expect(screen.getByText('+32470123456')).toBeTruthy();
    expect(screen.getByText('Belgium')).toBeTruthy();
    await screen.findByText(at('en', 'acc.orders.none'));
    expect(heard).toHaveBeenCalledWith('Lotte Maes');
  });

  it('adds an address as default pickup and invoice address, edits and deletes it', async () => {
    await openAccount();
    fireEvent.click(screen.getByRole('button', { name: at('en', 'acc.addresses.add') }));
    fill(at('en', 'acc.addresses.street'), 'Korenmarkt');
    fill(at('en', 'acc.addresses.zip'), '90');
    fireEvent.click(screen.getByRole('button', { name: at('en', 'acc.addresses.save') }));
    expect(screen.getByText(at('en', 'acc.field.address'))).toBeTruthy();
    fill(at('en', 'acc.addresses.streetnr'), '1');
    fill(at('en', 'acc.addresses.city'), 'Gent');
    fireEvent.click(screen.getByRole('button', { name: at('en', 'acc.addresses.save') }));
    expect(screen.getByText(at('en', 'acc.field.zip'))).toBeTruthy();
    fill(at('en', 'acc.addresses.zip'), '9000');
    fireEvent.click(screen.getByLabelText(at('en', 'acc.addresses.isDefault')));
    fireEvent.click(screen.getByRole('button', { name: at('en', 'acc.addresses.save') }));
    await screen.findByText(at('en', 'acc.addresses.saved'));
    const section = screen.getByRole('region', { name: at('en', 'acc.addresses.title') });
    await waitFor(() => expect(within(section).getAllByText('Korenmarkt 1, 9000 Gent')).toHaveLength(3));

    const line = 'Korenmarkt 1, 9000 Gent';
    fireEvent.click(screen.getByRole('button', { name: at('en', 'acc.addresses.edit', { address: line }) }));
    fill(at('en', 'acc.addresses.streetnr'), '3');
    fireEvent.click(screen.getByRole('button', { name: at('en', 'acc.addresses.save') }));
    await waitFor(() => expect(within(section).getAllByText('Korenmarkt 3, 9000 Gent')).toHaveLength(3));

    fireEvent.click(
      screen.getByRole('button', {
        name: at('en', 'acc.addresses.delete', { address: 'Korenmarkt 3, 9000 Gent' }),
      }),
    );
    await screen.findByText(at('en', 'acc.addresses.none'));
  });

  it('edits the contact details and refuses an e-mail address that is not one', async () => {
    const { user } = await openAccount();
    const save = () => fireEvent.click(screen.getByRole('button', { name: at('en', 'acc.profile.save') }));
    fireEvent.click(screen.getByRole('button', { name: at('en', 'acc.profile.edit') }));
    expect(screen.queryByLabelText(at('en', 'acc.profile.currentPassword'), { exact: false })).toBeNull();
    fill(at('en', 'acc.profile.email'), 'nope');
    save();
    expect(screen.getByText(at('en', 'acc.field.email'))).toBeTruthy();
    fill(at('en', 'acc.profile.email'), 'lotte@example.org');
    fill(at('en', 'acc.register.lastname'), 'Maes-Peeters');
    // A new address asks for the current password before anything is sent.
    save();
    expect(screen.getByText(at('en', 'acc.profile.passwordNeeded'))).toBeTruthy();
    expect(document.activeElement?.id).toBe('profile-password');
    fill(at('en', 'acc.profile.currentPassword'), 'not my password');
    save();
    expect(await screen.findByText(at('en', 'acc.profile.passwordWrong'))).toBeTruthy();
    fill(at('en', 'acc.profile.currentPassword'), user.password);
    save();
    await screen.findByText(at('en', 'acc.profile.saved'));
    expect(screen.getByText('Lotte Maes-Peeters')).toBeTruthy();
    expect(screen.getByText('lotte@example.org')).toBeTruthy();
  });

  it('links an anonymous booking by its code and e-mail address and lists it; a wrong pair is refused', async () => {
    const order = await anonymousOrder();
    await openAccount();
    await screen.findByText(at('en', 'acc.orders.none'));
    const submit = () => fireEvent.click(screen.getByRole('button', { name: at('en', 'acc.link.submit') }));
    // Issue 23: the code alone no longer links a booking; the form asks for the e-mail address too.
    fill(at('en', 'acc.link.code'), order.ECODE);
    submit();
    expect(screen.getByText(at('en', 'acc.field.email'))).toBeTruthy();
    expect(document.activeElement?.id).toBe('link-email');
    fill(at('en', 'acc.link.email'), 'someone.else@example.be');
    submit();
    await screen.findByText(at('en', 'acc.link.notFound'));
    fill(at('en', 'acc.link.code'), order.ECODE.toLowerCase());
    fill(at('en', 'acc.link.email'), order.email.toUpperCase());
    submit();
    await screen.findByText(at('en', 'acc.link.done', { receipt: order.BONNR }));
    const row = (await screen.findByText(order.BONNR)).closest('tr')!;
    expect(within(row).getByText('Comfort')).toBeTruthy();
    expect(within(row).getByText(at('en', 'acc.status.awaiting_payment'))).toBeTruthy();
    // The airport by name, the city as an English reader knows it, the date as SPEC 3 writes it.
    expect(within(row).getByText('Brussels Airport')).toBeTruthy();
    expect(within(row).getByText(/, 9000 Gent$/)).toBeTruthy();
    expect(within(row).getByText(/^\d{2}\/\d{2}\/\d{2}$/)).toBeTruthy();
  });

  it('logs out: the server ends the session, storage holds an anonymous token, the page goes to login', async () => {
    const { navigate } = await openAccount();
    const userToken = localStorage.getItem(SESSION_KEYS.token)!;
    fireEvent.click(screen.getByRole('button', { name: at('en', 'acc.logout') }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/login'));
    expect(localStorage.getItem(SESSION_KEYS.userId)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeTruthy();
    expect(localStorage.getItem(SESSION_KEYS.token)).not.toBe(userToken);
    const after = await ctx.server.api('/billousers/listBilloOrders.json', { token: userToken, json: {} });
    expect(after.status).toBe(401);
  });

  it('logs out while account calls are under way: the calls the revocation refuses neither clear the new anonymous session nor make the logout automatic', async () => {
    {
      const { navigate } = await openAccount();
      const userToken = localStorage.getItem(SESSION_KEYS.token)!;
      // Calls sent with the user's token while the logout revokes it (the page's lists reloading).
      const http = accountHttp();
      const calls = Array.from({ length: 8 }, () =>
        http
          .post('billousers/listBilloOrders.json', { json: {} })
          .json()
          .catch((e: unknown) => e),
      );
      fireEvent.click(screen.getByRole('button', { name: at('en', 'acc.logout') }));
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/login'));
      await Promise.all(calls);
      expect(localStorage.getItem(SESSION_KEYS.userId)).toBeNull();
      expect(localStorage.getItem(SESSION_KEYS.token)).toBeTruthy();
      expect(localStorage.getItem(SESSION_KEYS.token)).not.toBe(userToken);
      expect(localStorage.getItem(SESSION_KEYS.didAutoLogout)).not.toBe('1');
    }
  });
});
