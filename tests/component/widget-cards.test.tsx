/**
 * Issue 17 in the wizard, against the real server: the vehicle cards' prices are what Book charges,
 * the steppers keep every count in its limits by keyboard and pointer, the overview's extras and
 * discounts add up to its total, pets are charged as the tariff says, and a wrong PO number or an
 * unknown agent licence is reported before Book.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COUNT_LIMITS } from '../../core/limits';
import { EXTRA_PRICES } from '../../core/tariff';
import { upsertAgent } from '../../server/data/agents/agents-repo';
import { WIDGET_TEXTS } from '../support/widget-texts';
import {
  LANGS,
  MESSAGES,
  fillAddresses,
  fillPerson,
  fillStart,
  renderWizard,
  type,
  useTestServer,
} from './widget-helpers';
import { createTranslate } from '../../widget/i18n';
import { RULE_VALUES } from '../../widget/i18n/rule-values';

const server = useTestServer();
const m = MESSAGES.en;
/** A child seat's label as the wizard shows it, its ages filled from core (widget/i18n/rule-values.ts). */
const seatLabel = (key: 'extras.childSeatsSmall' | 'extras.childSeatsMedium') =>
  createTranslate('en', m)(key, RULE_VALUES);
const x = WIDGET_TEXTS.en;
const euros = (text: string) => Number(/€\s?([\d,]+\.\d{2})/.exec(text)?.[1]?.replace(',', '') ?? NaN);
const cardPrice = (tp: string) => screen.getByTestId(`price-${tp}`).textContent ?? '';
// A required count's name goes on with the spoken required mark.
const spin = (label: string) =>
  screen.getByRole('spinbutton', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
/** The pointer's − or + button of a stepper. */
const stepButton = (input: HTMLElement, dir: 'up' | 'down') =>
  input.parentElement!.querySelector<HTMLButtonElement>(`button[data-step="${dir}"]`)!;
const total = () => euros(screen.getByTestId('total').textContent ?? '');

/** Waits until every bookable card shows a price. */
async function pricedCards() {
  await waitFor(() => {
    for (const tp of ['COMFORT', 'BUSINESS']) expect(cardPrice(tp)).toMatch(/€/);
  });
}

describe('the vehicle cards', () => {
  it('show each type with its price, and booking a type charges the price on its card', async () => {
    const wizard = await renderWizard();
    await fillStart();
    await fillAddresses();
    await pricedCards();
    const business = euros(cardPrice('BUSINESS'));
    expect(business).toBeGreaterThan(euros(cardPrice('COMFORT')));
    const radio = screen.getByRole('radio', {
      name: new RegExp(`^${m['extras.type.BUSINESS'].replace(/[()]/g, '\\$&')}`),
    });
    // The radio's name carries the price, so a screen reader hears it with the type.
    expect(radio.getAttribute('id')).toBeTruthy();
    expect(screen.getByText(x['cards.desc.BUSINESS'])).toBeTruthy();
    fireEvent.click(radio);
    await waitFor(() => expect(total()).toBe(business));
    await fillPerson();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${m['nav.book']}$`) }));
    await waitFor(() => expect(wizard.events['tb-booked']).toHaveLength(1));
    const { rows } = await server().ctx.db.query<{ total_cents: number; soortvervoer: string }>(
      'SELECT total_cents, soortvervoer FROM orders WHERE id = $1',
      [wizard.events['tb-booked'][0]?.orderId],
    );
    expect(rows[0]).toEqual({ total_cents: Math.round(business * 100), soortvervoer: 'business' });
  });
});

describe('the steppers', () => {
  it('keep every count within its limits by keyboard, pointer and typing, and move the cargo bar', async () => {
    await renderWizard();
    await fillStart();
    await fillAddresses();
    const pax = spin(m['extras.pax']);
    expect(pax.getAttribute('aria-valuemin')).toBe(String(COUNT_LIMITS.pax.min));
    expect(pax.getAttribute('aria-valuemax')).toBe(String(COUNT_LIMITS.pax.max));
    fireEvent.keyDown(pax, { key: 'End' });
    expect(pax.getAttribute('aria-valuenow')).toBe('7');
    fireEvent.keyDown(pax, { key: 'ArrowUp' });
    expect(pax.value).toBe('7');
    const more = stepButton(pax, 'up');
    expect(more.title).toBe(x['stepper.increase'].replace('{label}', m['extras.pax']));
    expect(more.disabled).toBe(true);
    // Pointer only: the keyboard and screen readers work the spinbutton itself.
    expect(more.tabIndex).toBe(-1);
    fireEvent.keyDown(pax, { key: 'Home' });
    expect(pax.value).toBe('1');
    fireEvent.keyDown(pax, { key: 'ArrowDown' });
    expect(pax.value).toBe('1');
    type(pax, '9');
    expect(pax.value).toBe('7');

    const bar = screen.getByRole('progressbar', { name: m['extras.cargo'] });
    const before = Number(bar.getAttribute('aria-valuenow'));
    const bikes = spin(m['extras.fietskoffers']);
    const addBike = stepButton(bikes, 'up');
    for (let i = 0; i < 5; i++) if (!addBike.disabled) fireEvent.click(addBike);
    expect(bikes.value).toBe(String(COUNT_LIMITS.fietskoffers.max));
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(before);

    const seats = spin(seatLabel('extras.childSeatsSmall'));
    fireEvent.keyDown(seats, { key: 'End' });
    expect(seats.value).toBe('2');
    const medium = spin(seatLabel('extras.childSeatsMedium'));
    fireEvent.keyDown(medium, { key: 'ArrowUp' });
    // At most two child seats over all bands: the band changed last gives way.
    expect(medium.value).toBe('0');
  });
});

describe('the overview and pets', () => {
  it('lists extras with prices, charges a pet as the tariff says, and its legs add up to the total', async () => {
    await renderWizard();
    await fillStart();
    await fillAddresses();
    await waitFor(() => expect(total()).toBeGreaterThan(0));
    const before = total();
    const pets = spin(x['extras.pets']);
    fireEvent.click(stepButton(pets, 'up'));
    expect(pets.value).toBe('1');
    // A round trip: the pet is charged on both rides.
    await waitFor(() => expect(total()).toBeCloseTo(before + (2 * EXTRA_PRICES.pet) / 100, 2));
    const extras = screen.getByTestId('extras').textContent ?? '';
    expect(extras).toContain(`1 × ${x['extras.pets']}`);
    expect(extras).toContain(`2 × ${m['extras.koffers']}`);
    const pay = ['heen', 'terug'].map((leg) => euros(screen.getByTestId(`pay-${leg}`).textContent ?? ''));
    const gross = ['heen', 'terug'].map((leg) => euros(screen.getByTestId(`gross-${leg}`).textContent ?? ''));
    expect(pay).toEqual(gross);
    expect(pay[0]! + pay[1]!).toBeCloseTo(total(), 2);
  });

  it('reports a wrong PO number in its field before Book', async () => {
    await renderWizard();
    await fillStart();
    await fillAddresses();
    await waitFor(() => expect(total()).toBeGreaterThan(0));
    const po = screen.getByRole('textbox', { name: m['overview.po'] });
    type(po, 'NO-SUCH-PO');
    await waitFor(() => expect(screen.getByTestId('po-message').textContent).toBe(x['po.invalid']), {
      timeout: 5000,
    });
    expect(po.getAttribute('aria-invalid')).toBe('true');
    expect(po.getAttribute('aria-describedby')).toBe(screen.getByTestId('po-message').id);
  });
});

describe('the agent licence in agent mode', () => {
  const licenceMessage = () => screen.getByTestId('licence-message');

  it.each(LANGS)(
    'tells politely beside the licence line that the licence is not known (%s)',
    async (lang) => {
      await renderWizard({ lang, talic: 'NO-SUCH-LICENCE', taname: 'Unknown Travel' });
      await fillStart({ lang });
      await fillAddresses({ lang });
      await waitFor(() => expect(licenceMessage().textContent).toBe(WIDGET_TEXTS[lang]['licence.unknown']));
      const message = licenceMessage();
      expect(message.getAttribute('role')).toBe('status');
      expect(message.getAttribute('aria-live')).toBe('polite');
      const line = screen.getByText(
        MESSAGES[lang]['overview.agentLicence'].replace('{licence}', 'NO-SUCH-LICENCE'),
      );
      expect(line.getAttribute('aria-describedby')).toBe(message.id);
    },
  );

  it('says a known licence with its user id is recognised, whatever its case', async () => {
    await upsertAgent(server().ctx.db, {
      licence: 'LIC-KNOWN',
      uid: 'k1',
      name: 'Known Travel',
      email: 'known@agency.be',
      paymentMethod: 'ONLINE',
    });
    await renderWizard({ talic: 'lic-known', uid: 'k1', taname: 'Known Travel' });
    await fillStart();
    await fillAddresses();
    await waitFor(() => expect(licenceMessage().textContent).toBe(x['licence.known']));
    expect(licenceMessage().className).not.toContain('error');
    // The cards' prices follow each price: let them land before the server stops.
    await pricedCards();
  });
});
