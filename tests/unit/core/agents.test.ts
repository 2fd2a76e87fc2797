import { describe, expect, it } from 'vitest';
import type { AgentQuery } from '../../../core/agents';
import type { AgentLinkProblem } from '../../../core/agents';
import {
  AGENT_QUERY_NAMES,
  agentLinkProblem,
  isAgentMode,
  readAgentQuery,
  sameLicence,
} from '../../../core/agents';

describe('sameLicence()', () => {
  it.each<[string, string, boolean]>([
    ['TA-INV', 'TA-INV', true],
    ['ta-inv', 'TA-INV', true],
    [' TA-INV ', 'ta-inv', true],
    ['TA-INV', 'TA-1', false],
    ['', '', false],
    ['  ', '', false],
    ['', 'TA-INV', false],
    ['TA-INV', '', false],
  ])('compares %j with %j: %s', (a, b, expected) => {
    expect(sameLicence(a, b)).toBe(expected);
  });
});

describe('readAgentQuery()', () => {
  it.each<[string, string, AgentQuery]>([
    [
      'reads every upper-case name',
      '?TALIC=L1&UID=u9&TAEMAIL=a%40b.be&TANAME=Reis+Bureau&PARTNER=P1&AGENT=1&other=x',
      { TALIC: 'L1', UID: 'u9', TAEMAIL: 'a@b.be', TANAME: 'Reis Bureau', PARTNER: 'P1', AGENT: '1' },
    ],
    [
      'reads lower-case names',
      '?talic=L2&taname=Bureau&agent=1',
      { TALIC: 'L2', TANAME: 'Bureau', AGENT: '1' },
    ],
    ['prefers the upper-case name', '?talic=low&TALIC=UP', { TALIC: 'UP' }],
    ['trims values', '?TALIC=%20L3%20', { TALIC: 'L3' }],
    ['keeps a name given without a value', '?AGENT', { AGENT: '' }],
    ['ignores names in other cases', '?Talic=L4', {}],
    ['reads nothing from an empty query', '', {}],
  ])('%s', (_name, search, expected) => {
    expect(readAgentQuery(new URLSearchParams(search))).toEqual(expected);
  });

  it('lists the six names of SPEC 2', () => {
    expect(AGENT_QUERY_NAMES).toEqual(['TALIC', 'UID', 'TAEMAIL', 'TANAME', 'PARTNER', 'AGENT']);
  });
});

describe('isAgentMode()', () => {
  it.each<[string, string, boolean]>([
    ['L1', '', true],
    ['', '1', true],
    ['', 'yes', true],
    ['', '0', false],
    ['', 'false', false],
    ['', 'NO', false],
    ['', '', false],
    ['  ', ' ', false],
    ['L1', '0', true],
  ])('calls licence %j with flag %j agent mode: %s', (talic, flag, expected) => {
    expect(isAgentMode(talic, flag)).toBe(expected);
  });
});

describe('agentLinkProblem()', () => {
  it.each<[string | null, string, boolean, AgentLinkProblem | null]>([
    ['u1', 'u1', false, null],
    ['u1', '', false, 'uid_missing'],
    ['u1', '  ', false, 'uid_missing'],
    ['u1', 'u2', false, 'uid_mismatch'],
    ['u1', 'U1', false, 'uid_mismatch'],
    ['u1', '', true, null],
    ['u1', 'u2', true, null],
    ['', '', false, null],
    ['', 'anything', false, null],
    [null, 'u1', false, 'unknown'],
    [null, '', true, 'unknown'],
  ])('agent uid %j, link uid %j, own login %s: %j', (agentUid, uid, ownLogin, expected) => {
    expect(agentLinkProblem(agentUid, uid, ownLogin)).toBe(expected);
  });
});
