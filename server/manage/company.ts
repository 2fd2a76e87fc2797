import type { Queryable } from '../data/database';
import type { InvoiceCompany } from './receipt';

/**
 * The company an order's receipt is made out to: the ordering account's company name and VAT number
 * when it is a company account with both, else null (a consumer's receipt).
 */
export async function invoiceCompany(db: Queryable, userId: number | null): Promise<InvoiceCompany | null> {
  if (userId === null) return null;
  const { rows } = await db.query<{ company: string | null; vat: string | null }>(
    `SELECT company, vat FROM users WHERE id = $1 AND user_type = 'company'`,
    [userId],
  );
  const row = rows[0];
  if (!row?.company || !row.vat) return null;
  return { name: row.company, vatNumber: row.vat };
}
