/**
 * The browser-storage keys the widget and the host site share (SPEC 3 "Session state"): both take them
 * from here, so both read and write the same session.
 */

/** localStorage keys of the shared session. */
export const SESSION_KEYS = {
  token: 'tb.token',
  refreshToken: 'tb.refreshToken',
  userName: 'tb.userName',
  userId: 'tb.userId',
  /** The licence of a logged-in travel-agent account; absent for everyone else. */
  agentLicence: 'tb.agentLicence',
  /** Epoch milliseconds at which the access token expires. */
  expiresAt: 'tb.expiresAt',
  /** Set to '1' when a failed refresh logged the user out, so the site can say so. */
  didAutoLogout: 'tb.didAutoLogout',
} as const;

/** sessionStorage key prefix of a wizard draft; the rest is the element's draft key. */
export const DRAFT_KEY_PREFIX = 'tb.draft.';

/** The OAuth client id of the product's own site and widget (a public client without a secret). */
export const CLIENT_ID = 'webapp';
