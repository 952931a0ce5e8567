import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calls } from '../../spec/catalogue';
import { providerStates } from '../../simulator/states/index';
import { clientCalls } from '../../src/api';
import { navigations, notMade } from '../not-made';
import { listInteractions, loadPacts } from '../verify';

/** Every upstream CALL is pinned by a pact interaction, made as a navigation, or listed as not made, with a reason. */
const rows = listInteractions(loadPacts());
const pinned = new Set(rows.flatMap((r) => r.ids.filter((id) => id.startsWith('CALL-'))));
const navigated = new Set(navigations.map((n) => n.call));
const skipped = new Set(notMade.map((n) => n.call));

describe('contract coverage', () => {
  it('every catalogue CALL is pinned by a pact, made as a navigation, or not made with a reason', () => {
    const missing = calls.map((c) => c.id).filter((id) => !pinned.has(id) && !navigated.has(id) && !skipped.has(id));
    expect(missing).toEqual([]);
  });

  it('a CALL listed as not made has no client and no pact', () => {
    const made = new Set(clientCalls.map((c) => c.call));
    expect([...skipped].filter((id) => made.has(id) || pinned.has(id))).toEqual([]);
    for (const entry of [...notMade, ...navigations]) expect(entry.reason.length).toBeGreaterThan(10);
  });

  it('every CALL a client makes by request is pinned by a pact interaction', () => {
    const byRequest = clientCalls.filter((c) => !navigations.some((n) => n.call === c.call && n.client === c.client));
    expect(byRequest.map((c) => c.call).filter((id) => !pinned.has(id))).toEqual([]);
  });

  it('every navigation CALL has the client that builds its URL', () => {
    for (const n of navigations) expect(clientCalls).toContainEqual({ call: n.call, client: n.client });
  });

  it('every provider state an interaction names exists in simulator/states', () => {
    const known = new Set(providerStates.map((s) => s.name));
    expect([...new Set(rows.flatMap((r) => r.states))].filter((s) => !known.has(s))).toEqual([]);
  });

  it('every interaction description starts with the CALL IDs it pins, or names the decision record of a call the spec leaves unnumbered', () => {
    const decisions = readdirSync(new URL('../../spec/decisions/', import.meta.url)).map((f) => f.slice(0, 4));
    const backed = (description: string) => {
      const number = /\(decision (\d{4})\)$/.exec(description)?.[1];
      return number !== undefined && decisions.includes(number);
    };
    expect(rows.filter((r) => !r.ids.some((id) => id.startsWith('CALL-')) && !backed(r.description)).map((r) => `${r.provider}: ${r.description}`)).toEqual([]);
  });
});
