import { describe, expect, it } from 'vitest';
import type { AgentPo, AgentTypeInput } from '../../../core/combi';
import type { TransportType } from '../../../core/transport';
import type { CombiSettings } from '../../../core/combi';
import {
  COMBI_AGENT_CAMPAIGNS,
  defaultType,
  isCombiAvailable,
  resolveType,
  typeForAgent,
} from '../../../core/combi';
import { combiRefusal } from '../../../core/combi-refusal';
import { COMBI_CUTOFF_DATE, COMBI_LEAD_DAYS } from '../../../core/settings';

// 10:00 in Brussels on 1 June 2021: today is 2021/06/01, the lead date 2021/06/04.
const now = new Date('2021-06-01T08:00:00Z');
const settings: CombiSettings = { combiCutoff: COMBI_CUTOFF_DATE, combiLeadDays: COMBI_LEAD_DAYS };

describe('isCombiAvailable()', () => {
  it('uses a three-day lead and the pandemic cut-off by default', () => {
    expect(COMBI_LEAD_DAYS).toBe(3);
    expect(COMBI_CUTOFF_DATE).toBe('2021/09/16');
  });

  it.each<[string, string, boolean, Partial<CombiSettings>, boolean]>([
    ['refuses two days ahead', '2021/06/03', false, {}, false],
    ['allows exactly three days ahead', '2021/06/04', false, {}, true],
    ['allows the last day before the cut-off', '2021/09/15', false, {}, true],
    ['refuses the cut-off day itself', '2021/09/16', false, {}, false],
    ['refuses dates after the cut-off', '2023/01/01', false, {}, false],
    ['allows a near date with a valid PO', '2021/06/02', true, {}, true],
    ['allows today with a valid PO', '2021/06/01', true, {}, true],
    ['keeps the cut-off even with a valid PO', '2021/09/16', true, {}, false],
    ['refuses an invalid date', '2021/02/30', true, {}, false],
    ['follows a re-opening cut-off', '2030/01/01', false, { combiCutoff: '2099/01/01' }, true],
    ['follows an earlier cut-off', '2021/07/01', false, { combiCutoff: '2021/07/01' }, false],
    ['follows a two-day lead', '2021/06/03', false, { combiLeadDays: 2 }, true],
    ['follows a five-day lead', '2021/06/05', false, { combiLeadDays: 5 }, false],
  ])('%s', (_name, date, hasValidPo, changed, expected) => {
    expect(
      isCombiAvailable({ legDates: [date], now, hasValidPo, settings: { ...settings, ...changed } }),
    ).toBe(expected);
  });

  // The wizard used to check only the trip date, the server each leg: a round trip across the cut-off
  // was offered Combi and then refused.
  it.each<[string, string[], boolean]>([
    ['allows a round trip with both legs before the cut-off', ['2021/08/01', '2021/09/15'], true],
    ['refuses a round trip whose return is on the cut-off', ['2021/08/01', '2021/09/16'], false],
    ['refuses a round trip whose return is after the cut-off', ['2021/09/10', '2021/10/01'], false],
    ['refuses a round trip whose outbound is too near', ['2021/06/02', '2021/06/10'], false],
    ['judges a return-only trip by its return date', ['2021/09/15'], true],
    ['has no Combi without a booked leg', [], false],
  ])('%s', (_name, legDates, expected) => {
    expect(isCombiAvailable({ legDates, now, settings })).toBe(expected);
  });
});

describe('combiRefusal()', () => {
  it.each<[string, string[], boolean, ReturnType<typeof combiRefusal>]>([
    ['allows a trip Combi runs on', ['2021/06/10'], false, null],
    ['names the notice period two days ahead', ['2021/06/03'], false, 'notice'],
    ['lets a valid PO lift the notice period', ['2021/06/03'], true, null],
    ['names the cut-off on its day', ['2021/09/16'], false, 'cutoff'],
    [
      'names the cut-off before the notice when a round trip has both',
      ['2021/06/03', '2021/09/20'],
      false,
      'cutoff',
    ],
    ['names the cut-off even with a PO', ['2021/09/20'], true, 'cutoff'],
    ['names the cut-off for a trip without dates', [], false, 'cutoff'],
  ])('%s', (_name, legDates, hasValidPo, reason) => {
    expect(combiRefusal({ legDates, now, settings, hasValidPo })).toBe(reason);
  });
});

describe('defaultType()', () => {
  it.each<[string, string, TransportType]>([
    ['2021/09/15', COMBI_CUTOFF_DATE, 'COMBINATIE'],
    ['2021/09/16', COMBI_CUTOFF_DATE, 'COMFORT'],
    ['2025/01/01', COMBI_CUTOFF_DATE, 'COMFORT'],
    ['2025/01/01', '2099/01/01', 'COMBINATIE'],
  ])('starts a draft for %s (cut-off %s) as %s', (limitDate, cutoff, expected) => {
    expect(defaultType(limitDate, cutoff)).toBe(expected);
  });
});

describe('resolveType()', () => {
  it.each<[TransportType, boolean, TransportType]>([
    ['COMBINATIE', true, 'COMBINATIE'],
    ['COMBINATIE', false, 'COMFORT'],
    ['COMFORT', false, 'COMFORT'],
    ['BUSINESS', false, 'BUSINESS'],
    ['BUSINESS', true, 'BUSINESS'],
  ])('turns %s with Combi available=%s into %s', (current, available, expected) => {
    expect(resolveType(current, available)).toBe(expected);
  });
});

describe('typeForAgent()', () => {
  const po = (overrides: Partial<AgentPo> = {}): AgentPo => ({
    paidByAgent: true,
    campaign: 'OTHER',
    businessDiscount: false,
    comfortDiscount: false,
    ...overrides,
  });
  const [campaign] = COMBI_AGENT_CAMPAIGNS as [string];
  const base: AgentTypeInput = {
    current: 'BUSINESS',
    legDates: ['2021/06/10'],
    combiAvailable: true,
    cutoff: COMBI_CUTOFF_DATE,
  };

  it('has two placeholder campaigns', () => {
    expect(COMBI_AGENT_CAMPAIGNS).toHaveLength(2);
  });

  it.each<[string, Partial<AgentTypeInput>, TransportType]>([
    ['keeps the current type without a PO', {}, 'BUSINESS'],
    [
      'falls back to COMFORT without a PO when Combi is gone',
      { current: 'COMBINATIE', combiAvailable: false },
      'COMFORT',
    ],
    ['gives a campaign PO COMBINATIE when Combi is available', { po: po({ campaign }) }, 'COMBINATIE'],
    [
      'gives a campaign PO COMFORT when Combi is not available',
      { po: po({ campaign }), combiAvailable: false },
      'COMFORT',
    ],
    [
      'recognises the second campaign',
      { po: po({ campaign: COMBI_AGENT_CAMPAIGNS[1] ?? '' }) },
      'COMBINATIE',
    ],
    [
      'reads campaign names from the parameter',
      { po: po({ campaign: 'SPRING' }), campaigns: ['SPRING'], combiAvailable: false },
      'COMFORT',
    ],
    ['forces COMBINATIE on an agent-paid PO with an early date', { po: po() }, 'COMBINATIE'],
    ['leaves a PO the agent does not pay', { po: po({ paidByAgent: false }) }, 'BUSINESS'],
    ['leaves a PO with a Business discount', { po: po({ businessDiscount: true }) }, 'BUSINESS'],
    ['leaves a PO with a Comfort discount', { po: po({ comfortDiscount: true }) }, 'BUSINESS'],
    [
      'leaves a PO dated on the cut-off',
      { po: po(), legDates: ['2021/09/16'], combiAvailable: false },
      'BUSINESS',
    ],
    [
      'leaves a PO whose return leg is on the cut-off',
      { po: po(), legDates: ['2021/09/10', '2021/09/16'], combiAvailable: false },
      'BUSINESS',
    ],
    [
      'follows the cut-off parameter',
      { po: po(), legDates: ['2030/01/01'], cutoff: '2099/01/01' },
      'COMBINATIE',
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(typeForAgent({ ...base, ...overrides })).toBe(expected);
  });
});
