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
  it('MARKETING-01 a name given twice keeps its first value; the answer names the rule', () => {
    expect(marketingParams('?cmpid=1&cmpid=2', ['cmpid'])).toEqual({ params: { cmpid: '1' }, rules: ['MARKETING-01'] });
  });
  it('MARKETING-02 MARKETING-03 the page query loses its ?, and without a referrer nothing is added', () => {
    expect(withReferrerParam('?x=1', 'https://other.test/p')).toEqual({ search: 'x=1&r=https%3A%2F%2Fother.test%2Fp', rules: ['MARKETING-02', 'MARKETING-03'] });
    expect(withReferrerParam('?r=keep', 'https://other.test/p')).toEqual({ search: 'r=keep', rules: ['MARKETING-02'] });
    for (const referrer of ['', undefined, 42]) expect(withReferrerParam('?x=1', referrer)).toEqual({ search: 'x=1', rules: ['MARKETING-02'] });
    expect(withReferrerParam(undefined, 'https://other.test/p').search).toBe('r=https%3A%2F%2Fother.test%2Fp');
    // Only the ? that opens the query goes: a later one is part of a value.
    expect(withReferrerParam('?q=a?b', 'https://other.test/p').search).toBe('q=a?b&r=https%3A%2F%2Fother.test%2Fp');
    expect(withReferrerParam('q=a?b', 'https://other.test/p').search).toBe('q=a?b&r=https%3A%2F%2Fother.test%2Fp');
  });
  it('MARKETING-04 MARKETING-05 AMBIG-28 a blank referrer is direct; the own site is matched by host, whatever the scheme, port or case', () => {
    expect(analyticsReferrer('   ', 'www.freshway.test')).toEqual({ value: 'direct', rules: ['MARKETING-04'] });
    expect(analyticsReferrer('https://www.freshway.test/x', 'https://WWW.freshway.test:8443/shop')).toEqual({ value: null, rules: ['MARKETING-05'] });
    expect(analyticsReferrer('http://www.freshway.test/x', 'http://www.freshway.test')).toEqual({ value: null, rules: ['MARKETING-05'] });
    expect(analyticsReferrer('https://search.test/', 'www.freshway.test')).toEqual({ value: 'https://search.test/', rules: ['MARKETING-05'] });
    expect(analyticsReferrer('not a url', '').value).toBe('not a url');
    // A referrer with no host (a local file) is never the own site, even against an own domain that names none.
    expect(analyticsReferrer('file:///tmp/page.html', '').value).toBe('file:///tmp/page.html');
    // Only a leading scheme is dropped from the own domain: one further in does not make another host the own site.
    expect(analyticsReferrer('https://other.test/', 'freshwayhttps://other.test').value).toBe('https://other.test/');
    expect(analyticsReferrer('https://www.freshway.test/', 'www.https://freshway.test').value).toBe('https://www.freshway.test/');
    expect(analyticsReferrer('https://www.freshway.test.evil.test/', 'www.freshway.test').value).toBe('https://www.freshway.test.evil.test/');
  });
  it('MARKETING-06 ml is read from a query with or without ?, or from an address, never from its fragment', () => {
    expect(modalLinkAnalytics('ml=footer')).toBe('footer');
    expect(modalLinkAnalytics('ml=footer&x=1')).toBe('footer');
    expect(modalLinkAnalytics('https://www.freshway.test/shop?ml=header#top')).toBe('header');
    expect(modalLinkAnalytics('?x=1#ml=frag')).toBeNull();
    expect(modalLinkAnalytics(null)).toBeNull();
  });
  it('MARKETING-06 ml carries modal-link analytics', () => {
    expect(modalLinkAnalytics('?ml=header-signin')).toBe('header-signin');
    expect(modalLinkAnalytics('?x=1')).toBeNull();
  });
});
