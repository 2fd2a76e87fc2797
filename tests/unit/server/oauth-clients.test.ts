import { describe, expect, it } from 'vitest';
import { resolveClient } from '../../../server/auth/clients';
import { ApiError } from '../../../server/http/envelope';

const basic = (s: string) => `Basic ${Buffer.from(s).toString('base64')}`;

function errorOf(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ApiError) return e;
  }
  throw new Error('expected an ApiError');
}

describe('resolveClient()', () => {
  it('accepts the public web client from the body or a Basic header without secret', () => {
    expect(resolveClient({ client_id: 'webapp' })).toBe('webapp');
    expect(resolveClient({}, basic('webapp:'))).toBe('webapp');
    expect(resolveClient({}, basic('webapp'))).toBe('webapp');
  });

  it('names client_id when none is given', () => {
    expect(errorOf(() => resolveClient({}))).toMatchObject({
      status: 400,
      error: 'invalid_request',
      field: 'client_id',
    });
  });

  it.each([
    [{ client_id: 'partner' }, undefined],
    [{ client_id: 'webapp', client_secret: 's' }, undefined],
    [{}, basic('webapp:secret')],
    [{}, basic('other:')],
  ])('refuses %j %s as invalid_client', (body, header) => {
    expect(errorOf(() => resolveClient(body, header))).toMatchObject({
      status: 401,
      error: 'invalid_client',
    });
  });
});
