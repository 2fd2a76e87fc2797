/**
 * The public API of core: the pure booking rules and the API's shapes shared by the widget, the site,
 * the server and client/. Every other part imports core through this file only (ESLint holds that),
 * so what core offers is stated here; bundlers drop what a part does not use. The one other entry is
 * password-strength.ts, for the server alone: its dictionaries weigh megabytes.
 */
export type { PaymentMode, TransportType, TripKind } from './transport';
export { TRANSPORT_TYPES } from './transport';
export type { Address, BookingDraft, DraftSettings } from './draft';
export { createDraft, emptyAddress } from './draft';
export { ROUTE_FIELDS, clearRoutes } from './routes';
export type { FinalStatus, OrderStatus } from './order-status';
export {
  BILLABLE_STATUSES,
  CANCELLED_STATUSES,
  FINAL_STATUSES,
  ORDER_STATUSES,
  PAYABLE_STATUSES,
  SCHEDULED_STATUSES,
  isBillable,
  isCancelled,
  isFinal,
  isPayable,
  isScheduled,
} from './order-status';
export type { RefundChoice, RefundChoiceDone, RefundChoiceView } from './refund-choice';
export { SHEET_ITEM_KINDS, STAFF_ROLES } from './backoffice-types';
export { DISPATCH_DAY_MAIL_HOUR, dispatchDayDue } from './dispatch-day';
export { REFUND_CHOICES, REFUND_CHOICE_LINK_DAYS } from './refund-choice';
export * from './order-revision';
export * from './revision-draft';

// Every answer type of the API, with the back-office, portal, manage and events files it gathers.
export type * from './api-types';

export type { ChildSeatField, ChildSeats, CountField, CountLimit, TimeMargin } from './limits';
export {
  CHILD_SEAT_FIELDS,
  COUNT_FIELDS,
  COUNT_LIMITS,
  DEFAULTS,
  MAX_CHILD_SEATS_TOTAL,
  TIME_MARGINS,
  childSeatTotal,
  childSeatsFit,
  clampChildSeats,
  clampCount,
  isCountInRange,
  isTimeMargin,
} from './limits';

export type { CargoCounts, CargoField } from './cargo';
export { CARGO_WEIGHTS, MAX_CARGO, cargoFits, cargoLoad, cargoPercent } from './cargo';

export type { Leg, LegFlags, TripLegDates } from './trip';
export {
  changeDepartureAirport,
  legDates,
  legFlagDisabled,
  legsOf,
  otherLeg,
  setLegFlag,
  tripDate,
  tripKind,
} from './trip';

export type { LocalDateTime, TripDates } from './dates';
export * from './dates';

export type { BookingSettings } from './settings';
export {
  COMBI_CUTOFF_DATE,
  COMBI_LEAD_DAYS,
  DEFAULT_BOOKING_SETTINGS,
  EARLIEST_BOOKING_DAYS,
  MAX_SETTING_DAYS,
  isSettingDays,
  isValidBookingSettings,
} from './settings';

export type { AgentPo, AgentTypeInput, CombiAvailabilityInput, CombiSettings } from './combi';
export type { CombiRefusal } from './combi-refusal';
export { combiRefusal } from './combi-refusal';
export { COMBI_AGENT_CAMPAIGNS, defaultType, isCombiAvailable, resolveType, typeForAgent } from './combi';

export type { BookingWarning, ConsentKey, FieldErrors, MessageKey } from './messages';
export { CONSENT_KEYS, MESSAGE_KEYS } from './messages';

export type { ValidationContext } from './validation-start';
export { validateStart } from './validation-start';
export { addressComplete } from './validation-steps';
export type { ValidationResult, WizardStep } from './validation';
export { WIZARD_STEPS, bookingWarnings, errorKeys, validateDraft, validateStep } from './validation';
export type { AccountAddressInput, RegistrationInput } from './validation-account';
export { validateAccountAddress, validatePasswordReset, validateRegistration } from './validation-account';

export type { PasswordProblem } from './formats';
export {
  MIN_PASSWORD_LENGTH,
  isBelgianPostalCode,
  postalCodeFitsCountry,
  isValidBelgianVat,
  isValidEmail,
  isValidFlightNumber,
  normalizeFlightNumber,
  normalizeVat,
  passwordProblems,
  validatePassword,
} from './formats';

export type { FeedbackTextProblem, OrderLegDates } from './feedback';

export type { ReminderKind } from './reminders';
export {
  LANDING_WAIT_MINUTES,
  PICKUP_WAIT_MINUTES,
  WEEK_REMINDER_DAYS,
  dueLegDates,
  isReminderDue,
  reminderWindow,
} from './reminders';
export {
  FEEDBACK_LINK_DAYS,
  FEEDBACK_REQUEST_MAX_AGE_DAYS,
  MAX_FEEDBACK_LENGTH,
  MAX_RATING,
  MIN_RATING,
  averageRating,
  feedbackRequestWindow,
  feedbackTextProblem,
  isRating,
  isRideCompleted,
  lastLegDate,
  reviewerName,
} from './feedback';

export type { TextProblem } from './text';
export { isFreeText, textProblem, truncateText } from './text';

export type { RemarksProblem } from './remarks';
export { PET_LIMITS, REMARKS_MAX_LENGTH, clampPets, remarksProblem } from './remarks';

export type { Cents, ExtraCounts, ExtraItem, TypeTariff } from './tariff';
export {
  EXTRA_PRICES,
  TARIFF,
  TARIFF_VALID_FROM,
  euroString,
  extrasPrice,
  formatEuros,
  TARIFF_REFERENCE,
  toCents,
  toEuros,
} from './tariff';

export type {
  CouponData,
  LegPriceResult,
  PoData,
  PriceRequest,
  PriceResult,
  RouteFields,
  TypePriceResult,
} from './payload';
export { addressLine, priceTotals, routesFromPrice, toPriceRequest } from './payload';
export type { OrderContext, OrderPayload } from './order';
export { needsPayment, toOrderPayload } from './order';

export type {
  CouponTerms,
  CouponUse,
  LeadTimeStep,
  LegInput,
  LegPrice,
  PoTerms,
  PriceInput,
  PricingCoefficients,
  TripPrice,
} from './pricing';
export {
  PRICING_COEFFICIENTS,
  basePrice,
  couponRefill,
  leadTimeFactor,
  paxFactor,
  priceTrip,
  publishedLegPrice,
} from './pricing';

export type { Partner } from './partners';
export { PARTNERS } from './partners';
export type { AgentLinkAnswer, AgentLinkProblem, AgentQuery, AgentQueryName } from './agents';
export {
  AGENT_QUERY_NAMES,
  agentLinkLogsOut,
  agentLinkProblem,
  isAgentMode,
  readAgentQuery,
  sameLicence,
} from './agents';
export { foldPlaceName } from './places';
export { STREET_FOLD_VERSION, foldStreetName, isKnownStreet } from './streets';
export {
  PHONE_DEFAULT_COUNTRY,
  PHONE_EXAMPLES,
  isMobilePhone,
  joinPhone,
  mobileE164,
  splitPhone,
} from './phone';

export type { Lang } from './locales';
export { DEFAULT_LANG, LANGS, LOCALE, isLang, langOf, langPath } from './locales';
export type {
  Catalogue,
  CatalogueOptions,
  CataloguesByLang,
  Format,
  LangTranslate,
  MessageArgs,
  MessageValue,
  MessageValues,
  Messages,
  Translate,
  ValuesOf,
} from './intl';
export { catalogue, cataloguePerLang, labelWriter } from './intl';
export { formatBookingDate, formatLetterDate, formatMonthInWords } from './date-display';
export type { NameForm, PostalPlace } from './place-names';
export {
  GERMAN_SPEAKING_POSTCODES,
  localisePlaceName,
  nameForm,
  placeName,
  placeSpellings,
} from './place-names';

export type {
  CancellationAmounts,
  CancellationCharge,
  CancellationStep,
  PickupInput,
  TermsVersion,
} from './cancellation';
export { CANCELLATION_SCALES, CANCELLATION_SCALE_IDS, CHANGE_CUTOFF_MINUTES } from './cancellation';
export {
  DEFAULT_CANCELLATION_SCALE,
  brusselsInstant,
  canChangeLeg,
  cancellationAmounts,
} from './cancellation';
export { cancellationClockPickup, cancellationStep, isCancellationScale, minutesUntil } from './cancellation';
export { pickupInstant, refundCouponValidUntil } from './cancellation';
export { cancellationScaleLines, type ScaleText, type ScaleTextKey } from './cancellation-scale-text';
export { SCALE_PAGE_SLUGS, isScaleCopyPath, scalePageOf, scalePagePath } from './cancellation-scale-pages';
export { SCALE_COPIES, type ScalePageSlug } from './cancellation-scale-pages';
export type { PickupTimeProblem } from './pickup-time';
export { pickupTimeProblem } from './pickup-time';
export { PASSENGER_TRANSPORT_VAT_PERCENT, vatIncluded, vatLines, vatSplit, type VatSplit } from './vat';
export type {
  EventDates,
  EventInput,
  EventPhase,
  EventRefusal,
  EventRideTimes,
  EventStatus,
  EventTexts,
} from './events';
export {
  EVENT_ARRIVAL_MARGIN_MINUTES,
  EVENT_DEFAULT_HOURS,
  EVENT_STATUSES,
  ORGANISER_REFUSAL_REASON_MAX,
  eventBookingRefusal,
  eventInputProblems,
  eventLastDay,
  isBookingDeadlinePassed,
  eventPhase,
  eventRideTimes,
  eventText,
  isEventRideDate,
  isOrganiserPhone,
  isOrganiserSlug,
  isWebsite,
  organiserSlug,
} from './events';
export {
  EXAMPLE_OPERATOR,
  EXAMPLE_OPERATOR_MARK,
  enterpriseNumber,
  formatVat,
  operatorAddressLine,
  operatorLegalName,
  readOperatorIdentity,
  type OperatorIdentity,
  type OperatorPhone,
  type OperatorReading,
} from './operator-identity';
export {
  ERASURE_AFTER_MONTHS,
  KEPT_PAYMENT_FIELDS,
  PERSONAL_ORDER_COLUMNS,
  erasureCutoff,
  isErasureDue,
} from './privacy';
export type { AgentLinkValues } from './agent-portal';
export { agentBookingLink, agentEmbedCode } from './agent-portal';
export {
  ADMIN_FEE_CENTS,
  CHILD_SEAT_AGES,
  CLEANING_FEE_CENTS,
  EXTRA_PERSON_FEE_CENTS,
  INVOICE_OBJECTION_DAYS,
  INVOICE_PAYMENT_DAYS,
  LATE_DAMAGES,
  LATE_INTEREST_PERCENT,
  PERSONAL_DATA_RETENTION_MONTHS,
  PET_NOTICE_HOURS,
  PICKUP_SHIFT_MINUTES,
  PLANNING_HOURS_AHEAD,
  REFUND_COUPON_VALID_YEARS,
  STOP_NOTICE_DAYS,
  TRAFFIC_ALERT_SURCHARGE_PERCENT,
  UNDECLARED_LUGGAGE_MIN_CENTS,
} from './service-terms';

export type { ReturnPickupFacts, WaitingTimes } from './late-flights';
export type {
  BackofficeLandingSaved,
  BackofficeWaitingTimes,
  LandingSource,
  LegLanding,
} from './flights-types';
export {
  DEFAULT_WAITING_TIMES,
  FLIGHT_CHECK_MINUTES,
  FLIGHT_WATCH_HOURS,
  MAX_WAITING_MINUTES,
  NO_LANDING,
  PICKUP_MOVE_NOTICE_MINUTES,
  isPickupMoveToTell,
  isWaitingMinutes,
  legClock,
  minutesOfTime,
  returnPickupAfterLanding,
} from './late-flights';
// The flight look-up of step 1 (issue 31): the question's rules and the answer's shape.
export * from './flight-schedule';
// Drivers and vehicles (issue 26): capacity, type and overlap rules, and the back office's answers.
export type * from './fleet-types';
export type {
  DriverLanguage,
  LegLuggage,
  LegNeeds,
  LegTiming,
  VehicleCapacity,
  VehicleProblem,
  VehicleType,
  Window,
} from './fleet';
export {
  ASSIGNMENT_MARGIN_MINUTES,
  DEFAULT_AIRPORT_HOURS,
  DEFAULT_TRAVEL_MINUTES,
  DRIVER_LANGUAGES,
  DRIVER_PHOTO_TYPES,
  MAX_DRIVER_PHOTO_BYTES,
  PLATE_MAX_LENGTH,
  PLATE_MIN_LENGTH,
  VEHICLE_TYPES,
  legPickupMinute,
  legWindow,
  luggageUnits,
  normalizePlate,
  vehicleProblem,
  vehicleServes,
  windowStartText,
  windowsOverlap,
} from './fleet';
export type { LegState, LegStateRefusal, DriverLegTiming } from './leg-states';
export type { DriverDayMeta, DriverLeg, DriverStateSaved } from './driver-types';
export {
  LEG_STATES,
  driverPickupTime,
  legStateRefusal,
  mapsUrl,
  nextLegStates,
  outcomeTooEarly,
} from './leg-states';
export * from './pickup-wish';
export * from './legal-texts';
export * from './return-url';
export * from './attribution';
export * from './street-search';
export * from './embed-snippet';
export * from './booked-extras';
