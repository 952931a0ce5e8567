import { describe, expect, it } from 'vitest';
import type { SessionView } from './session/establish';
import { pageLoadQueue } from './pageLoadQueue';

const NOW = 1_800_000_000_000;
const DAY_MS = 86_400_000;

function view(preference: SessionView['preference'], multiAccounts?: unknown): SessionView {
  return {
    userType: 'G',
    storeId: '1502',
    zipcode: '94611',
    preference,
    banner: 'freshway',
    siteType: 'C',
    storeAddress: null,
    firstName: null,
    customerId: null,
    userInfo: multiAccounts === undefined ? null : ({ multiAccounts } as unknown as SessionView['userInfo']),
    how: 'test',
    rules: [],
  };
}

const BOTH = ['prebook-slot', 'merge-account'] as const;

describe('the page-load modals queued after the page load (decision 0401)', () => {
  it('SESSION-EST-07 the order is kept; the prebook slot is for delivery or pickup, the merge account for several accounts', () => {
    expect(pageLoadQueue(BOTH, view('DELIVERY', true), null, NOW)).toEqual(['prebook-slot', 'merge-account']);
    expect(pageLoadQueue(BOTH, view('DUG', true), null, NOW)).toEqual(['prebook-slot', 'merge-account']);
    expect(pageLoadQueue(['merge-account', 'prebook-slot'], view('DUG', true), null, NOW)).toEqual(['merge-account', 'prebook-slot']);
  });

  it('SESSION-EST-07 in-store shopping has no slot to book', () => {
    expect(pageLoadQueue(BOTH, view('J4U', true), null, NOW)).toEqual(['merge-account']);
  });

  it('SESSION-EST-07 the merge-account offer needs user info saying there is more than one account', () => {
    for (const flag of [undefined, false, 'true', 1]) expect(pageLoadQueue(BOTH, view('DELIVERY', flag), null, NOW), String(flag)).toEqual(['prebook-slot']);
  });

  it('SESSION-EST-07 the prebook slot is offered at most once a day', () => {
    expect(pageLoadQueue(['prebook-slot'], view('DELIVERY'), String(NOW - DAY_MS + 1), NOW)).toEqual([]);
    expect(pageLoadQueue(['prebook-slot'], view('DELIVERY'), String(NOW), NOW)).toEqual([]);
    expect(pageLoadQueue(['prebook-slot'], view('DELIVERY'), String(NOW - DAY_MS), NOW)).toEqual(['prebook-slot']);
  });

  it('SESSION-EST-07 an unreadable or empty mark counts as never offered', () => {
    for (const mark of ['', 'soon', '0', '-5', 'Infinity', null]) expect(pageLoadQueue(['prebook-slot'], view('DELIVERY'), mark, NOW), String(mark)).toEqual(['prebook-slot']);
  });

  it('SESSION-EST-07 a mark of zero or below is no showing, even on a clock near its start', () => {
    for (const mark of ['0', '-5']) expect(pageLoadQueue(['prebook-slot'], view('DELIVERY'), mark, 1_000), mark).toEqual(['prebook-slot']);
  });

  it('only the modals the planner allowed are queued', () => {
    expect(pageLoadQueue([], view('DELIVERY', true), null, NOW)).toEqual([]);
    expect(pageLoadQueue(['merge-account'], view('DELIVERY', true), null, NOW)).toEqual(['merge-account']);
  });
});
