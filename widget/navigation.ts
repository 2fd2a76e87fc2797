/** Leaving the page: to a redirect URL, or by posting the prepared payment form. */
import type { PaymentForm } from '../core';

/** Navigates the browser to `url` (a free or invoice order's confirmation page). */
export function navigate(url: string): void {
  if (url) location.assign(url);
}

/**
 * Posts the payment form the server prepared and signed to the hosted payment page, as a hidden form
 * in the host document (a form inside a shadow root would work too, but the host page's one is the
 * plainest navigation). The widget never sees the signing secret, only the finished fields.
 */
export function postForm(form: PaymentForm): void {
  const el = document.createElement('form');
  el.method = form.method || 'post';
  el.action = form.action;
  el.hidden = true;
  for (const [name, value] of Object.entries(form.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    el.append(input);
  }
  document.body.append(el);
  el.submit();
}
