/**
 * Who is calling, as established from the access token by the `authenticate` middleware
 * (server/auth/middleware.ts). Handlers read it with `c.get('auth')`.
 */
export interface Auth {
  /** Id of the access token's row; stable for the token's lifetime. */
  tokenId: string;
  /** The logged-in user's id, or null for an anonymous visitor (client_credentials) token. */
  userId: number | null;
}

/** Hono environment of every API route that runs behind `authenticate`. */
export interface AuthEnv {
  Variables: { auth: Auth };
}
