import { describe, expect, it } from 'vitest';
import { interactionNeeds, skipReason, stateNeeds } from '../interactionNeeds';
import { loadPacts } from '../verify';

const get = (...states: string[]) => ({ request: { method: 'GET' }, providerStates: states.map((name) => ({ name })) });
const post = (...states: string[]) => ({ request: { method: 'POST' }, providerStates: states.map((name) => ({ name })) });

describe('what each interaction needs from the server it is verified against', () => {
  it('classifies every provider state the pact files name', () => {
    const named = new Set(loadPacts().flatMap((e) => e.pact.interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name))));
    expect(named.size).toBeGreaterThan(0);
    expect([...named].filter((s) => !(s in stateNeeds))).toEqual([]);
  });

  it('runs everything against the simulator; against a bare real server only read-only interactions that need no set-up', () => {
    expect(skipReason(interactionNeeds(get('the store resolver is failing')), 'simulator')).toBeNull();
    expect(skipReason(interactionNeeds(get()), 'real')).toBeNull();
    expect(skipReason(interactionNeeds(get('no session exists')), 'real')).toBeNull();
    expect(skipReason(interactionNeeds(get('store 1502 is a valid e-commerce store')), 'real')).toMatch(/needs provider state 'store 1502 is a valid e-commerce store': give --provider-states-url/);
    expect(skipReason(interactionNeeds(get('the store resolver is failing')), 'real')).toMatch(/a state only the simulator can produce/);
    expect(skipReason(interactionNeeds(post('no session exists')), 'real')).toMatch(/changes data on the target/);
    expect(skipReason(interactionNeeds(post('no session exists')), 'real', true)).toBeNull();
  });

  it('with a state set-up URL runs the states a real server can be put into, never the simulator-only ones', () => {
    expect(skipReason(interactionNeeds(post('a known customer can sign in')), 'states-url')).toBeNull();
    expect(skipReason(interactionNeeds(get('no session exists', "the customer's access token has expired")), 'states-url')).toMatch(/'the customer's access token has expired', a state only the simulator/);
    // A state nobody classified is not assumed to be producible elsewhere.
    expect(interactionNeeds(get('a brand new state')).need).toBe('simulator-only');
  });
});
