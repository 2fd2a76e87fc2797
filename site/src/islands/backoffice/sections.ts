/**
 * The sections of the back office (/backoffice), in the order of its navigation. Each section is a
 * React component loaded when opened, shown to the roles it lists (the server checks the role of every
 * call again). A new section adds one entry here; its address is /backoffice#<id>.
 */
import type { ComponentType } from 'react';
import type { StaffMember, StaffRole } from '../../utils/backoffice-api';
import { ot } from '../../utils/bo-orders-i18n';
import type { Lang } from '../../utils/i18n';
import { ct } from '../../utils/bo-catalogue-i18n';
import { ft } from '../../utils/bo-fleet-i18n';
import { gt } from '../../utils/figures-i18n';

/** The props every section receives from the frame. */
export interface SectionProps {
  lang: Lang;
  apiBase?: string | undefined;
  staff: StaffMember;
}

/** One section of the back office. */
export interface BackofficeSection {
  /** Its address fragment: /backoffice#<id>. */
  id: string;
  /** The roles that see it. */
  roles: readonly StaffRole[];
  /** Its name in the navigation and the page title, in `lang`. */
  label: (lang: Lang) => string;
  /** Loads its component. */
  load: () => Promise<{ default: ComponentType<SectionProps> }>;
}

/** Every section. */
export const SECTIONS: readonly BackofficeSection[] = [
  // Orders and dispatch (issue 13, part A): staff read and plan; the order page offers an operator
  // the cancellation.
  {
    id: 'orders',
    roles: ['operator', 'dispatcher'],
    label: (lang) => ot(lang, 'orders.nav'),
    load: () => import('./OrdersSection'),
  },
  {
    id: 'dispatch',
    roles: ['operator', 'dispatcher'],
    label: (lang) => ot(lang, 'dispatch.nav'),
    load: () => import('./DispatchSection'),
  },
  {
    id: 'unscheduled',
    roles: ['operator', 'dispatcher'],
    label: (lang) => ot(lang, 'unscheduled.nav'),
    load: () => import('./UnscheduledSection'),
  },
  // Drivers and vehicles (issue 26): staff read and assign; only the operator changes them.
  {
    id: 'fleet',
    roles: ['operator', 'dispatcher'],
    label: (lang) => ft(lang, 'fleet.nav'),
    load: () => import('./FleetSection'),
  },
  // Catalogue (issue 13, part B).
  {
    id: 'coupons',
    roles: ['operator'],
    label: (lang) => ct(lang, 'cat.coupons'),
    load: () => import('./CouponsSection'),
  },
  {
    id: 'agents',
    roles: ['operator'],
    label: (lang) => ct(lang, 'cat.agents'),
    load: () => import('./AgentsSection'),
  },
  {
    id: 'partners',
    roles: ['operator'],
    label: (lang) => ct(lang, 'cat.partners'),
    load: () => import('./PartnersSection'),
  },
  // Partner figures (issue 28): bookings and revenue per partner and campaign, per month.
  {
    id: 'figures',
    roles: ['operator'],
    label: (lang) => gt(lang, 'figures.nav'),
    load: () => import('./PartnerFiguresSection'),
  },
  {
    id: 'staff',
    roles: ['operator'],
    label: (lang) => ct(lang, 'cat.staff'),
    load: () => import('./StaffSection'),
  },
  {
    id: 'settings',
    roles: ['operator'],
    label: (lang) => ct(lang, 'cat.settings'),
    load: () => import('./SettingsSection'),
  },
  {
    id: 'approvals',
    roles: ['operator'],
    label: (lang) => ct(lang, 'cat.approvals'),
    load: () => import('./ApprovalsSection'),
  },
];
