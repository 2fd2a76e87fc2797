/**
 * Accessibility of every step (WCAG 2.2 AA): axe-core runs in happy-dom on the real element's shadow
 * root (step 0) and on each later step and dialog. happy-dom has no layout, so axe's color-contrast
 * rule cannot measure anything there; contrast is checked in Chromium by the e2e tests.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { TAG } from '../../widget/contract';
import { defineTransferBooking } from '../../widget/element';
import {
  MESSAGES,
  fillAddresses,
  fillPerson,
  fillStart,
  pressNext,
  renderWizard,
  stepShown,
  useTestServer,
} from './widget-helpers';

useTestServer();
const m = MESSAGES.en;

/** Runs axe on `context` and returns its violations as short readable lines. */
async function violations(context: axe.ElementContext): Promise<string[]> {
  const result = await axe.run(context, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility (axe-core)', () => {
  it('step 0 inside the real element has no violations, in nl, fr and en', async () => {
    defineTransferBooking();
    for (const lang of ['nl', 'fr', 'en'] as const) {
      document.body.innerHTML = `<main><h1>Host</h1><${TAG} lang="${lang}" draft-key="ax-${lang}"></${TAG}></main>`;
      const host = document.querySelector(TAG) as HTMLElement;
      await waitFor(() =>
        expect(host.shadowRoot?.querySelector('h2[part="heading"]')?.textContent).toBe(
          MESSAGES[lang]['start.heading'],
        ),
      );
      // Airports arrive after the session: wait for them, they are part of what is checked.
      await waitFor(() => expect(host.shadowRoot?.querySelectorAll('option').length).toBeGreaterThan(1));
      expect(await violations(host)).toEqual([]);
      // Errors shown after Next keep the form accessible.
      fireEvent.click(host.shadowRoot?.querySelector('button[type="submit"]') as HTMLElement);
      await waitFor(() => expect(host.shadowRoot?.querySelector('[aria-invalid="true"]')).toBeTruthy());
      expect(await violations(host)).toEqual([]);
    }
    // The check is not vacuous here: an unlabelled field inside the shadow root is reported.
    const host = document.querySelector(TAG) as HTMLElement;
    host.shadowRoot?.querySelector('form')?.append(document.createElement('input'));
    expect((await violations(host)).join('\n')).toMatch(/^label:/m);
    document.body.innerHTML = '';
  });

  it('steps 1, 2 and 3, their errors, the coupon popup and the warning dialog have no violations', async () => {
    const { host } = await renderWizard();
    await fillStart();
    expect(await violations(host)).toEqual([]);
    pressNext();
    await waitFor(() => expect(host.querySelector('[aria-invalid="true"]')).toBeTruthy());
    expect(await violations(host)).toEqual([]);
    await fillAddresses();
    expect(await violations(host)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: m['overview.addCoupon'] }));
    await screen.findByRole('dialog');
    expect(await violations(host)).toEqual([]);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    pressNext();
    await stepShown('person.heading');
    fireEvent.click(screen.getByRole('button', { name: m['nav.book'] }));
    await waitFor(() => expect(host.querySelector('[aria-invalid="true"]')).toBeTruthy());
    expect(await violations(host)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: m['nav.previous'] }));
    await stepShown('extras.heading');
    fireEvent.change(screen.getByLabelText(/^Suitcases/), { target: { value: '0' } });
    await fillPerson();
    fireEvent.click(screen.getByRole('button', { name: m['nav.book'] }));
    await screen.findByRole('alertdialog');
    expect(await violations(host)).toEqual([]);
  });
});
