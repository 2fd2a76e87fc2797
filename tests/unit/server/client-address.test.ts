import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../server/config';
import { forwardedClient, proxyHops } from '../../../server/http/client-address';

const hops = (TRUST_PROXY: string | undefined) => proxyHops({ env: { TRUST_PROXY } });

describe('proxyHops()', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['false', 0],
    ['1', 1],
    ['true', 1],
    ['2', 2],
    [' 3 ', 3],
    ['10', 10],
  ])('reads TRUST_PROXY=%j as %i trusted hops', (value, expected) => {
    expect(hops(value)).toBe(expected);
  });

  it.each(['yes', '-1', '1.5', '11', '0x1', 'two'])(
    'stops the start on TRUST_PROXY=%j with one sentence',
    (value) => {
      expect(() => hops(value)).toThrow(ConfigError);
      expect(() => hops(value)).toThrow(
        `TRUST_PROXY must be the number of trusted proxy hops from 0 to 10 (or true for 1), not "${value}".`,
      );
    },
  );
});

describe('forwardedClient()', () => {
  it('ignores the header when no proxy is trusted', () => {
    expect(forwardedClient('203.0.113.9', 0)).toBeUndefined();
  });

  it('takes the entry the one trusted proxy appended, not the ones the client wrote before it', () => {
    expect(forwardedClient('1.2.3.4, 5.6.7.8, 203.0.113.9', 1)).toBe('203.0.113.9');
  });

  it('counts N trusted proxies from the right', () => {
    expect(forwardedClient('1.2.3.4, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
    expect(forwardedClient('1.2.3.4,203.0.113.9,10.0.0.2,10.0.0.3', 3)).toBe('203.0.113.9');
  });

  it('takes the first entry of a list shorter than the trusted hops', () => {
    expect(forwardedClient('203.0.113.9', 2)).toBe('203.0.113.9');
  });

  it('reads IPv6 addresses and refuses entries that are not addresses', () => {
    expect(forwardedClient('2001:db8::1', 1)).toBe('2001:db8::1');
    expect(forwardedClient('1.2.3.4, unknown', 1)).toBeUndefined();
    expect(forwardedClient('', 1)).toBeUndefined();
    expect(forwardedClient(undefined, 1)).toBeUndefined();
  });
});
