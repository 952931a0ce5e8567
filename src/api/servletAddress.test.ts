import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { servletNavigation } from './servletAddress';

const at = (servletBase: string) => ({ domain: { servletBase } });

describe('servletNavigation (decision 0303)', () => {
  it('CALLS-01 a servlet path goes to the servlets origin when they are served from another one', () => {
    expect(servletNavigation(at('http://127.0.0.1:4011'), '/bin/wcax/sso?goto=%2F')).toBe('http://127.0.0.1:4011/bin/wcax/sso?goto=%2F');
    expect(servletNavigation(at('https://svc.example.test/'), '/bin/wcax/sso')).toBe('https://svc.example.test/bin/wcax/sso');
    expect(servletNavigation(at('https://svc.example.test///'), '/bin/wcax/sso')).toBe('https://svc.example.test/bin/wcax/sso');
  });

  it('CALLS-01 with the servlets on the page origin, or for any address that is not a servlet path, nothing changes', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('', 'http://127.0.0.1:4011'), (target, base) => {
        const out = servletNavigation(at(base), target);
        return base === '' || !target.startsWith('/bin/') ? out === target : out === `${base}${target}`;
      }),
    );
    expect(servletNavigation(at('http://127.0.0.1:4011'), 'https://www.valleymarket.test/bin/wcax/sso')).toBe('https://www.valleymarket.test/bin/wcax/sso');
    expect(servletNavigation(at('http://127.0.0.1:4011'), '/shop/cart.html')).toBe('/shop/cart.html');
  });
});
