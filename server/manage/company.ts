import { billedCompany } from '../data/invoices/invoices-repo';
import type { Queryable } from '../data/database';
import type { InvoiceCompany } from './receipt';

/**
 * The company an order's receipt is made out to: the ordering account's company name, VAT number and
 * invoice address (as an issued invoice names them, server/data/invoices) when it is a company account
 * with a name and VAT number, else null (a consumer's receipt).
 */
export async function invoiceCompany(db: Queryable, userId: number | null): Promise<InvoiceCompany | null> {
  const company = await billedCompany(db, userId);
  if (!company) return null;
  const a = company.address;
  return {
    name: company.name,
    vatNumber: company.vat,
    address: a ? `${a.street}, ${a.postal} ${a.city}, ${a.country}` : null,
  };
}
