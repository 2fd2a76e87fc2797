/**
 * Issue 28: the consents of step 3 name texts the customer can read without leaving the booking. Each
 * of the privacy and terms boxes has a button that opens the site page's own text in the widget's
 * dialog (from the real server's GET /api/legal, which needs `npm run build`): accessible, focus kept
 * inside and given back, and the box left as it was.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import {
  LANGS,
  MESSAGES,
  consentBox,
  fillAddresses,
  fillStart,
  pressNext,
  renderWizard,
  stepShown,
  useTestServer,
} from './widget-helpers';

useTestServer();

describe('the terms and privacy dialog of step 3', () => {
  it.each(LANGS)(
    'opens the site text in %s, traps and returns focus, leaves the box unticked',
    async (lang) => {
      const m = MESSAGES[lang];
      const { host } = await renderWizard({ lang });
      await fillStart({ lang });
      await fillAddresses({ lang });
      pressNext(lang);
      await stepShown('person.heading', lang);
      // The consent sentence names both texts as buttons beside its one box (issue 31).
      for (const button of ['person.termsLink', 'person.privacyLink'] as const) {
        const read = screen.getByRole('button', { name: m[button] });
        read.focus();
        fireEvent.click(read);
        const dialog = await screen.findByRole('dialog');
        const text = await within(dialog).findByTestId('legal-text');
        expect(text.querySelectorAll('h2').length).toBeGreaterThan(2);
        // Its name is the page's own heading, not the button's words.
        expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
        expect(dialog.contains(document.activeElement)).toBe(true);
        const result = await axe.run(host, {
          rules: { 'color-contrast': { enabled: false } },
          resultTypes: ['violations'],
        });
        expect(result.violations.map((v) => v.id)).toEqual([]);
        fireEvent.keyDown(dialog, { key: 'Escape' });
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(document.activeElement).toBe(read);
        expect((consentBox(lang) as HTMLInputElement).checked).toBe(false);
      }
    },
  );
});
