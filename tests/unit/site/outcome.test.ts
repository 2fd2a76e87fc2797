import { describe, expect, it } from 'vitest';
import {
  agentQueryOf,
  orderReference,
  outcomeVariant,
  paymentReference,
} from '../../../site/src/utils/outcome';

describe('paymentReference()', () => {
  it.each([
    ['?orderID=1042&PAYID=3141592&STATUS=9', '3141592'],
    ['?orderID=1042', '1042'],
    ['?payid=77', '77'],
    ['?ORDERID=AB-12', 'AB-12'],
    ['', undefined],
    ['?PAYID=', undefined],
    ['?PAYID=<script>', undefined],
    [`?PAYID=${'9'.repeat(65)}`, undefined],
  ])('reads %s as %s', (search, expected) => {
    expect(paymentReference(search)).toBe(expected);
  });
});

describe('orderReference()', () => {
  it.each([
    ['?orderID=1042', '1042'],
    ['?id=55', '55'],
    ['?1042', '1042'],
    ['?TB-1042', 'TB-1042'],
    ['?foo=bar', undefined],
    ['', undefined],
  ])('reads %s as %s', (search, expected) => {
    expect(orderReference(search)).toBe(expected);
  });
});

describe('agentQueryOf()', () => {
  it('keeps only the agent values', () => {
    expect(agentQueryOf('?orderID=7&TALIC=L1&TANAME=Reis+Bureau&AGENT=1&PAYID=9')).toBe(
      '?TALIC=L1&TANAME=Reis+Bureau&AGENT=1',
    );
  });

  it('gives nothing for a consumer order', () => {
    expect(agentQueryOf('?orderID=7&PAYID=9')).toBe('');
  });
});

describe('outcomeVariant()', () => {
  it.each([
    ['?orderID=TB1&via=invoice', 'invoice'],
    ['?orderID=TB1&via=free', 'free'],
    ['?orderID=TB1&pending=1', 'pending'],
    // Issue 27: the payment of a change's difference comes back with the change's id.
    ['?orderID=TB1&revision=42', 'revision'],
    ['?orderID=TB1&revision=42&pending=1', 'pending'],
    ['?orderID=TB1&revision=x', undefined],
    ['?orderID=TB1&PAYID=123', undefined],
    ['?via=other', undefined],
    ['', undefined],
  ])('reads %s as %s', (search, variant) => {
    expect(outcomeVariant(search)).toBe(variant);
  });
});
