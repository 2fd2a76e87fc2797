/**
 * The partner figures of issue 28: settled bookings and their revenue per partner, campaign and month.
 * An order counts for a partner only when its partner code names a row of the partners table (codes
 * compared ignoring case): a code in a link is public, so an unknown one credits no one.
 */
import { FINAL_STATUSES, type PartnerFigure } from '../../../core';
import type { Queryable } from '../database';

/** Which orders the figures read: from `since` ('YYYY-MM', Brussels), and of one licence's partners. */
export interface FigureFilter {
  /** The first month counted, 'YYYY-MM'. */
  since: string;
  /**
   * The agent licence whose partners alone are counted (the agents' portal); null for every partner
   * and for bookings without a known partner (the back office).
   */
  licence: string | null;
}

/** The figures, newest month first, then by partner and campaign. */
export async function partnerFigures(db: Queryable, f: FigureFilter): Promise<PartnerFigure[]> {
  const month = `to_char(o.created_at AT TIME ZONE 'Europe/Brussels', 'YYYY-MM')`;
  const { rows } = await db.query<PartnerFigure>(
    `SELECT p.code AS partner, p.name AS partner_name,
            COALESCE(NULLIF(o.promo, ''), o.utm_campaign) AS campaign,
            ${month} AS month, count(*)::int AS bookings, COALESCE(sum(o.total_cents), 0)::int AS revenue_cents
       FROM orders o
       -- Codes are not unique in the table: the oldest partner of a code takes its orders, once.
       LEFT JOIN LATERAL (SELECT code, name, talic FROM partners
                           WHERE o.partner <> '' AND upper(code) = upper(o.partner) ORDER BY id LIMIT 1) p ON true
      WHERE o.status = ANY($1::text[])
        AND o.created_at >= (($2::text || '-01')::timestamp AT TIME ZONE 'Europe/Brussels')
        AND ($3::text IS NULL OR upper(trim(p.talic)) = upper(trim($3::text)))
      GROUP BY p.code, p.name, 3, 4
      ORDER BY 4 DESC, p.name NULLS LAST, 3`,
    [[...FINAL_STATUSES], f.since, f.licence],
  );
  return rows;
}
