import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import LoginIsland from '../../site/src/islands/LoginIsland';
import { at } from '../../site/src/utils/account-i18n';
import { login, SESSION_KEYS } from '../../client';
import { accountHttp } from '../../site/src/utils/account-session';
import { readOutbox } from '../../server/mail/outbox';
import { field, fill, registerUser, resetLinkFor, useSiteServer } from './site-support';

const ctx = useSiteServer('/en/login');

describe('LoginIsland', () => {
  it('keeps submit disabled until both fields are filled', () => {
    render(<LoginIsland lang="en" navigate={vi.fn()} />);
    const submit = screen.getByRole('button', { name: at('en', 'acc.login.submit') });
    expect(submit).toHaveProperty('disabled', true);
    fill(at('en', 'acc.login.username'), 'someone@example.be');
    expect(submit).toHaveProperty('disabled', true);
    fill(at('en', 'acc.login.password'), 'x');
    expect(submit).toHaveProperty('disabled', false);
  });

  it('says the details are not valid and clears the password on a wrong password', async () => {
    const user = await registerUser(ctx.server);
    const navigate = vi.fn();
    render(<LoginIsland lang="en" navigate={navigate} />);
    fill(at('en', 'acc.login.username'), user.username);
    fill(at('en', 'acc.login.password'), 'wrong password');
    fireEvent.submit(field(at('en', 'acc.login.password')).closest('form')!);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(at('en', 'acc.login.invalid')));
    const password = screen.getByLabelText(at('en', 'acc.login.password'), {
      exact: false,
    }) as HTMLInputElement;
    expect(password.value).toBe('');
    expect(document.activeElement).toBe(password);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says to wait, not that the details are wrong, once the login is throttled', async () => {
    const user = await registerUser(ctx.server);
    for (let i = 0; i < 5; i++) {
      await ctx.server.api('/token', {
        json: {
          client_id: 'webapp',
          grant_type: 'password',
          username: user.username,
          password: `guess-${i}`,
        },
      });
    }
    render(<LoginIsland lang="nl" navigate={vi.fn()} />);
    fill(at('nl', 'acc.login.username'), user.username);
    fill(at('nl', 'acc.login.password'), user.password);
    fireEvent.submit(field(at('nl', 'acc.login.password')).closest('form')!);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(at('nl', 'acc.tooMany')));
  });

  it('logs in with the right password, stores the session and goes to the account page', async () => {
    const user = await registerUser(ctx.server);
    const navigate = vi.fn();
    render(<LoginIsland lang="fr" navigate={navigate} />);
    fill(at('fr', 'acc.login.username'), user.username);
    fill(at('fr', 'acc.login.password'), user.password);
    fireEvent.click(screen.getByRole('button', { name: at('fr', 'acc.login.submit') }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/fr/account'));
    expect(localStorage.getItem(SESSION_KEYS.userId)).toBe(String(user.id));
    expect(localStorage.getItem(SESSION_KEYS.refreshToken)).toBeTruthy();
  });
});

describe('LoginIsland forgot-password mode', () => {
  const open = () => {
    render(<LoginIsland lang="nl" navigate={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: at('nl', 'acc.login.forgot') }));
  };
  const request = () => fireEvent.click(screen.getByRole('button', { name: at('nl', 'acc.forgot.submit') }));

  // Issue 23: the screen no longer tells whether an address has an account; the e-mail does.
  it('answers an address without an account as one with, and the e-mail says what to do', async () => {
    open();
    fill(at('nl', 'acc.forgot.email'), 'nobody-here@example.be');
    request();
    await screen.findByText(at('nl', 'acc.forgot.sent'));
    // The mail is owed work (issue 24), sent by the scheduler just after the request's commit.
    await expect
      .poll(() => readOutbox(ctx.server.dataDir).find((m) => m.to === 'nobody-here@example.be')?.subject)
      .toBe('Geen account met dit e-mailadres');
  });

  it('sends the reset e-mail and says to check the mailbox', async () => {
    const user = await registerUser(ctx.server);
    open();
    fill(at('nl', 'acc.forgot.email'), user.username);
    request();
    await screen.findByText(at('nl', 'acc.forgot.sent'));
    expect(await resetLinkFor(ctx.server, user.username)).toContain('code=');
  });

  it('refuses an address that is not one, next to the field, and goes back to login', () => {
    open();
    fill(at('nl', 'acc.forgot.email'), 'not an address');
    request();
    const email = field(at('nl', 'acc.forgot.email'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      at('nl', 'acc.field.email'),
    );
    fireEvent.click(screen.getByRole('button', { name: at('nl', 'acc.forgot.back') }));
    expect(screen.getByRole('button', { name: at('nl', 'acc.login.submit') })).toBeTruthy();
  });
});

describe('LoginIsland for a logged-in visitor', () => {
  it('goes straight to the account page', async () => {
    const user = await registerUser(ctx.server);
    await login(accountHttp(), user.username, user.password);
    const navigate = vi.fn();
    render(<LoginIsland lang="nl" navigate={navigate} />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account'));
  });

  it('shows the automatic-logout notice once', async () => {
    localStorage.setItem(SESSION_KEYS.didAutoLogout, '1');
    render(<LoginIsland lang="en" navigate={vi.fn()} />);
    await screen.findByText(at('en', 'acc.autoLogout'));
    expect(localStorage.getItem(SESSION_KEYS.didAutoLogout)).toBeNull();
  });
});
