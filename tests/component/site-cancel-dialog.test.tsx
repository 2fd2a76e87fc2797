/**
 * The manage page's cancel dialog (issue 30, copy review N4, F2, E2): a free cancellation names no
 * charge, so the customer never reads "€ 0,00 wordt aangerekend"; a charged one names the charge
 * under our cancellation terms; nothing refunded says so. In nl, fr and en.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE, REFUND_COUPON_VALID_YEARS, formatEuros, type ManageView } from '../../core';
import { CancelDialog } from '../../site/src/islands/CancelDialog';
import type { ManageApi } from '../../site/src/utils/manage-api';
import { at } from '../../site/src/utils/account-i18n';

afterEach(cleanup);

/** A paid booking whose cancellation now refunds `refund` euros and charges `charge` euros. */
const view = (refund: number, charge: number) =>
  ({
    id: 1,
    receipt: 'TB100042',
    status: 'paid',
    cancellation: { terms: 'nl', refund, charge },
  }) as unknown as ManageView;

/** An API the dialog must not call: these tests only read what it says before confirming. */
const api = {} as ManageApi;

/** The text as Testing Library matches it: its default normalizer turns no-break spaces into spaces. */
const shown = (text: string) => text.replace(/\s+/g, ' ').trim();

const open = (lang: 'nl' | 'fr' | 'en', refund: number, charge: number) =>
  render(
    <CancelDialog
      lang={lang}
      api={api}
      manageKey="k"
      view={view(refund, charge)}
      onCancelled={() => undefined}
      onClose={() => undefined}
    />,
  );

describe('the cancel dialog', () => {
  for (const lang of ['nl', 'fr', 'en'] as const) {
    const money = (euros: number) => formatEuros(euros * 100, LOCALE[lang]);

    it(`names no charge for a free cancellation, and the coupon's validity, in ${lang}`, () => {
      open(lang, 180, 0);
      const text = at(lang, 'acc.manage.cancelFree', { refund: money(180) });
      expect(text).toContain(String(REFUND_COUPON_VALID_YEARS));
      // No amount of zero anywhere in the message ("€ 0,00", "0,00 €", "€0.00").
      expect(screen.getByText(shown(text)).textContent).not.toMatch(/(^|\D)0[,.]00/);
    });

    it(`names the charge and the refund of a charged cancellation in ${lang}`, () => {
      open(lang, 90, 90);
      expect(
        screen.getByText(
          shown(at(lang, 'acc.manage.cancelRefund', { refund: money(90), charge: money(90) })),
        ),
      ).toBeTruthy();
    });

    it(`says nothing is refunded when nothing is, in ${lang}`, () => {
      open(lang, 0, 180);
      expect(screen.getByText(shown(at(lang, 'acc.manage.cancelNoRefund')))).toBeTruthy();
    });
  }

  it('reads as the review asks in Dutch', () => {
    open('nl', 180, 0);
    expect(screen.getByText(/^U annuleert kosteloos\. U krijgt € 180,00 terug als kortingsbon/)).toBeTruthy();
    cleanup();
    open('nl', 90, 90);
    expect(
      screen.getByText(
        'Volgens onze annuleringsvoorwaarden rekenen we € 90,00 aan. U krijgt € 90,00 terug als kortingsbon.',
      ),
    ).toBeTruthy();
  });
});
