/**
 * The entry of the widget bundle: registers `<transfer-booking>` and exposes what a host page may use.
 *
 * @example
 * <transfer-booking lang="en" airport="BRU"></transfer-booking>
 * <script type="module" src="/widget/transfer-booking.js"></script>
 * <button data-transfer-booking data-lang="en" data-airport="BRU">Book a transfer</button>
 */
import { defineTransferBooking } from './element';

defineTransferBooking();

// The popup and floating embeds (issue 28): their code loads only on a page that asks for them.
if (typeof document !== 'undefined' && document.querySelector('[data-transfer-booking]')) {
  void import('./embed/popup').then((m) => m.enhanceEmbeds(document));
}

export { defineTransferBooking } from './element';
export { clearDrafts } from './session/draft-storage';
export { STEP_NAMES, TAG } from './contract';
export type {
  BookingRoute,
  StepName,
  TbBookedDetail,
  TbErrorDetail,
  TbPriceDetail,
  TbRevisedDetail,
  TbStepDetail,
  TransferBookingAttributes,
  TransferBookingEventDetails,
} from './contract';
