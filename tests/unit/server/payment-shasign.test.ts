import { describe, expect, it } from 'vitest';
import { shaString, signShaIn, signShaOut, verifyShaIn, verifyShaOut } from '../../../server/payment/shasign';

// The provider's documented worked example (e-Commerce integration guide, "SHA-IN signature").
const PASS = 'Mysecretsig1875!?';
const SHA_IN_EXAMPLE = {
  AMOUNT: '1500',
  CURRENCY: 'EUR',
  LANGUAGE: 'en_US',
  ORDERID: '1234',
  PSPID: 'MyPSPID',
};

// The provider's documented SHA-OUT example (e-Commerce guide, "Transaction feedback"); the provider
// sends some names in mixed case, which is why the example spells them so.
const SHA_OUT_EXAMPLE = {
  ACCEPTANCE: '1234',
  amount: '15',
  BRAND: 'VISA',
  CARDNO: 'XXXXXXXXXXXX1111',
  currency: 'EUR',
  NCERROR: '0',
  orderID: '12',
  PAYID: '32100123',
  PM: 'CreditCard',
  STATUS: '9',
};

describe('shaString()', () => {
  it('upper-cases names, sorts them and puts the passphrase after every value', () => {
    expect(shaString(SHA_IN_EXAMPLE, PASS)).toBe(
      'AMOUNT=1500Mysecretsig1875!?CURRENCY=EURMysecretsig1875!?LANGUAGE=en_USMysecretsig1875!?' +
        'ORDERID=1234Mysecretsig1875!?PSPID=MyPSPIDMysecretsig1875!?',
    );
  });

  it('leaves out empty values and SHASIGN itself', () => {
    expect(shaString({ b: '2', A: '', SHASIGN: 'X', c: '3' }, 'p')).toBe('B=2pC=3p');
  });

  it('keeps only listed names when a list is given', () => {
    expect(shaString({ ORDERID: '1', TALIC: 'L1', AGENT: '1' }, 'p', new Set(['ORDERID']))).toBe(
      'ORDERID=1p',
    );
  });
});

describe('signShaIn()', () => {
  // The documentation prints F4CC376C…A238BE0A for SHA-1; sha1sum of the documented string agrees.
  it('reproduces the documented SHA-1 example', () => {
    expect(signShaIn(SHA_IN_EXAMPLE, PASS, 'sha1')).toBe('F4CC376CD7A834D997B91598FA747825A238BE0A');
  });

  it('reproduces the SHA-256 digest computed with sha256sum', () => {
    expect(signShaIn(SHA_IN_EXAMPLE, PASS, 'sha256')).toBe(
      'E019359BAA3456AE5A986B6AABD22CF1B3E09438739E97F17A7F61DF5A11B30F',
    );
  });

  it('reproduces the documented SHA-512 example (also computed with openssl dgst -sha512)', () => {
    expect(signShaIn(SHA_IN_EXAMPLE, PASS, 'sha512')).toBe(
      'D1CFE8833A297D0922E908B2B44934B09EE966EF1584DC0D696304E07BB58BA7' +
        '1973C2383C831D878D8A243BB7D7DFFFBE53CEE21955CDFEF44FE82E551F859D',
    );
  });

  it("hashes UTF-8 bytes, as the provider's UTF-8 page does", () => {
    expect(signShaIn({ ORDERID: 'T1-1', CN: 'Jérôme Dupré' }, PASS, 'sha256')).toBe(
      'B945B641230B9109DF32D0B29A9E0EDFC820FE33A1E709A131673A79FDC69AEC',
    );
  });

  it('changes when any signed value changes', () => {
    const base = signShaIn(SHA_IN_EXAMPLE, PASS, 'sha512');
    expect(signShaIn({ ...SHA_IN_EXAMPLE, AMOUNT: '1501' }, PASS, 'sha512')).not.toBe(base);
    expect(signShaIn({ ...SHA_IN_EXAMPLE, ORDERID: '1235' }, PASS, 'sha512')).not.toBe(base);
    expect(signShaIn(SHA_IN_EXAMPLE, `${PASS}x`, 'sha512')).not.toBe(base);
  });
});

describe('signShaOut()', () => {
  it('reproduces the documented SHA-1 SHA-OUT example', () => {
    expect(signShaOut(SHA_OUT_EXAMPLE, PASS, 'sha1')).toBe('209113288F93A9AB8E474EA78D899AFDBB874355');
  });

  it('reproduces the SHA-256 and SHA-512 digests computed with openssl', () => {
    expect(signShaOut(SHA_OUT_EXAMPLE, PASS, 'sha256')).toBe(
      'C1500A19AC0A18216073A8B9952A54919C8A5C7B06F0ADAD6A59FC3EC7472A49',
    );
    expect(signShaOut(SHA_OUT_EXAMPLE, PASS, 'sha512')).toBe(
      'C1F832D7620282B07E199F25A9C6AD94EAE264359012C5374B9A33D5A9C2C9C7' +
        '104A0FE600EB3401E95CE3050E684BEF040DAAE5877FAFA312C63B9556F68878',
    );
  });

  it("ignores parameters outside the provider's SHA-OUT list", () => {
    const withExtras = { ...SHA_OUT_EXAMPLE, TALIC: 'AG1', AGENT: '1', UID: 'u' };
    expect(signShaOut(withExtras, PASS, 'sha1')).toBe('209113288F93A9AB8E474EA78D899AFDBB874355');
  });
});

describe('verifyShaOut()', () => {
  const signed = { ...SHA_OUT_EXAMPLE, SHASIGN: '209113288F93A9AB8E474EA78D899AFDBB874355' };

  it('accepts the documented signed parameters, in upper or lower-case hex', () => {
    expect(verifyShaOut(signed, PASS, 'sha1')).toBe(true);
    expect(verifyShaOut({ ...signed, SHASIGN: signed.SHASIGN.toLowerCase() }, PASS, 'sha1')).toBe(true);
  });

  it('refuses a changed status, amount or order id, a wrong passphrase and a missing signature', () => {
    expect(verifyShaOut({ ...signed, STATUS: '5' }, PASS, 'sha1')).toBe(false);
    expect(verifyShaOut({ ...signed, amount: '1' }, PASS, 'sha1')).toBe(false);
    expect(verifyShaOut({ ...signed, orderID: '13' }, PASS, 'sha1')).toBe(false);
    expect(verifyShaOut(signed, 'other', 'sha1')).toBe(false);
    expect(verifyShaOut(SHA_OUT_EXAMPLE, PASS, 'sha1')).toBe(false);
  });

  it('refuses a signature made with another algorithm', () => {
    expect(verifyShaOut(signed, PASS, 'sha512')).toBe(false);
  });
});

describe('verifyShaIn()', () => {
  it('accepts fields signed with signShaIn and refuses them once AMOUNT changes', () => {
    const fields = { ...SHA_IN_EXAMPLE, SHASIGN: signShaIn(SHA_IN_EXAMPLE, PASS, 'sha512') };
    expect(verifyShaIn(fields, PASS, 'sha512')).toBe(true);
    expect(verifyShaIn({ ...fields, AMOUNT: '1' }, PASS, 'sha512')).toBe(false);
  });
});
