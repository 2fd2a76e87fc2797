/**
 * The booking calls of SPEC 7 "Booking", each a small function over one element's HTTP client that
 * returns plain data or throws an {@link ApiFailure} with the call's default message.
 */
import type { Http } from '../../client';
import { ApiFailure, call, toFailure, type Envelope } from '../../client';
import {
  type Airport,
  type BookingSettings,
  DEFAULT_BOOKING_SETTINGS,
  type PriceRequest,
  type PriceWithTypesResult,
  type StreetSuggestion,
  type UserData,
  type VersionInfo,
} from '../../core';

/** The result of a street lookup: suggestions plus the localities of the postal code. */
export interface StreetLookup {
  streets: StreetSuggestion[];
  cities: string[];
}

/** The booking API of one element. */
export interface BookingApi {
  airports(): Promise<Airport[]>;
  /**
   * The booking settings in force (`GET settings`). A backend without that call (SPEC 7 has none:
   * an operator's own API behind `api-base`) answers 404, and then SPEC 9's values apply.
   */
  settings(): Promise<BookingSettings>;
  streets(postal: string, street: string, lang: string): Promise<StreetLookup>;
  /**
   * The price of `request` with every vehicle type's price beside it (`POST billoprice?soorten=1`,
   * issue 29): the overview and the cards from one request.
   */
  price(request: PriceRequest): Promise<PriceWithTypesResult>;
  checkCoupon(code: string): Promise<boolean>;
  /** The user's data, Belgian cities named for a reader of `lang`. */
  user(id: number, lang: string): Promise<UserData>;
  version(): Promise<VersionInfo>;
}

/** Creates the booking calls over `http`. */
export function createBookingApi(http: Http): BookingApi {
  const enc = encodeURIComponent;
  return {
    airports: async () =>
      (await call(() => http.get('airports').json<Envelope<Airport[]>>(), 'api.airports')).data,
    async settings() {
      try {
        return (await call(() => http.get('settings').json<Envelope<BookingSettings>>(), 'api.settings'))
          .data;
      } catch (error) {
        if (error instanceof ApiFailure && error.status === 404) return { ...DEFAULT_BOOKING_SETTINGS };
        throw error;
      }
    },
    async streets(postal, street, lang) {
      const path = `streets/zoekstraten/${enc(postal.trim())}${street.trim() ? `/${enc(street.trim())}` : ''}`;
      const body = await call(
        () =>
          http
            .get(path, { searchParams: { lang } })
            .json<Envelope<StreetSuggestion[], { citynames?: string[] }>>(),
        'api.streets',
      );
      return { streets: body.data, cities: body.metadata?.citynames ?? [] };
    },
    price: async (request) =>
      (
        await call(
          () =>
            http
              .post('billoprice', { json: request, searchParams: { soorten: 1 } })
              .json<Envelope<PriceWithTypesResult>>(),
          'api.price',
        )
      ).data,
    async checkCoupon(code) {
      try {
        const body = await http
          .get('billoprice/checkcoupon', { searchParams: { coupon: code } })
          .json<Envelope<unknown>>();
        return body.status === true && body.data !== false;
      } catch (error) {
        // A refused coupon comes back as a 4xx; only a broken call is an error.
        if (toFailure(error, 'api.coupon').description !== undefined) return false;
        throw toFailure(error, 'api.coupon');
      }
    },
    user: async (id, lang) =>
      (
        await call(
          () =>
            http.get(`billousers/leesuserid/${id}`, { searchParams: { lang } }).json<Envelope<UserData>>(),
          'api.userData',
        )
      ).data,
    version: async () =>
      (
        await call(
          () =>
            http.get('version', { searchParams: { name: 'transfer-booking' } }).json<Envelope<VersionInfo>>(),
          'api.userData',
        )
      ).data,
  };
}
