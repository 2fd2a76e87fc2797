/**
 * Combi (COMBINATIE, the shared minibus) availability and the transport-type rules that depend on it
 * (SPEC 4 "Wizard", SPEC 5 "Dates and types"). The cut-off and lead time come from the booking
 * settings (core/settings.ts), which every caller passes in: the wizard the server's answer, the server
 * its own.
 */
import type { TransportType } from './transport';
import type { BookingSettings } from './settings';
import { addDays, brusselsToday, isValidDate } from './dates';

/**
 * Names of the two agent campaigns whose bookings follow Combi availability (SPEC 4). The real names
 * are not in the specification: these are placeholders, and {@link typeForAgent} takes the list as a
 * parameter so a deployment passes its own.
 */
export const COMBI_AGENT_CAMPAIGNS: readonly string[] = ['COMBI-CAMPAIGN-1', 'COMBI-CAMPAIGN-2'];

/** The booking settings the Combi rules read. */
export type CombiSettings = Pick<BookingSettings, 'combiCutoff' | 'combiLeadDays'>;

/** The facts that decide whether Combi may be booked. */
export interface CombiAvailabilityInput {
  /** The date of every booked leg, 'YYYY/MM/DD' (core/trip.ts legDates). */
  legDates: readonly string[];
  now: Date;
  settings: CombiSettings;
  /** A travel agent's valid PO number lifts the lead-time rule (not the cut-off). @default false */
  hasValidPo?: boolean;
}

/**
 * Tells whether Combi can be chosen for a trip: every booked leg must lie before the cut-off and at
 * least `combiLeadDays` days ahead, unless a valid PO number allows booking closer to departure. Each
 * leg counts, so a round trip whose return falls on or after the cut-off has no Combi.
 */
export function isCombiAvailable({
  legDates,
  now,
  settings,
  hasValidPo = false,
}: CombiAvailabilityInput): boolean {
  if (legDates.length === 0) return false;
  const lead = addDays(brusselsToday(now), settings.combiLeadDays);
  return legDates.every(
    (date) => isValidDate(date) && date < settings.combiCutoff && (hasValidPo || date >= lead),
  );
}

/**
 * Gives the type a fresh draft starts with: COMFORT once the earliest bookable date is on or after the
 * cut-off, COMBINATIE before it.
 */
export function defaultType(limitDate: string, cutoff: string): TransportType {
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
  /** The date of every booked leg, 'YYYY/MM/DD' (core/trip.ts legDates). */
  legDates: readonly string[];
  /** The result of {@link isCombiAvailable} for this trip. */
  combiAvailable: boolean;
  /** The agent's PO data; absent for customers and agents without a PO. */
  po?: AgentPo | undefined;
  /** The first date without Combi (the booking settings' `combiCutoff`). */
  cutoff: string;
  /** @default COMBI_AGENT_CAMPAIGNS */
  campaigns?: readonly string[];
}

/**
 * Decides the transport type when agent data is present (SPEC 4), in this order:
 * 1. A PO of one of the Combi campaigns gets COMBINATIE when Combi is available and COMFORT otherwise.
 * 2. An agent-paid PO with an early trip and no Business or Comfort discount is forced to COMBINATIE.
 *    "Early" means every leg lies before the cut-off, so a withdrawn service is never forced onto an
 *    order.
 * 3. Otherwise the current type stands, falling back to COMFORT when Combi is unavailable.
 */
export function typeForAgent({
  current,
  legDates,
  combiAvailable,
  po,
  cutoff,
  campaigns = COMBI_AGENT_CAMPAIGNS,
}: AgentTypeInput): TransportType {
  if (po && campaigns.includes(po.campaign)) return combiAvailable ? 'COMBINATIE' : 'COMFORT';
  const early = legDates.length > 0 && legDates.every((date) => isValidDate(date) && date < cutoff);
  if (po && po.paidByAgent && early && !po.businessDiscount && !po.comfortDiscount) return 'COMBINATIE';
  return resolveType(current, combiAvailable);
}
