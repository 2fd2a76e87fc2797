import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import LoginIsland from '../../site/src/islands/LoginIsland';
import { at } from '../../site/src/utils/account-i18n';
import { SESSION_KEYS } from '../../widget/session/keys';
import { registerUser, useSiteServer } from './site-support';

const ctx = useSiteServer('/en/login');

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

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
    fireEvent.submit(
      screen.getByLabelText(at('en', 'acc.login.password'), { exact: false }).closest('form')!,
    );
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(at('en', 'acc.login.invalid')));
    const password = screen.getByLabelText(at('en', 'acc.login.password'), {
      exact: false,
    }) as HTMLInputElement;
    expect(password.value).toBe('');
    expect(document.activeElement).toBe(password);
    expect(navigate).not.toHaveBeenCalled();
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
