import { describe, expect, it } from 'vitest';
import { accountSettings } from '../../../server/accounts/account-settings';
import { loadConfig } from '../../../server/config';

const settings = (env: Record<string, string>) => accountSettings(loadConfig(env));

describe('accountSettings()', () => {
  it('defaults to one-hour access tokens, no proxy trust and no VIES', () => {
    expect(settings({})).toEqual({ tokenTtl: 3600, proxyHops: 0, viesUrl: undefined });
  });

  it('reads TOKEN_TTL, TRUST_PROXY and VIES_URL', () => {
    expect(settings({ TOKEN_TTL: '60', TRUST_PROXY: '1', VIES_URL: 'http://vies.test/api/' })).toEqual({
      tokenTtl: 60,
      proxyHops: 1,
      viesUrl: 'http://vies.test/api',
    });
  });

  it.each(['soon', '0', '1.5', '86401'])('refuses TOKEN_TTL=%s with one sentence', (value) => {
    expect(() => settings({ TOKEN_TTL: value })).toThrow(/^TOKEN_TTL must be a whole number of seconds/);
  });

  it('refuses a VIES_URL that is not http(s)', () => {
    expect(() => settings({ VIES_URL: 'ftp://x' })).toThrow(/VIES_URL must be an http\(s\) URL/);
  });
});
