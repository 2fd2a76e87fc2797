/**
 * Step 2 as a customer uses it in Chromium (issue 17): each type's card shows the total the overview
 * gives once that type is chosen (Combi, when it cannot be booked for the date, says so), the
 * transport type chosen on its card is booked at the card's price, a stepper keeps to its limits by keyboard and by pointer, a pet is charged as
 * the tariff says, a wrong PO number is reported in its field before Book, and remarks reach the order
 * as typed (their e-mail and calendar escaping: tests/api/orders/pets-remarks.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_LIMITS, EXTRA_PRICES } from '../../core';
import { WIDGET_TEXTS } from '../support/widget-texts';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { fillAddresses, fillPerson, fillStart, openWidget } from './wizard-helpers';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

const euros = (text: string) => Number(/€\s?([\d,]+\.\d{2})/.exec(text)?.[1]?.replace(',', '') ?? NaN);

describe('step 2 in Chromium', () => {
  it('books the Business card at its price, with a pet, keeping the steppers in their limits', async () => {
    const page = await openWidget(browser, server.url);
    page.setDefaultTimeout(20_000);
    const legs = { departure: true, arrival: false };
    await fillStart(page, legs);
    await fillAddresses(page, legs);

    // The passengers' stepper by keyboard: End and Home go to the limits, the arrows step once.
    const pax = page.getByRole('spinbutton', { name: /^Passengers/ });
    await pax.focus();
    await page.keyboard.press('End');
    await expect.poll(() => pax.getAttribute('aria-valuenow')).toBe(String(COUNT_LIMITS.pax.max));
    await page.keyboard.press('ArrowUp');
    expect(await pax.getAttribute('aria-valuenow')).toBe(String(COUNT_LIMITS.pax.max));
    await page.keyboard.press('Home');
    await expect.poll(() => pax.getAttribute('aria-valuenow')).toBe(String(COUNT_LIMITS.pax.min));
    // … and by pointer: − is disabled at the minimum, + steps up.
    const paxStepper = pax.locator('xpath=..');
    expect(await paxStepper.locator('[data-step="down"]').isDisabled()).toBe(true);
    await paxStepper.locator('[data-step="up"]').click();
    await expect.poll(() => pax.getAttribute('aria-valuenow')).toBe(String(COUNT_LIMITS.pax.min + 1));

    // One pet, by pointer: the overview lists it at the tariff's price.
    const pets = page.getByRole('spinbutton', { name: /^Pets/ });
    await pets.locator('xpath=..').locator('[data-step="up"]').click();
    await expect.poll(() => pets.getAttribute('aria-valuenow')).toBe('1');
    const petLine = page.getByText(/1 × Pets/);
    await petLine.waitFor();
    expect(euros((await petLine.textContent()) ?? '') * 100).toBe(EXTRA_PRICES.pet);

    // Combi and Comfort, on the same page: once a type is chosen, the overview's total is its card's
    // price. Combi may not run on the date fillStart picks (its notice period or cut-off); its card
    // then says so instead of a price, and its radio cannot be chosen.
    const total = page.getByTestId('total');
    const cardMinusTotal = async (price: ReturnType<typeof page.getByTestId>) =>
      euros((await price.textContent()) ?? '') - euros((await total.textContent()) ?? '');
    for (const [tp, name] of [
      ['COMBINATIE', /^Combi/],
      ['COMFORT', /^Comfort/],
    ] as const) {
      const radio = page.getByRole('radio', { name });
      const price = page.getByTestId(`price-${tp}`);
      // The card's answer is in once it shows a price or says the type is not available.
      await expect
        .poll(async () => /€/.test((await price.textContent()) ?? '') || (await radio.isDisabled()))
        .toBe(true);
      if (await radio.isDisabled()) {
        expect(tp, `${tp} is always available`).toBe('COMBINATIE');
        await expect.poll(() => price.textContent()).toBe(WIDGET_TEXTS.en['cards.unavailable']);
        continue;
      }
      await radio.check();
      await expect.poll(() => cardMinusTotal(price), { message: `${tp}: card and total` }).toBe(0);
    }

    // The Business card, once its price is in: that price is what the order is charged.
    const businessPrice = page.getByTestId('price-BUSINESS');
    await expect.poll(async () => euros((await businessPrice.textContent()) ?? '')).toBeGreaterThan(0);
    await page.getByRole('radio', { name: /^Business/ }).check();
    await page.getByRole('textbox', { name: 'Notes for the driver' }).fill('<b>Bel aan</b> bij nummer 16');
    // Once the price and the cards are recalculated for the pet, the card and the total agree.
    await expect.poll(() => cardMinusTotal(businessPrice)).toBe(0);
    const cardPrice = euros((await businessPrice.textContent()) ?? '');
    await fillPerson(page);
    await expect.poll(async () => euros((await total.textContent()) ?? '')).toBe(cardPrice);

    // A wrong PO number is reported in its field before Book.
    const po = page.getByRole('textbox', { name: /^PO number/ });
    await po.fill('NOPE-123');
    await expect.poll(() => po.getAttribute('aria-invalid')).toBe('true');

    await po.fill('');
    await expect.poll(() => po.getAttribute('aria-invalid')).toBeNull();
    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().includes('/sandbox/orderstandard'),
    );
    await page.getByRole('button', { name: 'Book and pay' }).click();
    const form = new URLSearchParams((await posted).postData() ?? '');
    // The one order this server has taken: at the card's price, with the pet and the remarks as typed.
    const { rows } = await server.ctx.db.query<{
      total_cents: number;
      soortvervoer: string;
      huisdieren: number;
      remarks: string;
    }>('SELECT total_cents, soortvervoer, huisdieren, remarks FROM orders ORDER BY id DESC LIMIT 1');
    expect(Number(rows[0]?.total_cents)).toBe(Math.round(cardPrice * 100));
    expect(Number(form.get('AMOUNT'))).toBe(Math.round(cardPrice * 100));
    expect(rows[0]).toMatchObject({ huisdieren: 1, remarks: '<b>Bel aan</b> bij nummer 16' });
    expect(rows[0]?.soortvervoer.toLowerCase()).toBe('business');
    // Closing the page while the payment page is still loading can hang Chromium: let it arrive first.
    await page.waitForURL(/\/sandbox\/orderstandard/);
    await page.close();
  });
});
