/**
 * Issue 28: the back office's allowed return origins of a partner (PartnerOrigins) against a real
 * server, in nl, fr and en: an origin is added and removed, a URL with a path is refused with the
 * server's reason, the partner's embed code follows in each mode, and axe finds nothing serious.
 */
import { bt } from '../../site/src/utils/backoffice-i18n';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { login } from '../../client';
import { createStaffUser } from '../../server/cli/staff-commands';
import { insertPartner } from '../../server/data/partners/partners-repo';
import { PartnerOrigins } from '../../site/src/islands/backoffice/PartnerOrigins';
import { accountHttp } from '../../site/src/utils/account-session';
import { ct } from '../../site/src/utils/bo-catalogue-i18n';
import { STAFF_PASSWORD } from '../support/backoffice-fixtures';
import { addAgents } from '../support/order-fixtures';
import { useSiteServer } from './site-support';

const ctx = useSiteServer('/nl/backoffice');
let made = 0;
afterEach(cleanup);

/** Matches the paragraph whose text is `text`, white space (French narrow no-break spaces too) collapsed. */
const norm = (text: string) => text.replace(/[\s\u202f\u00a0]+/g, ' ');
const paragraph = (text: string) => (_: string, el: Element | null) =>
  el?.tagName === 'P' && norm(el.textContent ?? '') === norm(text);

const seriousViolations = async () =>
  (
    await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
      resultTypes: ['violations'],
    })
  ).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

describe.each(['nl', 'fr', 'en'] as const)('the allowed return origins in %s', (lang) => {
  it('adds and removes an origin, and shows the refusal of a URL with a path', async () => {
    made += 1;
    await addAgents(ctx.server);
    const partner = await insertPartner(ctx.server.ctx.db, {
      name: `Origins ${lang} ${made}`,
      talic: 'TA-1',
      code: `OR${made}`,
      active: true,
    });
    const email = `origins${made}-${Date.now()}@operator.example`;
    await createStaffUser(ctx.server.ctx.db, { email, password: STAFF_PASSWORD, role: 'operator' });
    await login(accountHttp(), email, STAFF_PASSWORD);
    render(<PartnerOrigins lang={lang} partners={[partner]} />);
    const name = partner.name;
    await screen.findByText(paragraph(ct(lang, 'cat.origins.none', { name })));
    expect(await seriousViolations()).toEqual([]);

    const input = screen.getByLabelText(ct(lang, 'cat.origins.origin'));
    fireEvent.change(input, { target: { value: 'https://www.partner.be/boeken' } });
    fireEvent.click(screen.getByRole('button', { name: ct(lang, 'cat.origins.add') }));
    // Refused, in the user's language and naming the form's field (issue 30, copy review 2.3).
    const field = ct(lang, 'cat.origins.origin');
    const refused = ct(lang, 'cat.failed', { reason: bt(lang, 'bo.error.field', { field }) });
    await waitFor(() => expect(document.querySelector('[role="status"]')?.textContent).toBe(refused));

    fireEvent.change(input, { target: { value: 'https://www.partner.be/' } });
    fireEvent.click(screen.getByRole('button', { name: ct(lang, 'cat.origins.add') }));
    const origin = 'https://www.partner.be';
    // The message repeats what was typed; the list shows the origin as the server keeps it.
    await screen.findByText(ct(lang, 'cat.origins.added', { origin: `${origin}/`, name }));
    expect(screen.getByRole('rowheader').textContent).toBe(origin);
    // The partner's embed code, in each mode, comes back to the listed origin (issue 28).
    const snippet = () =>
      (screen.getByLabelText(ct(lang, 'cat.snippet', { name })) as HTMLTextAreaElement).value;
    expect(snippet()).toContain(
      `<transfer-booking partner="${partner.code}" talic="TA-1" lang="${lang}" return-url="${origin}/"></transfer-booking>`,
    );
    fireEvent.click(screen.getByLabelText(ct(lang, 'cat.snippet.popup')));
    expect(snippet()).toContain(`data-transfer-booking data-partner="${partner.code}"`);
    expect(snippet()).toContain(`>${ct(lang, 'cat.snippet.button')}</button>`);
    fireEvent.click(screen.getByLabelText(ct(lang, 'cat.snippet.floating')));
    expect(snippet()).toContain('<div data-transfer-booking="floating"');
    expect(await seriousViolations()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: ct(lang, 'cat.origins.removeOne', { origin }) }));
    await screen.findByText(ct(lang, 'cat.origins.removed', { origin, name }));
    expect(screen.queryByRole('rowheader')).toBeNull();
  });
});
