/**
 * The dispatcher's landing-time control (LandingControl, issue 26) against a real server: set by hand,
 * the landing moves the return pickup and the control says so, in nl, fr and en, with nothing serious
 * for axe; and the sheet's note of a moved pickup (LandingNote), old → new.
 */
import { backofficeEn } from '../../site/src/i18n/backoffice-en';
import { fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { addDays, brusselsToday } from '../../core';
import { login } from '../../client';
import { createStaffUser } from '../../server/cli/staff-commands';
import LandingControl from '../../site/src/islands/backoffice/LandingControl';
import LandingNote from '../../site/src/islands/backoffice/LandingNote';
import WaitingTimesForm from '../../site/src/islands/backoffice/WaitingTimesForm';
import { accountHttp } from '../../site/src/utils/account-session';
import { ft } from '../../site/src/utils/bo-flights-i18n';
import { STAFF_PASSWORD } from '../support/backoffice-fixtures';
import { ride } from '../support/backoffice-orders-helpers';
import { useSiteServer } from './site-support';

const ctx = useSiteServer('/nl/backoffice');
let staff = 0;

/** Logs the page in as a new dispatcher. */
async function asDispatcher(role: 'dispatcher' | 'operator' = 'dispatcher') {
  const email = `landing${++staff}-${Date.now()}@operator.example`;
  await createStaffUser(ctx.server.ctx.db, { email, password: STAFF_PASSWORD, role });
  await login(accountHttp(), email, STAFF_PASSWORD);
}

/** A paid round trip whose return lands tomorrow at 14:00, pickup 14:30. */
async function returnRide(): Promise<number> {
  const r = await ride(ctx.server, { daysAhead: 1 });
  await ctx.server.ctx.db.query(
    `UPDATE orders SET datumterug = $2, uurvluchtterug = '14:00', pickup_time_terug = '14:30', vluchtnrterug = 'SN3702',
            idluchthaventerug = 'BRU' WHERE id = $1`,
    [r.id, addDays(brusselsToday(new Date()), 1)],
  );
  return r.id;
}

const seriousViolations = async () =>
  (
    await axe.run(document.body, {
      // happy-dom has no layout, so colour contrast is the browser test's.
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
      resultTypes: ['violations'],
    })
  ).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

describe('the landing-time control', () => {
  for (const lang of ['nl', 'fr', 'en'] as const) {
    it(`moves the pickup after a landing set by hand and says so, in ${lang}`, async () => {
      await asDispatcher();
      const id = await returnRide();
      render(<LandingControl lang={lang} orderId={id} what="TB1 T" />);
      const input = screen.getByLabelText(ft(lang, 'landing.label', { leg: 'TB1 T' }));
      fireEvent.change(input, { target: { value: '14:50' } });
      fireEvent.click(screen.getByRole('button', { name: ft(lang, 'landing.save') }));
      const status = await screen.findByRole('status');
      expect(status.textContent).toContain(ft(lang, 'landing.saved', { landing: '14:50', pickup: '15:20' }));
      expect(status.textContent).toContain(ft(lang, 'landing.movedNoDriver', { from: '14:30', to: '15:20' }));
      expect(await seriousViolations()).toEqual([]);
    });
  }

  it('says in the user’s language why a time that is not one was refused', async () => {
    await asDispatcher();
    const id = await returnRide();
    render(<LandingControl lang="en" orderId={id} what="TB1 T" />);
    fireEvent.change(screen.getByLabelText(/Landing time/), { target: { value: '' } });
    // An empty required field is the browser's to refuse; the server refuses a malformed one.
    fireEvent.submit(screen.getByRole('button').closest('form')!);
    // The API's code, not its English sentence, picks the text (issue 30, copy review 2.3).
    const alert = (await screen.findByRole('alert')).textContent;
    expect(alert).toContain(backofficeEn['bo.error.invalid_request']);
    expect(alert).not.toContain('landing_time');
  });
});

describe('the sheet’s note and the waiting times', () => {
  for (const lang of ['nl', 'fr', 'en'] as const) {
    it(`shows a moved pickup old → new and the waiting-time form in ${lang}`, async () => {
      await asDispatcher('operator');
      render(
        <>
          <p>
            14:30
            <LandingNote
              lang={lang}
              leg={{
                landing_time: '14:50',
                landing_source: 'provider',
                landed: false,
                effective_pickup: '15:20',
                pickup_moved_from: '14:30',
              }}
            />
          </p>
          <WaitingTimesForm lang={lang} />
        </>,
      );
      // Read whole: French puts a narrow no-break space before the colon, which the text matcher folds.
      expect(document.querySelector('mark')?.textContent).toBe(
        ft(lang, 'landing.movedNote', { from: '14:30', to: '15:20' }),
      );
      const after = (await screen.findByLabelText(ft(lang, 'waiting.afterLanding'))) as HTMLInputElement;
      expect(after.value).toBe('30');
      expect(await seriousViolations()).toEqual([]);
    });
  }
});
