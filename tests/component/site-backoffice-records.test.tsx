/**
 * The records of an opened order in the back office (OrderRecords) render core's answer shape
 * (BackofficeOrderDetail, issue 25): each list a table whose columns are named in the reader's
 * language, amounts in euros, closed-list words translated, and an empty list as "None.".
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackofficeOrderDetail } from '../../core';
import OrderRecords from '../../site/src/islands/backoffice/OrderRecords';
import { boOrdersEn as t } from '../../site/src/i18n/bo-orders-en';

/** An opened order with one payment attempt and one coupon, every other list empty. */
const detail: BackofficeOrderDetail = {
  order: {
    id: 7,
    bonnr: 'TB1007',
    ecode: 'ABC123',
    status: 'paid',
    taal: 'EN',
    total_cents: 9000,
    balance_due_cents: 0,
    heenterug: 'H',
    soortvervoer: 'comfort',
    pax: 2,
    koffers: 2,
    rolstoelen: 0,
    skis: 0,
    kinderwagens: 0,
    golfbags: 0,
    fietskoffers: 0,
    rollators: 0,
    cargo: 0,
    aantalks1: 0,
    aantalks2: 0,
    aantalks3: 0,
    aantalks4: 0,
    huisdieren: 0,
    remarks: '',
    vroegeropluchthaven: null,
    voornaam: 'Tine',
    naam: 'Peeters',
    telklant: '+32470000000',
    emailklant: 'tine@example.be',
    po: '',
    promo: '',
    talic: '',
    naamagent: '',
    emailagent: '',
    event_id: null,
    event: '',
    user_id: null,
    portal: 0,
    created_at: '2026-11-20T09:00:00Z',
  },
  legs: [],
  attempts: [{ id: 1, reference: 'TB1007-1', amount_cents: 9000, created_at: '2026-11-20T09:01:00Z' }],
  payment_events: [],
  status_changes: [],
  coupons: [{ code: 'WELKOM', kind: 'campaign', reduction_cents: 500 }],
  lost_coupons: [],
  refund_coupons: [],
  changes: [],
  cancellations: [],
  refund_choices: [],
  mails: [],
  confirmation: null,
  owed_mails: [],
  sms: [],
  audit: [],
  cancel: {
    open: true,
    terms: 'intl',
    refund_cents: 9000,
    charge_cents: 0,
    paid_cents: 9000,
    card_cents: 9000,
  },
};

/** The table captioned `caption`. */
const table = (caption: string) => screen.getByRole('table', { name: caption });

describe('OrderRecords', () => {
  afterEach(cleanup);

  it("shows each list of core's answer as a table in the reader's language", () => {
    render(<OrderRecords lang="en" detail={detail} />);
    const attempts = within(table(t['detail.attempts']));
    expect(attempts.getByRole('columnheader', { name: t['field.reference'] })).toBeTruthy();
    expect(attempts.getByRole('columnheader', { name: t['field.amount_cents'] })).toBeTruthy();
    expect(attempts.getByRole('cell', { name: 'TB1007-1' })).toBeTruthy();
    expect(attempts.getByRole('cell', { name: /90[.,]00/ })).toBeTruthy();
    const coupons = within(table(t['detail.coupons']));
    expect(coupons.getByRole('cell', { name: 'WELKOM' })).toBeTruthy();
    expect(coupons.getByRole('cell', { name: t['kind.campaign'] })).toBeTruthy();
    expect(coupons.getByRole('cell', { name: /5[.,]00/ })).toBeTruthy();
  });

  it('says "None." under the heading of an empty list', () => {
    render(<OrderRecords lang="en" detail={detail} />);
    const heading = screen.getByRole('heading', { name: t['detail.mails'] });
    expect(heading.nextElementSibling?.textContent).toBe(t['detail.nothing']);
    expect(screen.queryByRole('table', { name: t['detail.mails'] })).toBeNull();
  });

  it('lists the SMS sent with their delivery in the reader’s language (issue 26)', () => {
    const sms = {
      kind: 'driver_notice',
      recipient: '+32470123456',
      body: 'Ride TB1007 on 14/03/2031 at 07:15: your driver Sofie (+32476554433) picks you up.',
      created_at: '2031-03-10T09:00:00.000Z',
      sent_at: '2031-03-10T09:00:01.000Z',
      delivery: 'delivered',
      delivery_error: '',
      reported_at: '2031-03-10T09:00:05.000Z',
      last_error: null,
    };
    render(<OrderRecords lang="en" detail={{ ...detail, sms: [sms] }} />);
    const list = within(table(t['detail.sms']));
    expect(list.getByRole('columnheader', { name: t['field.delivery'] })).toBeTruthy();
    expect(list.getByRole('cell', { name: t['delivery.delivered'] })).toBeTruthy();
    expect(list.getByRole('cell', { name: t['kind.driver_notice'] })).toBeTruthy();
    expect(list.getByRole('cell', { name: sms.body })).toBeTruthy();
  });
});
