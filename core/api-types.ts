/**
 * The shapes that cross HTTP between the API (server/) and its callers (client/, widget/, site/), each
 * declared once so both sides of a call agree on every field name (SPEC 3 "User data", "Saved order
 * record", SPEC 7). The server builds its answers to these types and the callers read them; the price
 * call's shapes are in payload.ts beside the mappings that fill them. Types only, no code.
 */
import type { Lang } from './locales';
import type { PriceResult, TypePriceResult } from './payload';
import type { TripKind } from './transport';

/** One airport of `GET airports` (SPEC 3: ID and NAME; the rest are this API's additions). */
export interface Airport {
  ID: string;
  NAME: string;
  /** The municipality and country, e.g. 'Zaventem, BE'. */
  ADRES: string;
  COUNTRY: string;
  LAT: number;
  LON: number;
}

/** One street suggestion of `GET streets/zoekstraten` (SPEC 3). */
export interface StreetSuggestion {
  ID: number;
  STRAAT: string;
  STAD: string;
  LAND: string;
}

/**
 * The kinds of account: a customer (consumer or company), a travel agent tied to a licence, an event
 * organiser (after the operator approved its request), or the operator's staff in the back office
 * (operator: everything; dispatcher: reads orders and sets pickup times), or a driver (issue 26: their
 * own legs of today and tomorrow, and the state they report of each).
 */
export type UserType = 'consumer' | 'company' | 'agent' | 'organiser' | 'operator' | 'dispatcher' | 'driver';

/** A user's public fields as `billousers/leesuserid` and `edituser` answer them (SPEC 3 "User data"). */
export interface AccountUser {
  id: number;
  username: string;
  email: string;
  phone: string;
  firstname: string;
  lastname: string;
  company: string | null;
  vat: string | null;
  country: string;
  user_type: UserType;
  /** The agent licence (TALIC) of an agent account; null for every other account. */
  agent_licence: string | null;
  lang: Lang;
}

/** A saved address of a customer (SPEC 3 "User data"). */
export interface AccountAddress {
  id: number;
  street: string;
  streetnr: string;
  zip: string;
  city: string;
  country: string;
  defaultaddress: boolean;
  billoaddress: boolean;
}

/** The fields of an address to save, as `newaddress` and `editaddress` take them. */
export type AccountAddressFields = Omit<AccountAddress, 'id'>;

/** The answer of `billousers/leesuserid`: the user and their saved addresses. */
export interface UserData {
  user: AccountUser;
  addresses: AccountAddress[];
}

/** What the site sends to make an account (`POST billousers/newuser`, SPEC 7). */
export interface RegistrationBody {
  username: string;
  password: string;
  confirmPassword: string;
  firstname: string;
  lastname: string;
  phone: string;
  user_type: 'consumer' | 'company';
  company?: string;
  vat?: string;
  lang: string;
}

/** `POST billousers/newuser` (201): the account made. */
export interface AccountCreated {
  id: number;
  username: string;
}

/** `POST billousers/edituser`: the account as it is after the change. */
export interface AccountEdited {
  user: AccountUser;
}

/** The answer of `GET vat/{number}` (SPEC 7, the VAT validation call). */
export interface VatCheck {
  valid: boolean;
  /** The number in its stored form, BE + 10 digits when it could be normalised. */
  number: string;
  /** What decided: core's checksum only, or the EU VIES register on top of it. */
  source: 'checksum' | 'vies';
  /** The registered name, when VIES disclosed it. */
  name?: string;
}

/** The answer of the token call (`POST token`, OAuth 2 field names plus the account of a login). */
export interface TokenAnswer {
  access_token: string;
  token_type: 'bearer';
  /** Seconds until the access token expires. */
  expires_in: number;
  refresh_token: string;
  /** The logged-in user; absent for an anonymous visitor's token. */
  userId?: number;
  userName?: string | undefined;
  /** The account type of a logged-in user. */
  user_type?: UserType;
  /** The licence of a travel-agent account. */
  agent_licence?: string;
}

/** The answer of `GET version`: the running version and whether it is a hotfix that reloads pages. */
export interface VersionInfo {
  versie: string;
  hotfix: boolean;
}

/** The form the browser posts to the hosted payment page; the server prepared and signed it. */
export interface PaymentForm {
  action: string;
  method: 'POST';
  fields: Record<string, string>;
}

/**
 * A short-lived signed link to one file (issue 23): `POST billomanage/{id}/link` and
 * `POST agentportal/statement/link` answer it; the link carries neither token nor key.
 */
export interface DownloadLink {
  /** The absolute address under PUBLIC_URL. */
  url: string;
  /** The same address relative to the API base (`files/…`), for a page that knows its own API base. */
  path: string;
  /** Seconds the link works from now. */
  expires_in: number;
}

/** One leg of an order as `GET ordersbillo/{id}` lists it (SPEC 3 "Saved order record" plus context). */
export interface OrderLine {
  ID: number;
  BONNR: string;
  ECODE: string;
  /** 'H' for the departure leg, 'T' for the return leg. */
  RIT: 'H' | 'T';
  DATUM: string;
  VAN: string;
  NAAR: string;
  SOORTVERVOER: string;
  CUSTEMAIL: string;
  /** The customer price of this leg, euros. */
  OPGAVEPRIJS: number;
  TOTALEPRIJS: number;
  STATUS: string;
  /** Addition (issue 17): the pets booked, charged per pet per trip. */
  HUISDIEREN?: number;
  /** Addition (issue 17): the customer's remarks for the driver, plain text ('' when none). */
  REMARKS?: string;
}

/** One booked leg of an order in the account's order list: where from, where to and when. */
export type OrderSummaryLeg = Pick<OrderLine, 'RIT' | 'DATUM' | 'VAN' | 'NAAR'>;

/** One order in the account's order list (`listBilloOrders.json`, `linkorder`; SPEC 2 "Account page"). */
export interface OrderSummary {
  ID: number;
  BONNR: string;
  SOORTVERVOER: string;
  /** VAN, NAAR and DATUM are those of the first booked leg (the departure of a round trip). */
  VAN: string;
  NAAR: string;
  DATUM: string;
  /** Every booked leg, the departure first: a round trip has two (an addition to SPEC 7's answer). */
  LEGS: OrderSummaryLeg[];
  STATUS: string;
  /** Paid online, or free. */
  BETAALD: boolean;
  /** Settled (paid, invoiced to an agent, or free) and every booked leg has its pickup time (issue 28). */
  GEPLAND: boolean;
  TOTALEPRIJS: number;
  HEENTERUG: TripKind;
  /**
   * Feedback on this order (issue 11): 'open' when the ride is over and none was left yet, 'given' once
   * it was, 'none' while the ride is ahead or the order is not settled. An addition to SPEC 7's answer.
   */
  FEEDBACK: 'open' | 'given' | 'none';
}

/** The metadata of the account's order list (`listBilloOrders.json`): the count of all and the page. */
export interface OrderListMeta {
  count: number;
  PageSize: number;
  page: number;
}

/** One approved review as `POST feedback/findFeedback` lists it (issue 11). */
export interface FeedbackReview {
  id: number;
  /** 1 to 5. */
  rating: number;
  /** As the customer wrote it; shown as text, never as HTML. */
  text: string;
  /** The language it was written in. */
  lang: 'nl' | 'fr' | 'en';
  /** The writer as the public sees it: first name and initial of the last name ("Tine P."). */
  name: string;
  /** When it was written, 'YYYY/MM/DD' (Brussels). */
  date: string;
}

/** What the customer sends as feedback (`feedback/link/{token}`, `feedback/newfeedback` with `orderid`): the rating, the text and the language of the page. */
export interface FeedbackEntry {
  rating: number;
  text: string;
  lang: Lang;
}

/** The metadata of `feedback/findFeedback`: paging, and the average rating of all approved reviews. */
export interface FeedbackListMeta {
  count: number;
  PageSize: number;
  page: number;
  /** Average rating to one decimal; null while there is no review. */
  average: number | null;
}

/** What a feedback link is for (`GET feedback/link/{token}`): the ride, and the first name only. */
export interface FeedbackLinkInfo {
  firstName: string;
  /** The receipt number of the order. */
  bonnr: string;
  /** Each booked leg: date, and from/to as city or airport (no street, no house number). */
  legs: { RIT: 'H' | 'T'; DATUM: string; VAN: string; NAAR: string }[];
  /** True when feedback on this order was already left. */
  given: boolean;
}

/**
 * The answer of `POST billoprice?soorten=1` (issue 29): the price result of the draft's own type, plus
 * `SOORTEN`, the price of every transport type for the same draft exactly as `POST billoprice/types`
 * answers it (cheapest type first), so the wizard's vehicle cards and its overview come from one
 * request. Without `soorten=1` the price call answers a plain {@link PriceResult}.
 */
export interface PriceWithTypesResult extends PriceResult {
  SOORTEN: TypePriceResult[];
}

export type * from './manage-types';
export type * from './backoffice-types';
export type * from './backoffice-order-types';
export type * from './portal-types';
export type * from './events-types';
