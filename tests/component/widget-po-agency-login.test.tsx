/**
 * Issue 28 in the wizard: a PO its travel agency pays for, typed through the agency's link by someone
 * not logged in as the agency, is called the agency's (log in to use it), not "unknown, expired or not
 * issued"; the field stays invalid and the price stays the full one.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, brusselsToday } from '../../core/dates';
import { upsertAgent, upsertPo } from '../../server/data/agents/agents-repo';
import { WIDGET_TEXTS } from '../support/widget-texts';
import { MESSAGES, fillAddresses, fillStart, renderWizard, type, useTestServer } from './widget-helpers';

const server = useTestServer();
const m = MESSAGES.en;
const x = WIDGET_TEXTS.en;
const today = () => brusselsToday(new Date());

describe("an agency's own PO without the agency's login", () => {
  it('says the agency must log in to use it', async () => {
    const db = server().ctx.db;
    await upsertAgent(db, {
      licence: 'LIC-LOGIN',
      uid: 'u7',
      name: 'Login Travel',
      email: 'login@example.be',
      paymentMethod: 'INVOICE',
    });
    await upsertPo(db, {
      code: 'PO-LOGIN-PAID',
      agentLicence: 'LIC-LOGIN',
      campaign: null,
      paidByAgent: true,
      businessDiscountPercent: 0,
      comfortDiscountPercent: 0,
      validFrom: addDays(today(), -1),
      validUntil: addDays(today(), 365),
    });
    await renderWizard({ talic: 'LIC-LOGIN', uid: 'u7', taname: 'Login Travel' });
    await fillStart();
    await fillAddresses();
    const field = screen.getByRole('textbox', { name: m['overview.po'] });
    type(field, 'PO-LOGIN-PAID');
    await waitFor(() => expect(screen.getByTestId('po-message').textContent).toBe(x['po.agencyLogin']), {
      timeout: 5000,
    });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(x['po.agencyLogin']).not.toBe(x['po.invalid']);
  });
});
