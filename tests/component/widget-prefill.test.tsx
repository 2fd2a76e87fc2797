/**
 * Issue 28: the wizard prefills the traveller's name, e-mail and mobile and keeps the page's campaign
 * values from attributes and the page URL, and checks a prefilled coupon like a typed one (against the
 * real server): a valid one is listed, an invalid one is shown in the coupon dialog with its message.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, brusselsToday } from '../../core/dates';
import { DEFAULT_BOOKING_SETTINGS } from '../../core';
import { createHttp } from '../../client';
import { upsertCoupon } from '../../server/data/coupons/coupons-repo';
import { createBookingApi } from '../../widget/api/booking';
import { createTranslate } from '../../widget/i18n';
import { createBookingStore } from '../../widget/store/create';
import type { StoreDeps } from '../../widget/store/types';
import { MESSAGES, renderWizard, useTestServer } from './widget-helpers';

const server = useTestServer();
const m = MESSAGES.en;

/**
 * A store started with the page URL query `query`, whose session is anonymous: the prefill is applied
 * as the element starts (its chunk loads while the session does).
 */
async function store(attrs: Record<string, string>, query: string) {
  const http = createHttp(`${server().url}/api`);
  const deps: StoreDeps = {
    api: createBookingApi(http),
    http,
    lang: 'en',
    t: createTranslate('en', MESSAGES.en),
    draftKey: 'prefill',
    emit: () => undefined,
    now: () => new Date('2031-03-10T09:00:00Z'),
    loadPhoneCheck: async () => () => true,
    session: async () => ({ userId: 0 }),
  };
  const created = createBookingStore(deps, attrs, new URLSearchParams(query), DEFAULT_BOOKING_SETTINGS);
  await created.getState().init();
  return created;
}

describe('prefill from the page', () => {
  it('fills name, e-mail and mobile from the URL, an attribute winning over the URL', async () => {
    const d = (
      await store(
        { firstName: 'Bram' },
        'first-name=An&last-name=Peeters&email=an%40example.be&mobile=0470123456',
      )
    ).getState().draft;
    expect(d).toMatchObject({
      firstName: 'Bram',
      lastName: 'Peeters',
      email: 'an@example.be',
      phone: '+32470123456',
    });
  });

  it('keeps the campaign values and partner of the page in the draft, also when a draft is resumed', async () => {
    (await store({}, 'PARTNER=RPART&utm_campaign=lente-2027')).getState().setField('flightDeparture', 'SN1');
    const d = (await store({}, 'PARTNER=RPART&utm_source=krant&campaign=LENTE')).getState().draft;
    expect(d.flightDeparture).toBe('SN1');
    expect(d.partner).toBe('RPART');
    expect(d.attribution).toEqual({ utm_source: 'krant', campaign: 'LENTE' });
  });
});

describe('a prefilled coupon', () => {
  it('is checked and listed when valid, and shown in the dialog with its message when not', async () => {
    const today = brusselsToday(new Date());
    await upsertCoupon(server().ctx.db, {
      code: 'LENTE10',
      campaign: 'LENTE',
      kind: 'campaign',
      amountCents: null,
      percent: 10,
      validFrom: addDays(today, -1),
      validUntil: addDays(today, 365),
      maxUses: null,
    });
    const good = await renderWizard({ coupon: 'LENTE10' });
    expect(await screen.findByRole('button', { name: 'Remove coupon LENTE10' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    good.unmount();

    window.happyDOM.setURL(`${server().url}/?coupon=NEP-CODE`);
    await renderWizard();
    const dialog = await screen.findByRole('dialog', { name: m['coupon.title'] });
    await within(dialog).findByText(m['coupon.invalid']);
    expect((within(dialog).getByRole('textbox', { name: m['coupon.code'] }) as HTMLInputElement).value).toBe(
      'NEP-CODE',
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /Remove coupon/ })).toBeNull());
  });
});
