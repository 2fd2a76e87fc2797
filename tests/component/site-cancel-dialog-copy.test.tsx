/**
 * The manage page's cancel dialog says what cancelling now costs (issue 30, copy review E2/N4/F2): a
 * free cancellation names no charge, so no customer reads "€0.00 is charged", and a charged one names
 * the charge beside the coupon. In nl, fr and en.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE, REFUND_COUPON_VALID_YEARS, formatEuros, type ManageView } from '../../core';
import type { ManageApi } from '../../site/src/utils/manage-api';
import { CancelDialog } from '../../site/src/islands/CancelDialog';
import { at } from '../../site/src/utils/account-i18n';

afterEach(cleanup);

/** A paid booking of €90 whose cancellation now would charge `charge` and refund the rest. */
const view = (charge: number) =>
  ({ id: 1, cancellation: { terms: 'intl', charge, refund: 90 - charge } }) as unknown as ManageView;

/** The dialog is only read here: a call to the server would fail the test. */
const api = {} as ManageApi;

/** The dialog's first paragraph, the refund message. */
const message = () => screen.getByRole('dialog').querySelector('p')!.textContent;

describe('the cancel dialog', () => {
  for (const lang of ['nl', 'fr', 'en'] as const) {
    const money = (euros: number) => formatEuros(euros * 100, LOCALE[lang]);

    it(`names no charge for a free cancellation in ${lang}`, () => {
      render(
        <CancelDialog
          lang={lang}
          api={api}
          manageKey="k"
          view={view(0)}
          onCancelled={() => {}}
          onClose={() => {}}
        />,
      );
      expect(message()).toBe(
        at(lang, 'acc.manage.cancelFree', {
          refund: money(90),
          refundCouponYears: REFUND_COUPON_VALID_YEARS,
        }),
      );
      // "€0.00" / "€ 0,00" / "0,00 €" as an amount of its own, not the tail of "€90.00".
      const zero = money(0).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(message()).not.toMatch(new RegExp(`(^|[^\\d,.])${zero}`));
    });

    it(`names the charge and the coupon for a charged cancellation in ${lang}`, () => {
      render(
        <CancelDialog
          lang={lang}
          api={api}
          manageKey="k"
          view={view(15)}
          onCancelled={() => {}}
          onClose={() => {}}
        />,
      );
      expect(message()).toBe(at(lang, 'acc.manage.cancelRefund', { refund: money(75), charge: money(15) }));
    });
  }

  it('reads as British English', () => {
    render(
      <CancelDialog
        lang="en"
        api={api}
        manageKey="k"
        view={view(0)}
        onCancelled={() => {}}
        onClose={() => {}}
      />,
    );
    expect(message()).toBe(
      'You can cancel free of charge. You will receive €90.00 back as a discount coupon, valid for 1 year on a new booking.',
    );
  });
});
