/**
 * The manage page's pickup-time wish (issue 27) against a real server, in nl, fr and en: the controls
 * pass axe, a time more than an hour away is refused at the field (named and announced), and a wish
 * within the hour is sent and shown as waiting for the dispatcher.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { addDays, brusselsToday } from '../../core';
import { PickupWishSection } from '../../site/src/islands/PickupWishSection';
import { at } from '../../site/src/utils/account-i18n';
import { startSession } from '../../site/src/utils/account-session';
import { manageApi } from '../../site/src/utils/manage-api';
import { book } from '../support/manage-helpers';
import { useSiteServer } from './site-support';

/** Collapses white space (French narrow no-break spaces too) as Testing Library does with the page's text. */
const norm = (text: string) => text.replace(/\s+/g, ' ');

const ctx = useSiteServer('/manage');

/** Runs axe on the rendered section (happy-dom has no layout, so colour contrast is the browser test's). */
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    resultTypes: ['violations'],
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe.each(['nl', 'fr', 'en'] as const)('the pickup-time wish in %s', (lang) => {
  it('passes axe, names a time too far away at the field, and sends one within the hour', async () => {
    const order = await book(ctx.server, { taal: lang === 'nl' ? 'NL' : lang === 'fr' ? 'FR' : 'EN' });
    await ctx.server.ctx.db.query(
      `UPDATE orders SET datumheen = $2, pickup_time_heen = '08:00', uurvluchtheen = '12:00' WHERE id = $1`,
      [order.id, addDays(brusselsToday(new Date()), 10)],
    );
    const api = manageApi(lang);
    await startSession();
    const access = await api.open(order.ecode, 'tine@example.be');
    render(<PickupWishSection lang={lang} api={api} manageKey={access.manage_key} view={access.order} />);

    const leg = at(lang, 'acc.manage.leg.H');
    const time = screen.getByLabelText(
      new RegExp(norm(at(lang, 'acc.wish.time', { leg })).replace(/[()]/g, '.')),
    );
    expect(await violations()).toEqual([]);

    fireEvent.change(time, { target: { value: '10:30' } });
    fireEvent.click(screen.getByRole('button', { name: at(lang, 'acc.wish.send', { leg }) }));
    const tooFar = await screen.findByText(norm(at(lang, 'acc.wish.tooFar', { minutes: 60 })));
    expect(tooFar.getAttribute('role')).toBe('alert');
    expect(time.getAttribute('aria-describedby')).toContain(tooFar.id);
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(await violations()).toEqual([]);

    fireEvent.change(time, { target: { value: '07:30' } });
    fireEvent.click(screen.getByRole('button', { name: at(lang, 'acc.wish.send', { leg }) }));
    await screen.findByText(norm(at(lang, 'acc.wish.open', { leg, time: '07:30' })));
    expect(await violations()).toEqual([]);
    const { rows } = await ctx.server.ctx.db.query(
      'SELECT wished_time, status FROM pickup_wishes WHERE order_id = $1',
      [order.id],
    );
    expect(rows).toEqual([{ wished_time: '07:30', status: 'open' }]);
  });
});
