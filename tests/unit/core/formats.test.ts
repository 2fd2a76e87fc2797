import { describe, expect, it } from 'vitest';
import type { PasswordProblem } from '../../../core/formats';
import {
  isBelgianPostalCode,
  postalCodeFitsCountry,
  isValidBelgianVat,
  isValidEmail,
  isValidFlightNumber,
  normalizeFlightNumber,
  normalizeVat,
  passwordProblems,
  validatePassword,
} from '../../../core/formats';

describe('isValidEmail()', () => {
  it.each<[string, boolean]>([
    ['ann@example.be', true],
    ['ann.peeters+trip@mail.example.com', true],
    ['a@b.c', true],
    ['ann@example', false],
    ['ann.example.be', false],
    ['ann@@example.be', false],
    ['ann @example.be', false],
    ['@example.be', false],
    ['', false],
  ])('tells whether %j is an email address (%s)', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });

  it('accepts 254 characters and refuses 255', () => {
    expect(isValidEmail(`${'a'.repeat(243)}@example.be`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(244)}@example.be`)).toBe(false);
  });
});

describe('isValidFlightNumber()', () => {
  it.each<[string, boolean]>([
    ['AB1234', true],
    ['SN2153', true],
    ['FR1', true],
    ['U21234', true],
    ['3V123', true],
    ['KL1234A', true],
    ['sn 2153', true],
    ['fr-1234', true],
    [' TB 1234 ', true],
    ['AB12345', false],
    ['AB', false],
    ['12345', false],
    ['12A', false],
    ['A', false],
    ['ABC123', false],
    ['AB1234AB', false],
    ['', false],
  ])('tells whether %j is a flight number (%s)', (flight, expected) => {
    expect(isValidFlightNumber(flight)).toBe(expected);
  });

  it('writes the flight number without spaces in upper case', () => {
    expect(normalizeFlightNumber(' sn 2153 ')).toBe('SN2153');
  });
});

describe('isBelgianPostalCode()', () => {
  it.each<[string, boolean]>([
    ['1000', true],
    ['9999', true],
    [' 2000 ', true],
    ['0999', false],
    ['999', false],
    ['10000', false],
    ['10a0', false],
    ['', false],
  ])('tells whether %j is a Belgian postal code (%s)', (postal, expected) => {
    expect(isBelgianPostalCode(postal)).toBe(expected);
  });
});

describe('postalCodeFitsCountry()', () => {
  it.each<[string, string | undefined, boolean]>([
    ['3000', 'BE', true],
    ['3000', undefined, true],
    ['300', 'BE', false],
    ['300', undefined, false],
    ['75001', 'FR', true],
    ['1011 AB', 'NL', true],
  ])('tells whether %j fits the country %j (%s)', (zip, country, expected) => {
    expect(postalCodeFitsCountry(zip, country)).toBe(expected);
  });
});

describe('validatePassword()', () => {
  it.each<[string, string, string, PasswordProblem[]]>([
    ['accepts eight equal characters', 'abcdefgh', 'abcdefgh', []],
    ['refuses seven characters', 'abcdefg', 'abcdefg', ['tooShort']],
    ['refuses a different confirmation', 'abcdefgh', 'abcdefgH', ['mismatch']],
    ['refuses a missing confirmation', 'abcdefgh', '', ['mismatch']],
    ['reports both problems', 'short', 'other', ['tooShort', 'mismatch']],
    ['counts an emoji as one character', '😀😀😀😀abc', '😀😀😀😀abc', ['tooShort']],
  ])('%s', (_name, password, confirm, problems) => {
    expect(passwordProblems(password, confirm)).toEqual(problems);
    expect(validatePassword(password, confirm)).toBe(problems.length === 0);
  });
});

describe('normalizeVat()', () => {
  it.each<[string, string]>([
    ['BE0440966354', 'BE0440966354'],
    ['be 0440.966.354', 'BE0440966354'],
    ['BE-0831-797-467', 'BE0831797467'],
    ['0440966354', 'BE0440966354'],
    ['440966354', 'BE0440966354'],
    ['NL123', 'NL123'],
  ])('writes %j as %j', (vat, expected) => {
    expect(normalizeVat(vat)).toBe(expected);
  });
});

describe('isValidBelgianVat()', () => {
  it.each<[string, string, boolean]>([
    ['accepts a valid number', 'BE0440966354', true],
    ['accepts a second valid number', 'BE0831797467', true],
    ['accepts a typed valid number', 'be 0831.797.467', true],
    ['refuses a wrong check number', 'BE0440966355', false],
    ['refuses swapped digits', 'BE0449066354', false],
    ['accepts a number starting with 1', 'BE1002345639', true],
    ['accepts a typed number starting with 1', 'be 1000.000.021', true],
    ['refuses a number starting with 1 with a wrong check number', 'BE1440966354', false],
    ['refuses a number starting with 2', 'BE2002345639', false],
    ['refuses nine digits after BE0', 'BE044096635', false],
    ['refuses eleven digits after BE', 'BE04409663540', false],
    ['refuses another country', 'NL0440966354', false],
    ['refuses letters', 'BE0440966ABC', false],
    ['refuses empty text', '', false],
  ])('%s (%s)', (_name, vat, expected) => {
    expect(isValidBelgianVat(vat)).toBe(expected);
  });
});
