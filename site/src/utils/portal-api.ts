/**
 * The travel agents' portal calls as its island makes them (docs/backoffice-api.md "Agents' portal"),
 * over the back office's HTTP helper (session token, envelope, ApiFailure on failure).
 */
import type {
  DownloadLink,
  PartnerFigure,
  PortalAgent,
  PortalLeg,
  PortalOrder,
  PortalOrdersMeta,
  PortalPo,
} from '../../../core';
import { backofficeHttp } from './backoffice-api';

export type { PortalAgent, PortalLeg, PortalOrder, PortalPo };

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
    /** Issue 28: the settled bookings and revenue of the agent's partner links, per campaign and month. */
    partnerFigures: async (months: number) =>
      (await http.get<PartnerFigure[]>('agentportal/partner-figures', { months: String(months) })).data,
    orders: async (limit: number, offset: number): Promise<OrdersPage> => {
      const res = await http.get<PortalOrder[], PortalOrdersMeta>('agentportal/orders', {
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
      const link = (await http.post<DownloadLink>('agentportal/statement/link', { month, format })).data;
      return `${apiBase ?? '/api'}/${link.path}`;
    },
  };
}

/** The portal calls of a page. */
export type PortalApi = ReturnType<typeof portalApi>;
