/**
 * Combi (COMBINATIE, the shared minibus) availability and the transport-type rules that depend on it
 * (SPEC 4 "Wizard", SPEC 5 "Dates and types").
 */
import type { TransportType } from './transport';
import { addDays, brusselsToday, isValidDate } from './dates';

/**
 * The first date on which Combi no longer runs (withdrawn during the pandemic). Every function that needs
 * it takes a `cutoff` parameter defaulting to this value, so the operator can re-open shared rides by
 * configuration instead of a code change.
 */
export const COMBI_CUTOFF_DATE = '2021/09/16';

/**
 * How many calendar days after today (in Brussels) a Combi ride may be booked without a PO number.
 *
 * Reading chosen: SPEC 5 "Combi only when the date is at least 3 days ahead". The other reading is the
 * notice text "bookable only up to 2 days before departure" (a 2-day lead); see core/READINGS.md.
 */
export const COMBI_LEAD_DAYS = 3;

/**
 * Names of the two agent campaigns whose bookings follow Combi availability (SPEC 4). The real names
 * are not in the specification: these are placeholders, and {@link typeForAgent} takes the list as a
 * parameter so a deployment passes its own.
 */
export const COMBI_AGENT_CAMPAIGNS: readonly string[] = ['COMBI-CAMPAIGN-1', 'COMBI-CAMPAIGN-2'];

/** The facts that decide whether Combi may be booked. */
export interface CombiAvailabilityInput {
  /** The relevant trip date, 'YYYY/MM/DD'. */
  date: string;
  now: Date;
  /** @default COMBI_CUTOFF_DATE */
  cutoff?: string;
  /** A travel agent's valid PO number lifts the lead-time rule (not the cut-off). @default false */
  hasValidPo?: boolean;
}

/**
 * Tells whether Combi can be chosen for a trip: the date must lie before the cut-off and at least
 * {@link COMBI_LEAD_DAYS} days ahead, unless a valid PO number allows booking closer to departure.
 */
export function isCombiAvailable({
  date,
  now,
  cutoff = COMBI_CUTOFF_DATE,
  hasValidPo = false,
}: CombiAvailabilityInput): boolean {
  if (!isValidDate(date) || date >= cutoff) return false;
  return hasValidPo || date >= addDays(brusselsToday(now), COMBI_LEAD_DAYS);
}

/**
 * Gives the type a fresh draft starts with: COMFORT once the earliest bookable date is on or after the
 * cut-off, COMBINATIE before it.
 */
export function defaultType(limitDate: string, cutoff: string = COMBI_CUTOFF_DATE): TransportType {
  return limitDate >= cutoff ? 'COMFORT' : 'COMBINATIE';
}

/** Keeps the chosen type unless it is COMBINATIE and Combi is not available, which falls back to COMFORT. */
export function resolveType(current: TransportType, available: boolean): TransportType {
  return current === 'COMBINATIE' && !available ? 'COMFORT' : current;
}

/** The purchase-order data of a travel agent, as the price call returns it (KORTINGPODATA). */
export interface AgentPo {
  /** BETAALDDOORTRAVELAGENT: the agent pays this order. */
  paidByAgent: boolean;
  /** CAMPAGNE: the agent campaign the PO belongs to. */
  campaign: string;
  /** BUSINESS: the PO carries a discount on Business. */
  businessDiscount: boolean;
  /** COMFORT: the PO carries a discount on Comfort. */
  comfortDiscount: boolean;
}

/** The facts {@link typeForAgent} decides on. */
export interface AgentTypeInput {
  current: TransportType;
  /** The relevant trip date, 'YYYY/MM/DD'. */
  date: string;
  /** The result of {@link isCombiAvailable} for this trip. */
  combiAvailable: boolean;
  /** The agent's PO data; absent for customers and agents without a PO. */
  po?: AgentPo | undefined;
  /** @default COMBI_CUTOFF_DATE */
  cutoff?: string;
  /** @default COMBI_AGENT_CAMPAIGNS */
  campaigns?: readonly string[];
}

/**
 * Decides the transport type when agent data is present (SPEC 4), in this order:
 * 1. A PO of one of the Combi campaigns gets COMBINATIE when Combi is available and COMFORT otherwise.
 * 2. An agent-paid PO with an early date and no Business or Comfort discount is forced to COMBINATIE.
 *    "Early" means before the cut-off, so a withdrawn service is never forced onto an order.
 * 3. Otherwise the current type stands, falling back to COMFORT when Combi is unavailable.
 */
export function typeForAgent({
  current,
  date,
  combiAvailable,
  po,
  cutoff = COMBI_CUTOFF_DATE,
  campaigns = COMBI_AGENT_CAMPAIGNS,
}: AgentTypeInput): TransportType {
  if (po && campaigns.includes(po.campaign)) return combiAvailable ? 'COMBINATIE' : 'COMFORT';
  const early = isValidDate(date) && date < cutoff;
  if (po && po.paidByAgent && early && !po.businessDiscount && !po.comfortDiscount) return 'COMBINATIE';
  return resolveType(current, combiAvailable);
}
