/** Leaving the page: to a redirect URL, or by posting the prepared payment form. */

/** Navigates the browser to `url` (a free or invoice order's confirmation page). */
export function navigate(url: string): void {
  if (url) location.assign(url);
}

/** Posts the prepared payment form to the hosted payment page (client/payment-form.ts). */
export { postPaymentForm as postForm } from '../client';
