import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { marketingParams, withReferrerParam, analyticsReferrer } from './carriedMarketing';
import { modalLinkAnalytics } from './marketing';

describe('MARKETING', () => {
  it('MARKETING-01 only parameters named in the configured list are kept', () => {
    expect(marketingParams('?utm_source=mail&cmpid=7&q=milk', ['utm_source', 'cmpid']).params).toEqual({ utm_source: 'mail', cmpid: '7' });
    expect(marketingParams(undefined, ['x']).params).toEqual({});
    fc.assert(fc.property(fc.string(), (s) => Object.keys(marketingParams(s, ['a']).params).every((k) => k === 'a')));
  });
  it('MARKETING-02 r is added only when not already present', () => {
    expect(withReferrerParam('r=keep&x=1', 'https://other.test/p').search).toBe('r=keep&x=1');
    expect(withReferrerParam('x=1', 'https://other.test/p').search).toBe('x=1&r=https%3A%2F%2Fother.test%2Fp');
  });
  it('MARKETING-03 r is URL-encoded and stripped of the referrer query unless asked otherwise (AMBIG-28)', () => {
    expect(withReferrerParam('', 'https://other.test/p?a=1&b=2').search).toBe('r=https%3A%2F%2Fother.test%2Fp');
    expect(withReferrerParam('', 'https://other.test/p?a=1', { keepQuery: true }).search).toBe('r=https%3A%2F%2Fother.test%2Fp%3Fa%3D1');
  });
  it('MARKETING-04 the analytics referrer is direct without a referrer', () => {
    expect(analyticsReferrer('', 'www.freshway.test').value).toBe('direct');
    expect(analyticsReferrer(undefined, 'www.freshway.test').value).toBe('direct');
  });
  it('MARKETING-05 otherwise the referrer, omitted for the banner own site (AMBIG-28)', () => {
    expect(analyticsReferrer('https://search.test/?q=x', 'www.freshway.test').value).toBe('https://search.test/?q=x');
    expect(analyticsReferrer('https://WWW.freshway.test/shop', 'www.freshway.test').value).toBeNull();
    fc.assert(fc.property(fc.string(), (s) => { analyticsReferrer(s, 'www.freshway.test'); return true; }));
  });
  it('MARKETING-06 ml carries modal-link analytics', () => {
    expect(modalLinkAnalytics('?ml=header-signin')).toBe('header-signin');
    expect(modalLinkAnalytics('?x=1')).toBeNull();
  });
});
