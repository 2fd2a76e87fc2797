/**
 * The entry of the widget bundle: registers `<transfer-booking>` and exposes what a host page may use.
 *
 * @example
 * <transfer-booking lang="en" airport="BRU"></transfer-booking>
 * <script type="module" src="/widget/transfer-booking.js"></script>
 */
import { defineTransferBooking } from './element';

defineTransferBooking();

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
