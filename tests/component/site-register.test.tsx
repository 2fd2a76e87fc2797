import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import RegisterIsland from '../../site/src/islands/RegisterIsland';
import { at } from '../../site/src/utils/account-i18n';
import { SESSION_KEYS } from '../../client';
import { field, fill, registerUser, useSiteServer } from './site-support';

const ctx = useSiteServer('/en/register');
const submit = () => fireEvent.click(screen.getByRole('button', { name: at('en', 'acc.register.submit') }));

/** Tells which message the field labelled `label` points to, if it is marked invalid. */
function errorOf(label: string): string | null {
  const input = field(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return document.getElementById(ids.find((id) => id.endsWith('-error'))!)?.textContent ?? null;
}

function fillConsumer(username: string, password = 'lange-kerstboom-9', confirm = password) {
  fill(at('en', 'acc.register.username'), username);
  fill(at('en', 'acc.register.password'), password);
  fill(at('en', 'acc.register.confirm'), confirm);
  fill(at('en', 'acc.register.firstname'), 'Jonas');
  fill(at('en', 'acc.register.lastname'), 'Wouters');
}

describe('RegisterIsland', () => {
  it('names each field core refuses, beside the field, and sends nothing', async () => {
    const navigate = vi.fn();
    render(<RegisterIsland lang="en" navigate={navigate} />);
    fireEvent.click(field(at('en', 'acc.register.company')));
    fillConsumer('not-an-address', 'short', 'shorter');
    fill(at('en', 'acc.register.vat'), 'BE0123456789');
    submit();
    expect(errorOf(at('en', 'acc.register.username'))).toBe(at('en', 'acc.field.username'));
    expect(errorOf(at('en', 'acc.register.password'))).toBe(at('en', 'acc.field.passwordShort'));
    expect(errorOf(at('en', 'acc.register.confirm'))).toBe(at('en', 'acc.field.passwordMismatch'));
    expect(errorOf(at('en', 'acc.register.companyName'))).toBe(at('en', 'acc.field.company'));
    expect(errorOf(at('en', 'acc.register.vat'))).toBe(at('en', 'acc.field.vat'));
    expect(document.activeElement?.id).toBe('reg-username');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(at('en', 'acc.field.vat'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('registers, logs the new user in and opens the account page', async () => {
    const navigate = vi.fn();
    render(<RegisterIsland lang="en" navigate={navigate} />);
    const username = `new-${Date.now()}@example.be`;
    fillConsumer(username);
    submit();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/account'));
    expect(localStorage.getItem(SESSION_KEYS.userName)).toBe(username);
    expect(Number(localStorage.getItem(SESSION_KEYS.userId))).toBeGreaterThan(0);
  });

  it('registers a company whose VAT number passes the check', async () => {
    const navigate = vi.fn();
    render(<RegisterIsland lang="en" navigate={navigate} />);
    fireEvent.click(field(at('en', 'acc.register.company')));
    fillConsumer(`firm-${Date.now()}@example.be`);
    fill(at('en', 'acc.register.companyName'), 'Wouters BV');
    fill(at('en', 'acc.register.vat'), 'be 0440.966.354');
    submit();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/account'));
    const id = localStorage.getItem(SESSION_KEYS.userId);
    const { body } = await ctx.server.api(`/billousers/leesuserid/${id}`, {
      token: localStorage.getItem(SESSION_KEYS.token)!,
    });
    expect(body.data.user).toMatchObject({
      company: 'Wouters BV',
      vat: 'BE0440966354',
      user_type: 'company',
    });
  });

  it.each([
    ['12345678', 'common'],
    ['azertyuiop', 'pattern'],
  ] as const)('says why the server refuses %j as too easy to guess', async (password, reason) => {
    const navigate = vi.fn();
    render(<RegisterIsland lang="nl" navigate={navigate} />);
    fill(at('nl', 'acc.register.username'), `weak-${Date.now()}@example.be`);
    fill(at('nl', 'acc.register.password'), password);
    fill(at('nl', 'acc.register.confirm'), password);
    fireEvent.click(screen.getByRole('button', { name: at('nl', 'acc.register.submit') }));
    await waitFor(() =>
      expect(errorOf(at('nl', 'acc.register.password'))).toBe(at('nl', `acc.field.passwordWeak.${reason}`)),
    );
    expect(document.activeElement?.id).toBe('reg-password');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says the username is already in use', async () => {
    const existing = await registerUser(ctx.server);
    const navigate = vi.fn();
    render(<RegisterIsland lang="en" navigate={navigate} />);
    fillConsumer(existing.username);
    submit();
    await waitFor(() =>
      expect(errorOf(at('en', 'acc.register.username'))).toBe(at('en', 'acc.register.taken')),
    );
    expect(navigate).not.toHaveBeenCalled();
  });
});
