import { describe, expect, it } from 'vitest';
import type { AgentPo, AgentTypeInput } from '../../../core/combi';
import type { TransportType } from '../../../core/transport';
import {
  COMBI_AGENT_CAMPAIGNS,
  COMBI_CUTOFF_DATE,
  COMBI_LEAD_DAYS,
  defaultType,
  isCombiAvailable,
  resolveType,
  typeForAgent,
} from '../../../core/combi';

// 10:00 in Brussels on 1 June 2021: today is 2021/06/01, the lead date 2021/06/04.
const now = new Date('2021-06-01T08:00:00Z');

describe('isCombiAvailable()', () => {
  it('uses a three-day lead and the pandemic cut-off', () => {
    expect(COMBI_LEAD_DAYS).toBe(3);
    expect(COMBI_CUTOFF_DATE).toBe('2021/09/16');
  });

  it.each<[string, string, boolean, string | undefined, boolean]>([
    ['refuses two days ahead', '2021/06/03', false, undefined, false],
    ['allows exactly three days ahead', '2021/06/04', false, undefined, true],
    ['allows the last day before the cut-off', '2021/09/15', false, undefined, true],
    ['refuses the cut-off day itself', '2021/09/16', false, undefined, false],
    ['refuses dates after the cut-off', '2023/01/01', false, undefined, false],
    ['allows a near date with a valid PO', '2021/06/02', true, undefined, true],
    ['allows today with a valid PO', '2021/06/01', true, undefined, true],
    ['keeps the cut-off even with a valid PO', '2021/09/16', true, undefined, false],
    ['refuses an invalid date', '2021/02/30', true, undefined, false],
    ['follows a re-opening cut-off', '2030/01/01', false, '2099/01/01', true],
    ['follows an earlier cut-off', '2021/07/01', false, '2021/07/01', false],
  ])('%s', (_name, date, hasValidPo, cutoff, expected) => {
    const input = cutoff === undefined ? { date, now, hasValidPo } : { date, now, hasValidPo, cutoff };
    expect(isCombiAvailable(input)).toBe(expected);
  });
});

describe('defaultType()', () => {
  it.each<[string, string | undefined, TransportType]>([
    ['2021/09/15', undefined, 'COMBINATIE'],
    ['2021/09/16', undefined, 'COMFORT'],
    ['2025/01/01', undefined, 'COMFORT'],
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
  const base: AgentTypeInput = { current: 'BUSINESS', date: '2021/06/10', combiAvailable: true };

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
    ['leaves a PO dated on the cut-off', { po: po(), date: '2021/09/16', combiAvailable: false }, 'BUSINESS'],
    ['follows the cut-off parameter', { po: po(), date: '2030/01/01', cutoff: '2099/01/01' }, 'COMBINATIE'],
  ])('%s', (_name, overrides, expected) => {
    expect(typeForAgent({ ...base, ...overrides })).toBe(expected);
  });
});
