/** Answer shapes of the booking calls the widget makes (SPEC 3 and 7). */

/** One airport of GET airports. */
export interface Airport {
  ID: string;
  NAME: string;
  ADRES?: string;
}

/** One street suggestion of GET streets/zoekstraten. */
export interface StreetSuggestion {
  ID: number | string;
  STRAAT: string;
  STAD: string;
  LAND: string;
}

/** The result of a street lookup: suggestions plus the localities of the postal code. */
export interface StreetLookup {
  streets: StreetSuggestion[];
  cities: string[];
}

/** The form the widget posts to the hosted payment page; the server prepared and signed it. */
export interface PaymentForm {
  action: string;
  method: string;
  fields: Record<string, string>;
}

/** A saved address of a customer (SPEC 3 "User data"). */
export interface UserAddress {
  id: number;
  street: string;
  streetnr: string;
  zip: string;
  city: string;
  country: string;
  defaultaddress: boolean;
  billoaddress: boolean;
}

/** The logged-in customer's data (SPEC 3 "User data"). */
export interface UserData {
  user: { id: number; phone: string; email: string; firstname: string; lastname: string };
  addresses: UserAddress[];
}

/** The answer of the token call. */
export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  userId?: number;
  userName?: string;
  /** The account type of a logged-in user: 'consumer', 'company' or 'agent'. */
  user_type?: string;
  /** The licence of a travel-agent account. */
  agent_licence?: string;
}

/** The answer of the version call. */
export interface VersionInfo {
  versie: string;
  hotfix: boolean;
}
