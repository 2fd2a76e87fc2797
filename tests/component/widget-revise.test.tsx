/**
 * The wizard's change mode (issue 27) against the real server: the manage page's hand-over (site's
 * storeReviseDraft, with the order as `GET billomanage/{id}/revise/draft` gives it) opens the wizard on
 * its last step with a banner naming the booking, without the consents (given when booking), and a
 * button that confirms the change. Its panel shows the quote's old and new price side by side and what
 * happens with the difference, or a refusal in the customer's language; confirming posts the payment
 * form of a difference to pay, or shows the applied change.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DRAFT_KEY_PREFIX } from '../../client';
import { writeSession } from '../../client/storage';
import { LOCALE, formatEuros, type ManageView, type RevisionDraft } from '../../core';
import { storeReviseDraft } from '../../site/src/utils/revise-handoff';
import { createHash } from 'node:crypto';
import { book, type Booked } from '../support/manage-helpers';
import { MESSAGES, queryConsentBox, renderWizard, shown, useTestServer, type Lang } from './widget-helpers';

const server = useTestServer();

/** A visitor's session as the browser keeps it (with its refresh token), and its token's row id. */
async function session() {
  const { body } = await server().api('/token', {
    json: { grant_type: 'client_credentials', client_id: 'webapp' },
  });
  const token = body.access_token as string;
  const hash = createHash('sha256').update(token).digest('hex');
  const { rows } = await server().ctx.db.query<{ id: string }>(
    'SELECT id FROM access_tokens WHERE token_hash = $1',
    [hash],
  );
  return { token, tokenId: rows[0]!.id, refreshToken: body.refresh_token as string };
}

type Session = Awaited<ReturnType<typeof session>>;

/** Books an order for a new visitor whose session the page keeps. */
async function booked(seed: Parameters<typeof book>[1] = {}): Promise<Booked & { owner: Session }> {
  const owner = await session();
  return { ...(await book(server(), { ...seed, owner })), owner };
}

/** Hands order `order` to the wizard as the manage page does, at its last step, as `as`'s session. */
async function handOver(
  order: Booked & { owner: Session },
  as: Session = order.owner,
  change: Record<string, unknown> = {},
) {
  writeSession({
    token: as.token,
    refreshToken: as.refreshToken,
    expiresAt: Date.now() + 3_600_000,
    userName: '',
    userId: 0,
    agentLicence: '',
  });
  const { body } = await server().api(`/billomanage/${order.id}/revise/draft`, { token: order.owner.token });
  const draft = body.data as RevisionDraft;
  const view = { id: order.id, booking_code: order.ecode } as ManageView;
  expect(storeReviseDraft(view, '', draft)).toBe(true);
  // Straight to the last step, with the customer's change made in the earlier ones.
  const slot = `${DRAFT_KEY_PREFIX}revise-${order.id}`;
  const stored = JSON.parse(sessionStorage.getItem(slot)!);
  stored.state.step = 3;
  stored.state.draft = { ...stored.state.draft, ...change };
  sessionStorage.setItem(slot, JSON.stringify(stored));
  return `revise-${order.id}`;
}

/** Whether the server answers the change calls (branch `revise`); the tests of its answers wait on it. */
async function reviseServed(order: Booked): Promise<boolean> {
  const { status } = await server().api(`/billomanage/${order.id}/revise/quote`, {
    token: order.owner.token,
    json: {},
  });
  return status !== 404;
}

describe.each(['nl', 'fr', 'en'] as Lang[])('change mode in %s', (lang) => {
  const m = MESSAGES[lang];

  it('opens on the last step with the banner, no consents and the confirm button', async () => {
    const order = await booked();
    const draftKey = await handOver(order);
    await renderWizard({ lang, draftKey }, { waitFor: m['person.heading'] });
    expect(screen.getByText(shown(lang, 'revise.banner', { code: order.ecode }))).toBeTruthy();
    expect(queryConsentBox(lang)).toBeNull();
    expect(screen.getByRole('button', { name: m['nav.confirmChange'] })).toBeTruthy();
    expect(screen.queryByRole('button', { name: m['nav.book'] })).toBeNull();
    // The order's contact details stand prefilled.
    expect(await screen.findByDisplayValue('Tine')).toBeTruthy();
    expect(screen.getByDisplayValue('tine@example.be')).toBeTruthy();
    await screen.findByRole('region', { name: m['revise.title'] });
  });
});

describe('change mode against the server', () => {
  it("says so, in the customer's language, when the order is not the visitor's to change", async () => {
    const order = await booked();
    const stranger = await session();
    const draftKey = await handOver(order, stranger);
    await renderWizard({ lang: 'fr', draftKey }, { waitFor: MESSAGES.fr['person.heading'] });
    const panel = await screen.findByRole('region', { name: MESSAGES.fr['revise.title'] });
    await within(panel).findByText(shown('fr', 'revise.error.failed'));
    expect(within(panel).queryByRole('table')).toBeNull();
    expect(within(panel).getByRole('button', { name: MESSAGES.fr['revise.retry'] })).toBeTruthy();
  });

  it('shows old and new price side by side and confirms the change', async () => {
    const order = await booked({ cents: 10_000 });
    // Waits on branch `revise`: POST billomanage/{id}/revise/quote and /revise.
    expect(await reviseServed(order)).toBe(true);
    const draftKey = await handOver(order, order.owner, { type: 'BUSINESS', remarks: 'Ring twice' });
    const wizard = await renderWizard({ lang: 'en', draftKey }, { waitFor: MESSAGES.en['person.heading'] });
    const panel = await screen.findByRole('region', { name: MESSAGES.en['revise.title'] });
    const table = await within(panel).findByRole('table', { name: MESSAGES.en['revise.caption'] });
    expect(within(table).getByRole('columnheader', { name: MESSAGES.en['revise.colOld'] })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: MESSAGES.en['revise.colNew'] })).toBeTruthy();
    expect(within(table).getByTestId('revision-old').textContent).toBe(formatEuros(10_000, LOCALE.en));
    // What changes, named as the customer knows the fields.
    const changes = within(panel).getByTestId('revision-changes').textContent ?? '';
    expect(changes).toContain('The type of transport: comfort → business');
    expect(changes).toContain('The notes for the driver: ');
    expect(changes).toContain('→ Ring twice');
    const settlement = within(panel).getByTestId('revision-settlement').textContent ?? '';
    expect(settlement).not.toBe('');

    const shownNew = within(table).getByTestId('revision-new').textContent;
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.en['nav.confirmChange'] }));
    await waitFor(() => expect(wizard.events['tb-revised']).toHaveLength(1));
    const revised = wizard.events['tb-revised'][0]!;
    expect(revised.orderId).toBe(order.id);
    // The total the customer saw is the one the change was made at.
    expect(formatEuros(Math.round(revised.total * 100), LOCALE.en)).toBe(shownNew);
    if (revised.state === 'awaiting_payment') {
      // A higher price: the payment page of the difference, the change waiting for it.
      expect(revised.settlement).toBe('pay');
      await waitFor(() => expect(wizard.leave.postForm).toHaveBeenCalledTimes(1));
    } else {
      await screen.findByTestId('revision-done');
      expect(screen.getByRole('link', { name: MESSAGES.en['revise.done.back'] }).getAttribute('href')).toBe(
        new URL('/en/manage', location.href).href,
      );
      expect(wizard.leave.postForm).not.toHaveBeenCalled();
    }
  });

  it('tells an unpaid booking that its payment asks the new total', async () => {
    const order = await booked({ cents: 10_000, status: 'awaiting_payment' });
    const draftKey = await handOver(order, order.owner, { type: 'BUSINESS' });
    await renderWizard({ lang: 'en', draftKey }, { waitFor: MESSAGES.en['person.heading'] });
    const panel = await screen.findByRole('region', { name: MESSAGES.en['revise.title'] });
    const shownNew = (await within(panel).findByTestId('revision-new')).textContent ?? '';
    expect(within(panel).getByTestId('revision-settlement').textContent).toBe(
      shown('en', 'revise.settle.unpaid', { amount: shownNew }),
    );
  });
});
