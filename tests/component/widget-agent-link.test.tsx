/**
 * Issue 31: an agent link whose user id is missing or not the licence's was shown "Licence
 * recognised", then Book failed with only "Your booking could not be saved". The server checks the
 * licence and the user id together (server/pricing/agent-link.ts); the wizard asks as soon as step 0
 * shows and says there, in the element's language, what is wrong with the link; the overview no longer
 * calls a bad pair recognised, and Book with a bad pair gives the same words.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { upsertAgent } from '../../server/data/agents/agents-repo';
import { WIDGET_TEXTS } from '../support/widget-texts';
import { MESSAGES, fillToBook, renderWizard, useTestServer } from './widget-helpers';

const server = useTestServer();

beforeEach(async () => {
  // Every test's bad pairs count in the look-up throttle of the one client address; start afresh.
  await server().ctx.db.query('DELETE FROM code_lookups');
  await upsertAgent(server().ctx.db, {
    licence: 'LIC-UID',
    uid: 'u-right',
    name: 'Uid Travel',
    email: 'uid@example.be',
    paymentMethod: 'ONLINE',
  });
});

const stepMessage = () => screen.getByTestId('agent-link-message');
const overviewMessage = () => screen.getByTestId('licence-message');

describe('an agent link on step 0', () => {
  it.each([
    ['nl', 'LIC-UID', '', 'licence.uidMissing'],
    ['fr', 'LIC-UID', '', 'licence.uidMissing'],
    ['en', 'LIC-UID', '', 'licence.uidMissing'],
    ['en', 'LIC-UID', 'someone-else', 'licence.uidMismatch'],
    ['fr', 'NO-SUCH-LICENCE', 'u-right', 'licence.unknown'],
  ] as const)(
    'says in %s what is wrong with licence %s and uid "%s", before any address',
    async (lang, talic, uid, key) => {
      await renderWizard({ lang, talic, uid, taname: 'Uid Travel' });
      const words = WIDGET_TEXTS[lang][key];
      await waitFor(() => expect(stepMessage().textContent).toBe(words));
      expect(stepMessage().getAttribute('role')).toBe('status');
      expect(stepMessage().getAttribute('aria-live')).toBe('polite');
      expect(stepMessage().className).toContain('error');
      // The overview beside step 0 says the same, and never that the licence is recognised.
      await waitFor(() => expect(overviewMessage().textContent).toBe(words));
      expect(document.body.textContent).not.toContain(WIDGET_TEXTS[lang]['licence.known']);
      // Announced once: on step 0 the overview's line is not a second live region with the same words.
      const live = [...document.querySelectorAll('[role="status"]')].filter((e) => e.textContent === words);
      expect(live).toEqual([stepMessage()]);
      const { violations } = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false } },
        resultTypes: ['violations'],
      });
      expect(violations.map((v) => v.id)).toEqual([]);
    },
  );

  it('says nothing on step 0 for a valid pair, and the overview recognises the licence', async () => {
    await renderWizard({ lang: 'nl', talic: 'lic-uid', uid: 'u-right', taname: 'Uid Travel' });
    await waitFor(() => expect(overviewMessage().textContent).toBe(WIDGET_TEXTS.nl['licence.known']));
    expect(stepMessage().textContent).toBe('');
    expect(stepMessage().className).not.toContain('error');
  });

  it('shows no link message without agent mode', async () => {
    await renderWizard({ lang: 'en' });
    expect(screen.queryByTestId('agent-link-message')).toBeNull();
    expect(screen.getByText(MESSAGES.en['start.agentNotice'])).toBeTruthy();
  });
});

describe('an agent link the order call refuses', () => {
  it.each([
    ['nl', '', 'licence.uidMissing'],
    ['fr', 'not-the-uid', 'licence.uidMismatch'],
    ['en', '', 'licence.uidMissing'],
  ] as const)('says in %s on Book what is wrong with uid "%s"', async (lang, uid, key) => {
    const wizard = await renderWizard({ lang, talic: 'LIC-UID', uid, taname: 'Uid Travel' });
    await fillToBook({ lang });
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${MESSAGES[lang]['nav.book']}$`) }));
    const words = WIDGET_TEXTS[lang][key];
    await waitFor(() =>
      expect(wizard.events['tb-error'].length + wizard.leave.postForm.mock.calls.length).toBe(1),
    );
    const alert = () => document.querySelector('[role="alert"]')?.textContent;
    await waitFor(() => expect(alert()).toBe(words));
    expect(wizard.events['tb-error']).toEqual([{ action: 'book', message: words }]);
    expect(wizard.leave.postForm).not.toHaveBeenCalled();
  });
});
