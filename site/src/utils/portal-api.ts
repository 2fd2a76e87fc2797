/**
 * The travel agents' portal calls as its island makes them (docs/backoffice-api.md "Agents' portal"),
 * over the back office's HTTP helper (session token, envelope, ApiFailure on failure).
 */
import type { PortalPo } from '../../../core';
import { backofficeHttp } from './backoffice-api';

export type { PortalPo };

/** The agent, its terms, link and snippet (`GET agentportal/me`). */
export interface PortalAgent {
  licence: string;
  name: string;
  email: string;
  payment_method: 'INVOICE' | 'ONLINE';
  campaigns: { code: string; description: string }[];
  po_numbers: PortalPo[];
  lang: string;
  booking_link: string;
  embed_code: string;
}

/** One leg of a portal order. */
export interface PortalLeg {
  leg: 'H' | 'T';
  date: string;
  airport: string;
  postal_code: string;
  city: string;
}

/** One order under the licence (`GET agentportal/orders`). */
export interface PortalOrder {
  id: number;
  receipt: string;
  status: string;
  customer: string;
  total_cents: number;
  discount_cents: number;
  legs: PortalLeg[];
}

/** A page of orders with the count of all. */
export interface OrdersPage {
  orders: PortalOrder[];
  total: number;
}

/** The portal calls against `apiBase` (default '/api'). */
export function portalApi(apiBase?: string) {
  const http = backofficeHttp(apiBase);
  return {
    me: async () => (await http.get<PortalAgent>('agentportal/me')).data,
    orders: async (limit: number, offset: number): Promise<OrdersPage> => {
      const res = await http.get<PortalOrder[], { total: number }>('agentportal/orders', {
        limit: String(limit),
        offset: String(offset),
      });
      return { orders: res.data, total: res.metadata?.total ?? res.data.length };
    },
    /**
     * A link to the month's statement that works a few minutes, signed by the API for this agent
     * (issue 23); it carries no token.
     */
    statementLink: async (month: string, format: 'pdf' | 'csv') => {
      const link = (await http.post<{ path: string }>('agentportal/statement/link', { month, format })).data;
      return `${apiBase ?? '/api'}/${link.path}`;
    },
  };
}

/** The portal calls of a page. */
export type PortalApi = ReturnType<typeof portalApi>;
