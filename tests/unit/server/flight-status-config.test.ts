/** The flight-status provider's settings (issue 26): none without a key, a bad URL refused at start. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';
import { flightStatusSource } from '../../../server/flights/flight-status-source';

describe('the flight-status settings', () => {
  it('select no provider without AERODATABOX_KEY: the dispatcher sets landings by hand', () => {
    const config = loadConfig({});
    expect(config.flightStatus).toBeUndefined();
    expect(flightStatusSource(config)).toBeNull();
  });

  it('select AeroDataBox on RapidAPI with a key, its host sent as X-RapidAPI-Host', () => {
    const config = loadConfig({ AERODATABOX_KEY: ' k3y ' });
    expect(config.flightStatus).toEqual({
      url: 'https://aerodatabox.p.rapidapi.com',
      key: 'k3y',
      host: 'aerodatabox.p.rapidapi.com',
      timeoutMs: 5000,
    });
    expect(flightStatusSource(config)?.name).toBe('aerodatabox');
  });

  it('refuse a URL that is not one and a timeout out of range, naming the setting', () => {
    expect(() => loadConfig({ AERODATABOX_KEY: 'k', AERODATABOX_URL: 'not a url' })).toThrow(ConfigError);
    expect(() => loadConfig({ AERODATABOX_KEY: 'k', AERODATABOX_URL: 'ftp://x.example' })).toThrow(
      /AERODATABOX_URL/,
    );
    expect(() => loadConfig({ AERODATABOX_KEY: 'k', FLIGHT_STATUS_TIMEOUT_MS: '0' })).toThrow(
      /FLIGHT_STATUS_TIMEOUT_MS/,
    );
  });
});
