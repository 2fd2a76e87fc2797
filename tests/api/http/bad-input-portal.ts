/**
 * Bad-input cases of the travel agents' portal (issue 13; docs/backoffice-api.md "Agents' portal"),
 * called by an agent of licence TA-INV, and of a customer's account deletion (docs/accounts.md): each
 * bad field is refused with a 400 naming it, and nothing is deleted.
 */
import { BAD_IDS, bodyShapeCases, fieldCases, pathCases, queryCases, type BadCase } from './bad-input-cases';
import type { Fixture } from './bad-input-run';

/** Builds the cases. */
export async function portalCases(_fx: Fixture): Promise<BadCase[]> {
  const deleteUser = {
    route: 'POST /api/billousers/deleteuser',
    path: '/api/billousers/deleteuser',
    auth: 'user',
  } as const;
  const statementLink = {
    route: 'POST /api/agentportal/statement/link',
    path: '/api/agentportal/statement/link',
    auth: 'agent',
  } as const;
  return [
    ...bodyShapeCases(deleteUser),
    ...fieldCases(deleteUser, { password: 'not-the-password-1' }, [
      { name: 'password', kind: 'string', required: true },
      { name: 'id', kind: 'id' },
      { name: 'idaccount', kind: 'id' },
    ]),
    {
      route: 'GET /api/agentportal/me',
      name: 'no token',
      method: 'GET',
      path: '/api/agentportal/me',
      auth: 'none',
      shape: 'envelope',
      status: 401,
    },
    ...queryCases(
      'GET /api/agentportal/orders',
      '/api/agentportal/orders',
      { limit: '20', offset: '0', status: 'paid' },
      [
        { name: 'limit', bad: ['abc', '0', '-1', '101', '1.5'] },
        { name: 'offset', bad: ['abc', '-1', '1.5', '1000001'] },
        { name: 'status', bad: ['', 'PAID', 'reimbursed'] },
      ],
      'agent',
    ),
    ...pathCases('GET /api/agentportal/orders/:id', '/api/agentportal/orders/', BAD_IDS, 'id', 'agent'),
    ...queryCases(
      'GET /api/agentportal/statement',
      '/api/agentportal/statement',
      { month: '2026-10', format: 'csv' },
      [
        { name: 'month', bad: ['', '2026-13', '2026-1', '2026/10', 'oktober'], required: true },
        { name: 'format', bad: ['', 'xls', 'PDF'] },
      ],
      'agent',
    ),
    ...bodyShapeCases(statementLink),
    ...fieldCases(statementLink, { month: '2026-10', format: 'csv' }, [
      { name: 'month', kind: 'string', required: true },
      { name: 'format', kind: 'enum' },
    ]),
  ];
}
