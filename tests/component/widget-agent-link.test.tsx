/**
 * Issue 31: an agent link whose user id is missing or not the licence's was shown "Licence
 * recognised", then Book failed with only "Your booking could not be saved". The server checks the
 * licence and the user id together (server/orders/order-service.ts); the wizard now says in words,
 * in the element's language, what is wrong with the link.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { upsertAgent } from '../../server/data/agents/agents-repo';
import { WIDGET_TEXTS } from '../support/widget-texts';
import { MESSAGES, fillToBook, renderWizard, useTestServer } from './widget-helpers';

const server = useTestServer();

describe('an agent link the order call refuses', () => {
  it.each([
    ['nl', ''],
    ['fr', 'not-the-uid'],
    ['en', ''],
  ] as const)('says in %s that the user id is missing or wrong (uid "%s")', async (lang, uid) => {
    await upsertAgent(server().ctx.db, {
      licence: 'LIC-UID',
      uid: 'u-right',
      name: 'Uid Travel',
      email: 'uid@example.be',
      paymentMethod: 'ONLINE',
    });
    const wizard = await renderWizard({ lang, talic: 'LIC-UID', uid, taname: 'Uid Travel' });
    await fillToBook({ lang });
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${MESSAGES[lang]['nav.book']}$`) }));
    const words = WIDGET_TEXTS[lang]['licence.uidMismatch'];
    await waitFor(() =>
      expect(wizard.events['tb-error'].length + wizard.leave.postForm.mock.calls.length).toBe(1),
    );
    const alert = () => document.querySelector('[role="alert"]')?.textContent;
    await waitFor(() => expect(alert()).toBe(words));
    expect(wizard.events['tb-error']).toEqual([{ action: 'book', message: words }]);
    expect(wizard.leave.postForm).not.toHaveBeenCalled();
  });
});
