/**
 * Issue 28: the overview labels each leg's time and shows the estimated pickup. It showed the flight
 * time beside the date without a word, so a customer read 10:30 as the pickup. Now the departure says
 * "Flight departure time: 10:30" and "Estimated pickup time" (the flight less the airport margin and
 * the drive the price call gives, core's pickupInstant), the return "Landing time: 18:45".
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WIDGET_TEXTS } from '../support/widget-texts';
import { fillAddresses, fillStart, renderWizard, useTestServer } from './widget-helpers';

useTestServer();
const x = WIDGET_TEXTS.en;
const text = (id: keyof typeof x, time: string) => x[id].replace('{time}', time);

describe('the overview of an airport booking', () => {
  it('labels the flight and landing times and shows the estimated pickup', async () => {
    const wizard = await renderWizard();
    await fillStart();
    await fillAddresses();
    expect(await screen.findByText(text('overview.flightTime', '10:30'))).toBeTruthy();
    expect(screen.getByText(text('overview.landingTime', '18:45'))).toBeTruthy();
    // The drive of the price call's answer, and the default margin of two hours before the flight.
    await waitFor(() => expect(wizard.events['tb-price'].length).toBeGreaterThan(0));
    const estimate = (await screen.findByTestId('pickup-estimate')).textContent ?? '';
    const [, hh, mm] = /^Estimated pickup time: (\d\d):(\d\d)$/.exec(estimate) ?? [];
    expect(estimate.startsWith(text('overview.pickupEstimate', ''))).toBe(true);
    // Two hours before the 10:30 flight, less a drive from Brussels to the airport.
    const minute = Number(hh) * 60 + Number(mm);
    expect(minute).toBeLessThan(8 * 60 + 30);
    expect(minute).toBeGreaterThan(7 * 60);
  });
});
