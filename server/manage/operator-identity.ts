/**
 * Who issues receipts and invoices. There is no validated operator configuration yet (a later issue
 * adds one); until then this module is the one place that says it, read from the environment with
 * example defaults that are plainly marked as such, so that issue replaces this file and nothing else.
 */

/** The operator as a receipt names it. */
export interface OperatorIdentity {
  name: string;
  address: string;
  vatNumber: string;
  email: string;
}

/**
 * EXAMPLE VALUES, not a real company: what a receipt shows while the operator has not set
 * `OPERATOR_NAME`, `OPERATOR_ADDRESS`, `OPERATOR_VAT` and `OPERATOR_EMAIL`.
 */
export const EXAMPLE_OPERATOR: OperatorIdentity = {
  name: 'Airport Transfer (example operator)',
  address: 'Voorbeeldstraat 1, 1000 Brussel, België',
  vatNumber: 'BE0123.456.749',
  email: 'info@example.be',
};

/** The operator's identity from `env`, each value falling back to {@link EXAMPLE_OPERATOR}. */
export function operatorIdentity(env: Readonly<Record<string, string | undefined>>): OperatorIdentity {
  return {
    name: env.OPERATOR_NAME || EXAMPLE_OPERATOR.name,
    address: env.OPERATOR_ADDRESS || EXAMPLE_OPERATOR.address,
    vatNumber: env.OPERATOR_VAT || EXAMPLE_OPERATOR.vatNumber,
    email: env.OPERATOR_EMAIL || EXAMPLE_OPERATOR.email,
  };
}
