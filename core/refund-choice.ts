/**
 * The customer's choice after the operator cancelled their paid ride (issue 23): the choices, the
 * link's lifetime and the shapes of the two calls, declared once for the server and the site.
 */
import type { Lang } from './locales';
import type { OrderStatus } from './order-status';

/** What a customer may choose after the operator cancelled their paid ride: card refund or coupon. */
export const REFUND_CHOICES = ['card', 'coupon'] as const;

/** One of {@link REFUND_CHOICES}. */
export type RefundChoice = (typeof REFUND_CHOICES)[number];

/** How many days the e-mailed link to choose a refund stays valid. */
export const REFUND_CHOICE_LINK_DAYS = 30;

/**
 * `POST refund-choice/view`: what the e-mailed link of an operator's cancellation offers (issue 23).
 * Money in cents, from the provider's verified approval.
 */
export interface RefundChoiceView {
  /** The receipt number of the cancelled order. */
  bonnr: string;
  amount_cents: number;
  /** The language of the order, for the page and its link. */
  lang: Lang;
  /** The link's last moment, ISO 8601. */
  expires_at: string;
  /** What the customer chose, null while the choice is open. */
  choice: RefundChoice | null;
  /** What can still be chosen: both while open, none once chosen. */
  options: RefundChoice[];
  status: OrderStatus;
  /** The coupon when the customer chose one. */
  coupon: { code: string; amount_cents: number; valid_until: string } | null;
}

/** `POST refund-choice/choose`: what the customer's choice did. */
export interface RefundChoiceDone {
  choice: RefundChoice;
  amount_cents: number;
  status: OrderStatus;
  coupon: { code: string; amount_cents: number; valid_until: string } | null;
}
