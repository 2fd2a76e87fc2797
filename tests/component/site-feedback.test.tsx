/**
 * The feedback islands (issue 11) against a real server: the form of the e-mailed link and of the
 * account, and the /customers list. Each opens with an axe check.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import CustomersIsland from '../../site/src/islands/CustomersIsland';
import FeedbackIsland from '../../site/src/islands/FeedbackIsland';
import { insertFeedback, setFeedbackStatus } from '../../server/data/feedback/feedback-repo';
import { makeLinkToken } from '../../server/feedback/feedback-link';
import { at } from '../../site/src/utils/account-i18n';
import { rideOrder } from '../support/feedback-helpers';
import { visitor } from '../support/payment-helpers';
import { useSiteServer } from './site-support';

const ctx = useSiteServer('/en/feedback');

/** Runs axe on the rendered island (happy-dom has no layout, so colour contrast is the browser test's). */
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    resultTypes: ['violations'],
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A completed order and the feedback page's address for its link, in `prefix`'s language. */
async function linkedRide(prefix = '/en') {
  const { tokenId } = await visitor(ctx.server);
  const order = await rideOrder(ctx.server, { tokenId });
  const token = await makeLinkToken(ctx.server.ctx, order.id, new Date());
  window.happyDOM.setURL(`${ctx.server.url}${prefix}/feedback?t=${encodeURIComponent(token)}`);
  return order;
}

describe('FeedbackIsland', () => {
  it('says a page without a link is not valid', async () => {
    render(<FeedbackIsland lang="en" />);
    await screen.findByText(at('en', 'acc.fb.invalid'));
    expect(await violations()).toEqual([]);
  });

  it('shows the ride, names the missing rating and text, then sends the feedback', async () => {
    const order = await linkedRide();
    render(<FeedbackIsland lang="en" />);
    await screen.findByText('How was your ride, Tine?');
    expect(screen.getByText(`Booking ${order.bonnr}`)).toBeTruthy();
    expect(await violations()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: at('en', 'acc.fb.submit') }));
    expect(screen.getByText(at('en', 'acc.fb.ratingRequired'))).toBeTruthy();
    expect(screen.getByText(at('en', 'acc.fb.textRequired'))).toBeTruthy();
    expect(document.activeElement?.id).toBe('feedback-rating-1');
    expect(await violations()).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: at('en', 'acc.fb.rating3') }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'x'.repeat(2001) } });
    fireEvent.click(screen.getByRole('button', { name: at('en', 'acc.fb.submit') }));
    expect(screen.getByText(at('en', 'acc.fb.textTooLong', { max: 2000 }))).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Good & <i>quick</i>.' } });
    expect(screen.getByText(at('en', 'acc.fb.textCount', { count: 20, max: 2000 }))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: at('en', 'acc.fb.submit') }));
    await screen.findByText(at('en', 'acc.fb.done'));
    const { rows } = await ctx.server.ctx.db.query(
      'SELECT rating, body, lang FROM feedback WHERE order_id = $1',
      [order.id],
    );
    expect(rows).toEqual([{ rating: 3, body: 'Good & <i>quick</i>.', lang: 'en' }]);
  });

  it('says so when the link is forged or was used already', async () => {
    await linkedRide('/fr');
    const token = new URL(location.href).searchParams.get('t')!;
    window.happyDOM.setURL(`${ctx.server.url}/fr/feedback?t=${encodeURIComponent(`${token}x`)}`);
    const first = render(<FeedbackIsland lang="fr" />);
    await screen.findByText(at('fr', 'acc.fb.invalid').replace(/\s+/g, ' '));
    first.unmount();
    await ctx.server.api(`/feedback/link/${token}`, {
      token: (await visitor(ctx.server)).token,
      json: { rating: 5, text: 'Parfait.', lang: 'fr' },
    });
    window.happyDOM.setURL(`${ctx.server.url}/fr/feedback?t=${encodeURIComponent(token)}`);
    render(<FeedbackIsland lang="fr" />);
    await screen.findByText(at('fr', 'acc.fb.given').replace(/\s+/g, ' '));
  });

  it('sends a visitor who is not logged in from the account way in to the login page', async () => {
    window.happyDOM.setURL(`${ctx.server.url}/nl/feedback?order=12`);
    const navigate = vi.fn();
    render(<FeedbackIsland lang="nl" navigate={navigate} />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
  });
});

describe('CustomersIsland', () => {
  it('lists approved reviews with the average, each marked with its language and its text as text', async () => {
    const { tokenId } = await visitor(ctx.server);
    for (const [rating, lang, text] of [
      [4, 'fr', 'Très bien <b>vraiment</b>'],
      [5, 'nl', 'Prima'],
    ] as const) {
      const order = await rideOrder(ctx.server, { tokenId });
      const id = await insertFeedback(ctx.server.ctx.db, {
        orderId: order.id,
        rating,
        text,
        lang,
        displayName: 'Tine P.',
        channel: 'link',
      });
      await setFeedbackStatus(ctx.server.ctx.db, id!, 'approved');
    }
    render(<CustomersIsland lang="en" />);
    await screen.findByText(/^Average rating 4\.5 out of 5 \(2 reviews\)$/);
    expect(await violations()).toEqual([]);
    const articles = document.querySelectorAll('article.review');
    expect([...articles].map((a) => a.getAttribute('lang')).sort()).toEqual(['fr', 'nl']);
    const french = document.querySelector('article[lang="fr"]')!;
    expect(french.querySelector('.review-text')?.textContent).toBe('Très bien <b>vraiment</b>');
    expect(french.querySelector('.review-text b')).toBeNull();
    expect(french.querySelector('.review-lang')?.textContent).toBe(at('en', 'acc.cust.lang.fr'));
    expect(french.querySelector('.review-lang')?.closest('[lang]')?.getAttribute('lang')).toBe('en');
  });
});
