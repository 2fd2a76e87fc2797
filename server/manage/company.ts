import { findCompanyOfUser } from '../data/accounts/users-repo';
import type { Queryable } from '../data/database';
import type { InvoiceCompany } from './receipt';

/**
 * The company an order's receipt is made out to: the ordering account's company name and VAT number
 * when it is a company account with both, else null (a consumer's receipt).
 */
export async function invoiceCompany(db: Queryable, userId: number | null): Promise<InvoiceCompany | null> {
  if (userId === null) return null;
  const row = await findCompanyOfUser(db, userId);
  if (!row?.company || !row.vat) return null;
  return { name: row.company, vatNumber: row.vat };
}
