import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { readSponsoredIcons, recordImpression, sponsoredIconsRequest, sponsoredPageName, sponsoredStatus } from './sponsored';
import type { SponsoredRequestInput, SponsoredStatus } from './sponsored';

const req: SponsoredRequestInput = { endpoint: 'http://127.0.0.1:4010/icons', subscriptionKey: 'k', source: 'web', banner: 'freshway', pageName: 'aisles_l1', storeId: '1502', taxonomyPath: 'Bakery', preference: 'dug', sid: 's1', userType: 'R', token: 't0k' };

describe('sponsored icons', () => {
  it('SPONSORED-01 AMBIG-36 icons appear only on home, aisle level 1 and aisle level 2', () => {
    expect(sponsoredPageName('/').pageName).toBe('homepage');
    expect(sponsoredPageName('/home.html').pageName).toBe('homepage');
    expect(sponsoredPageName('/shop/aisles/bakery/bread.html').pageName).toBe('aisles_l2');
    for (const p of ['/shop/search-results.html', '/shop/aisles.html', '/shop/aisles/a/b/c.html', '/account/sign-in.html']) expect(sponsoredPageName(p).pageName).toBeNull();
    fc.assert(fc.property(fc.string(), (p) => {
      expect(() => sponsoredPageName(p)).not.toThrow();
    }));
  });

  it('SPONSORED-02 AMBIG-36 aisle level 1 is shop/aisles/{segment} with an optional numeric suffix and .html', () => {
    expect(sponsoredPageName('/shop/aisles/bakery.html').pageName).toBe('aisles_l1');
    expect(sponsoredPageName('/shop/aisles/bakery.1502.html').pageName).toBe('aisles_l1');
    expect(sponsoredPageName('/shop/aisles/bakery.abc.html').pageName).toBeNull();
  });

  it('SPONSORED-03 CALL-55 the icons request carries the listed query and a bearer token only for authorised users', () => {
    const r = sponsoredIconsRequest(req);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.method).toBe('GET');
    const url = new URL(r.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({ source: 'web', banner: 'freshway', pagename: 'aisles_l1', position: 'CategoryIcon', slots: '1,-14', storeId: '1502', taxonomyId: 'ProductAlike', taxonomyPath: 'Bakery', channel: 'pickup' });
    expect(r.headers).toEqual({ 'Ocp-Apim-Subscription-Key': 'k', sid: 's1', Authorization: 'Bearer t0k' });
    for (const userType of ['G', 'A', '', null]) {
      const g = sponsoredIconsRequest({ ...req, userType });
      expect(g.ok && 'Authorization' in g.headers).toBe(false);
    }
    expect(sponsoredIconsRequest({ ...req, preference: 'other' })).toMatchObject({ ok: false, reason: 'no-channel' });
    expect(readSponsoredIcons({ icons: [{ content: { categoryId: 7, backgroundImage: '/i.png' }, eventTracking: { a: 1 } }, { bad: true }] })).toEqual([{ categoryId: '7', backgroundImage: '/i.png', eventTracking: { a: 1 } }]);
    fc.assert(fc.property(fc.anything(), (b) => {
      expect(() => readSponsoredIcons(b)).not.toThrow();
    }));
  });

  it('SPONSORED-01 SPONSORED-02 AMBIG-36 only the whole path counts, and every answer names the page rules', () => {
    const rules = ['SPONSORED-01', 'SPONSORED-02', 'AMBIG-36'];
    expect(sponsoredPageName('home.html')).toEqual({ pageName: 'homepage', rules });
    expect(sponsoredPageName('/shop/aisles/bakery.html')).toEqual({ pageName: 'aisles_l1', rules });
    expect(sponsoredPageName('/shop/aisles/bakery/bread.1502.html')).toEqual({ pageName: 'aisles_l2', rules });
    expect(sponsoredPageName('/account/sign-in.html')).toEqual({ pageName: null, rules });
    for (const p of ['/home.html.bak', '/x/shop/aisles/bakery.html', '/shop/aisles/bakery.html.bak', '/x/shop/aisles/bakery/bread.html', '/shop/aisles/bakery/bread.html.bak', '/shop/aisles/bakery/bread.1a.html'])
      expect(sponsoredPageName(p).pageName, p).toBeNull();
  });

  it('SPONSORED-03 CALL-55 no store, no call; an empty sid sends no sid header; a blank token sends no bearer even for an authorised user', () => {
    for (const storeId of ['', '  ']) expect(sponsoredIconsRequest({ ...req, storeId })).toEqual({ ok: false, reason: 'no-store', rules: ['SPONSORED-03'] });
    expect(sponsoredIconsRequest({ ...req, preference: 'other' })).toEqual({ ok: false, reason: 'no-channel', rules: ['SPONSORED-03', 'CHANNEL-01'] });
    const noSid = sponsoredIconsRequest({ ...req, sid: '' });
    expect(noSid.ok && noSid.headers).toEqual({ 'Ocp-Apim-Subscription-Key': 'k', Authorization: 'Bearer t0k' });
    for (const token of [null, undefined, '', '   ']) {
      const r = sponsoredIconsRequest({ ...req, userType: 'R', token });
      expect(r.ok && r.headers, String(token)).toEqual({ 'Ocp-Apim-Subscription-Key': 'k', sid: 's1' });
    }
    const padded = sponsoredIconsRequest({ ...req, token: ' t0k ' });
    expect(padded.ok && padded.headers.Authorization).toBe('Bearer t0k');
    expect(sponsoredIconsRequest(req).rules).toEqual(['SPONSORED-03', 'CHANNEL-01']);
    const versioned = sponsoredIconsRequest({ ...req, endpoint: 'http://127.0.0.1:4010/icons?v=2' });
    expect(versioned.ok && versioned.url.startsWith('http://127.0.0.1:4010/icons?v=2&source=web&')).toBe(true);
    expect(readSponsoredIcons(null)).toEqual([]);
    expect(readSponsoredIcons({ icons: 'none' })).toEqual([]);
  });

  it('SPONSORED-04 SPONSORED-05 status and impressions name their rule', () => {
    expect(sponsoredStatus('idle', 'request').rules).toEqual(['SPONSORED-04']);
    expect(sponsoredStatus('loading', 'success').rules).toEqual(['SPONSORED-04']);
    const first = recordImpression(new Set(), 'a');
    expect(first.rules).toEqual(['SPONSORED-05']);
    expect(recordImpression(first.seen, 'a').rules).toEqual(['SPONSORED-05']);
  });

  it('SPONSORED-04 state goes loading then completed on success or failure', () => {
    const loading = sponsoredStatus('idle', 'request').status;
    expect(loading).toBe('loading');
    expect(sponsoredStatus(loading, 'success').status).toBe('completed');
    expect(sponsoredStatus(loading, 'failure').status).toBe('completed');
    expect(sponsoredStatus('idle', 'success').status).toBe('idle');
  });

  it('SPONSORED-05 an impression is recorded once per category per page', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd')), (views) => {
      let seen: ReadonlySet<string> = new Set();
      const recorded: string[] = [];
      for (const id of views) {
        const r = recordImpression(seen, id);
        if (r.record) recorded.push(id);
        seen = r.seen;
      }
      expect(recorded).toEqual([...new Set(views)]);
    }));
    const s: SponsoredStatus = 'completed';
    expect(sponsoredStatus(s, 'request').status).toBe('completed');
  });
});
