import type { PaymentForm } from '../core';

/**
 * Posts the payment form the server prepared and signed to the hosted payment page, as a hidden form
 * in the host document (a form inside a shadow root would work too, but the host page's one is the
 * plainest navigation). The browser leaves for the payment page; the widget and the site never see the
 * signing secret, only the finished fields.
 */
export function postPaymentForm(form: PaymentForm): void {
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
