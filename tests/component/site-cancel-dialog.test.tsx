/**
 * The manage page's cancel dialog (issue 30, copy review 2026-11-27 F2/N4/E2): a free cancellation
 * says so and never tells the customer "€ 0,00 wordt aangerekend"; a charged one names the charge and
 * the refund; nothing to refund has its own sentence. In nl, fr and en.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE, formatEuros, type ManageView } from '../../core';
import { CancelDialog } from '../../site/src/islands/CancelDialog';
import { at } from '../../site/src/utils/account-i18n';
import type { ManageApi } from '../../site/src/utils/manage-api';

afterEach(cleanup);

/** The dialog's first paragraph: what cancelling now refunds and charges. */
const quote = () => document.querySelector('#cancel-dialog p')?.textContent;

// The dialog reads only the quote; the call itself is not made in these tests.
const view = (refund: number, charge: number) =>
  ({ id: 1, cancellation: { terms: 'intl', refund, charge } }) as unknown as ManageView;

const open = (lang: 'nl' | 'fr' | 'en', refund: number, charge: number) =>
  render(
    <CancelDialog
      lang={lang}
      api={{} as ManageApi}
      manageKey="k"
      view={view(refund, charge)}
      onCancelled={() => {}}
      onClose={() => {}}
    />,
  );

describe('the cancel dialog', () => {
  for (const lang of ['nl', 'fr', 'en'] as const) {
    const money = (euros: number) => formatEuros(euros * 100, LOCALE[lang]);

    it(`says a free cancellation is free, without a € 0 charge, in ${lang}`, () => {
      open(lang, 75, 0);
      expect(quote()).toBe(at(lang, 'acc.manage.cancelRefundFree', { refund: money(75) }));
      expect(quote()).not.toContain(money(0));
    });

    it(`names the charge and the refund of a charged cancellation in ${lang}`, () => {
      open(lang, 60, 30);
      expect(quote()).toBe(at(lang, 'acc.manage.cancelRefund', { refund: money(60), charge: money(30) }));
    });

    it(`says nothing is refunded when nothing is in ${lang}`, () => {
      open(lang, 0, 90);
      expect(quote()).toBe(at(lang, 'acc.manage.cancelNoRefund'));
    });
  }
});
