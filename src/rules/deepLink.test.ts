import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { parseDeepLink, parseStoreModalLink, searchTabIndex, deepLinkAction } from './deepLink';

describe('DEEPLINK parameters', () => {
  it('DEEPLINK-01 storeId must be 1 to 4 digits and nothing else', () => {
    for (const s of ['1', '12', '123', '0123']) expect(parseDeepLink(`storeId=${s}&preference=instore`).valid).toBe(true);
    for (const s of ['', '12345', '12a', ' 12', '-1', '1.5']) expect(parseDeepLink(`storeId=${encodeURIComponent(s)}&preference=instore`).valid).toBe(false);
  });
  it('DEEPLINK-01 exactly the 1-4 digit store ids are accepted, for any string', () => {
    fc.assert(fc.property(fc.string(), (s) => parseDeepLink(`?storeId=${encodeURIComponent(s)}&preference=pickup`).valid === /^\d{1,4}$/.test(s)));
  });
  it('DEEPLINK-02 the store id is saved as a string with leading zeros kept', () => {
    expect(parseDeepLink('storeId=0042&preference=delivery').storeId).toBe('0042');
  });
  it('DEEPLINK-03 a zipcode must be 5 or 5+4 digits; another zipcode is ignored without invalidating the link', () => {
    expect(parseDeepLink('storeId=12&preference=instore&zipcode=94611').zipcode).toBe('94611');
    const bad = parseDeepLink('storeId=12&preference=instore&zipcode=9461');
    expect(bad.valid).toBe(true);
    expect(bad.zipcode).toBeUndefined();
    fc.assert(fc.property(fc.string(), (z) => (parseDeepLink(`storeId=1&preference=instore&zipcode=${encodeURIComponent(z)}`).zipcode !== undefined) === /^\d{5}(-\d{4})?$/.test(z)));
  });
  it('DEEPLINK-04 a 5+4 postal code is split at the hyphen into base and extension', () => {
    expect(parseDeepLink('storeId=12&preference=instore&zipcode=94611-1234')).toMatchObject({ zipcode: '94611-1234', postalCode: '94611', postalCodeExtn: '1234' });
  });
  it('DEEPLINK-05 preference is instore, delivery or pickup, case-insensitively', () => {
    expect(parseDeepLink('storeId=12&preference=InStore').preference).toBe('instore');
    expect(parseDeepLink('storeId=12&preference=PICKUP').preference).toBe('pickup');
    expect(parseDeepLink('storeId=12&preference=dug').valid).toBe(false);
  });
  it('DEEPLINK-06 both storeId and preference are required', () => {
    expect(parseDeepLink('storeId=12').valid).toBe(false);
    expect(parseDeepLink('preference=delivery').valid).toBe(false);
    expect(parseDeepLink('').valid).toBe(false);
    expect(parseDeepLink(undefined).valid).toBe(false);
  });
  it('DEEPLINK-01..09 the rules applied are named in the order they were read', () => {
    expect(parseDeepLink('storeId=12&preference=pickup&zipcode=94611-1234&goto=%2Fshop&client_id=c').rules).toEqual(['DEEPLINK-01', 'DEEPLINK-02', 'DEEPLINK-05', 'DEEPLINK-03', 'DEEPLINK-04', 'DEEPLINK-06', 'DEEPLINK-07', 'DEEPLINK-08', 'DEEPLINK-09']);
    // A 5-digit zipcode is not split (DEEPLINK-04), a bad store id is read but not kept (DEEPLINK-02), no other parameter (DEEPLINK-08).
    expect(parseDeepLink('storeId=12345&preference=pickup&zipcode=94611').rules).toEqual(['DEEPLINK-01', 'DEEPLINK-05', 'DEEPLINK-03', 'DEEPLINK-06']);
    expect(parseDeepLink('').rules).toEqual(['DEEPLINK-06']);
  });
  it('DEEPLINK-01 a whole address is read up to its fragment', () => {
    const d = parseDeepLink('https://www.freshway.test/home.html?storeId=12&preference=pickup#top');
    expect(d).toMatchObject({ valid: true, storeId: '12', preference: 'pickup', skipReload: false });
  });
  it('DEEPLINK-06 the parser never throws on any string', () => {
    fc.assert(fc.property(fc.string(), (s) => typeof parseDeepLink(s).valid === 'boolean'));
  });
  it('DEEPLINK-07 delivery → Delivery, pickup → Dug, instore → J4U', () => {
    expect(parseDeepLink('storeId=1&preference=delivery').intent).toBe('Delivery');
    expect(parseDeepLink('storeId=1&preference=pickup').intent).toBe('Dug');
    expect(parseDeepLink('storeId=1&preference=instore').intent).toBe('J4U');
  });
  it('DEEPLINK-08 the other deep-link parameters are recognised', () => {
    const d = parseDeepLink('?resolvedBy=x&guestCartId=g&addr=a%20b&ml=m&goto=%2Fshop&SAMLRequest=s&progProfUser=1&emailToken=e&sessionToken=t&newPharmacyAccount=true&sendToHealthApp=true&tab=recipes&log=true&unknown=1');
    expect(d.params).toMatchObject({ resolvedBy: 'x', guestCartId: 'g', addr: 'a b', ml: 'm', goto: '/shop', SAMLRequest: 's', emailToken: 'e', sessionToken: 't', tab: 'recipes' });
    expect(d.params).not.toHaveProperty('unknown');
    expect(d.flags).toEqual({ newPharmacyAccount: true, sendToHealthApp: true, log: true });
    expect(parseDeepLink('log=TRUE').flags.log).toBe(false);
  });
  it('DEEPLINK-09 assistant sign-in parameters are kept only when all four are present (AMBIG-14)', () => {
    expect(parseDeepLink('client_id=c&redirect_uri=r&scope=s&state=st').assistant).toEqual({ clientId: 'c', redirectUri: 'r', scope: 's', state: 'st' });
    expect(parseDeepLink('client_id=c&redirect_uri=r&scope=s').assistant).toBeUndefined();
    for (const q of ['redirect_uri=r&scope=s&state=st', 'client_id=c&scope=s&state=st', 'client_id=c&redirect_uri=r&state=st', 'client_id=&redirect_uri=r&scope=s&state=st']) {
      const d = parseDeepLink(q);
      expect(d.assistant, q).toBeUndefined();
      expect(d.rules, q).toContain('DEEPLINK-09');
    }
    expect(parseDeepLink('storeId=1&preference=instore&client_id=c&redirect_uri=r&scope=s&state=st')).toMatchObject({ valid: true, assistant: { clientId: 'c', redirectUri: 'r', scope: 's', state: 'st' } });
    expect(parseDeepLink('state=st').rules).not.toContain('DEEPLINK-09');
    const spa = parseDeepLink('storeId=1&preference=instore&state=x');
    expect(spa.assistant).toBeUndefined();
    expect(spa.skipReload).toBe(true);
    expect(parseDeepLink('storeId=1&preference=instore').skipReload).toBe(false);
  });
  it('DEEPLINK-06 an invalid link carries no store, preference, intent or zipcode: there is no deep-link session', () => {
    for (const q of ['storeId=12&zipcode=94611', 'preference=pickup&zipcode=94611-1234', 'storeId=12345&preference=pickup&zipcode=94611']) {
      const d = parseDeepLink(q);
      expect(d.valid, q).toBe(false);
      for (const key of ['storeId', 'preference', 'intent', 'zipcode', 'postalCode', 'postalCodeExtn']) expect(key in d, `${q} ${key}`).toBe(false);
      expect(d.rules, q).not.toContain('DEEPLINK-07');
    }
  });
  it('DEEPLINK-08 every listed parameter is kept as given, and only those present', () => {
    const all = {
      resolvedBy: 'r1', guestCartId: 'g1', addr: '1 Main St', state: 's1', ml: 'm1', goto: '/shop', client_id: 'c1', redirect_uri: 'https://a.test/cb', scope: 'sc',
      SAMLRequest: 'saml', progProfUser: 'p1', emailToken: 'e1', sessionToken: 't1', newPharmacyAccount: 'true', sendToHealthApp: 'true', tab: 'recipes', log: 'true',
    };
    expect(parseDeepLink(`?${new URLSearchParams({ ...all, storeId: '12', preference: 'pickup', other: 'x' }).toString()}`).params).toEqual(all);
    const none = parseDeepLink('storeId=12&preference=pickup&zipcode=94611');
    expect(none.params).toEqual({});
    expect(Object.keys(none.params)).toEqual([]);
    expect(parseDeepLink('tab=products').params).toEqual({ tab: 'products' });
  });
  it('DEEPLINK-08 newPharmacyAccount, sendToHealthApp and log are on only when given as true', () => {
    expect(parseDeepLink('storeId=12&preference=pickup').flags).toEqual({ newPharmacyAccount: false, sendToHealthApp: false, log: false });
    expect(parseDeepLink('newPharmacyAccount=false&sendToHealthApp=1&log=yes').flags).toEqual({ newPharmacyAccount: false, sendToHealthApp: false, log: false });
    expect(parseDeepLink('newPharmacyAccount=true').flags).toEqual({ newPharmacyAccount: true, sendToHealthApp: false, log: false });
    expect(parseDeepLink('sendToHealthApp=true').flags).toEqual({ newPharmacyAccount: false, sendToHealthApp: true, log: false });
    expect(parseDeepLink('log=true').flags).toEqual({ newPharmacyAccount: false, sendToHealthApp: false, log: true });
  });
  it('DEEPLINK-09 any one assistant parameter alone is read, and nothing is stored without all four (AMBIG-14)', () => {
    for (const q of ['client_id=c', 'redirect_uri=r', 'scope=s', 'storeId=1&preference=instore&scope=s&state=st']) {
      const d = parseDeepLink(q);
      expect(d.rules, q).toContain('DEEPLINK-09');
      expect('assistant' in d, q).toBe(false);
    }
    for (const q of ['client_id=c&redirect_uri=&scope=s&state=st', 'client_id=c&redirect_uri=r&scope=&state=st', 'client_id=c&redirect_uri=r&scope=s&state=']) {
      expect('assistant' in parseDeepLink(q), q).toBe(false);
    }
    expect(parseDeepLink('storeId=1&preference=delivery&client_id=c&redirect_uri=r&scope=s&state=').skipReload).toBe(true);
  });
  it('DEEPLINK-01 a query is read after its first ?, with or without one, and never from the fragment', () => {
    expect(parseDeepLink('storeId=7&preference=delivery')).toMatchObject({ valid: true, storeId: '7', preference: 'delivery' });
    expect(parseDeepLink('?storeId=7&preference=delivery')).toMatchObject({ valid: true, storeId: '7' });
    expect(parseDeepLink('/shop.html?storeId=7&preference=delivery')).toMatchObject({ valid: true, storeId: '7' });
    expect(parseDeepLink('storeId=7#preference=delivery').valid).toBe(false);
    expect(parseDeepLink('/a.html#x?storeId=7&preference=delivery').valid).toBe(false);
    expect(parseDeepLink('/a.html?storeId=7&preference=delivery#x?storeId=8')).toMatchObject({ valid: true, storeId: '7' });
  });
  it('DEEPLINK-06 AMBIG-45 valid links give A/G a guest session, R/C a session update, others nothing', () => {
    const link = { valid: true };
    expect(deepLinkAction('A', link).action).toBe('guest-session');
    expect(deepLinkAction(undefined, link).action).toBe('guest-session');
    expect(deepLinkAction('G', link).action).toBe('guest-session');
    expect(deepLinkAction('R', link).action).toBe('session-update');
    expect(deepLinkAction('C', link).action).toBe('session-update');
    expect(deepLinkAction('X', link).action).toBe('ignore');
    expect(deepLinkAction('A', { valid: false }).action).toBe('ignore');
  });
  it('DEEPLINK-06 ACCESS-16 GUEST-STORE-01 SESSION-UPDATE-04 each answer names the rule it follows', () => {
    expect(deepLinkAction('A', { valid: false })).toEqual({ action: 'ignore', rules: ['DEEPLINK-06'] });
    expect(deepLinkAction('R', { valid: false })).toEqual({ action: 'ignore', rules: ['DEEPLINK-06'] });
    expect(deepLinkAction('A', { valid: true })).toEqual({ action: 'guest-session', rules: ['GUEST-STORE-01'] });
    expect(deepLinkAction('G', { valid: true })).toEqual({ action: 'guest-session', rules: ['GUEST-STORE-01'] });
    expect(deepLinkAction('C', { valid: true })).toEqual({ action: 'session-update', rules: ['SESSION-UPDATE-04'] });
    expect(deepLinkAction('X', { valid: true })).toEqual({ action: 'ignore', rules: ['ACCESS-16'] });
  });
  it('DEEPLINK-06 an invalid link is ignored for every user type', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.constantFrom(undefined, '', 'A', 'G', 'R', 'C')), (t) => deepLinkAction(t, { valid: false }).action === 'ignore'));
  });
  it('DEEPLINK-06 AMBIG-10 user types are read by the one case-normalising set: g is a guest, r and c are authorised', () => {
    const link = { valid: true };
    expect(deepLinkAction('g', link).action).toBe('guest-session');
    expect(deepLinkAction(' a ', link).action).toBe('guest-session');
    expect(deepLinkAction('r', link).action).toBe('session-update');
    expect(deepLinkAction('c', link).action).toBe('session-update');
  });
});

describe('DEEPLINK store modal', () => {
  it('DEEPLINK-10 action=changeStore is recognised case-insensitively', () => {
    expect(parseStoreModalLink('/shop/a.html?action=CHANGESTORE&zipcode=94611').open).toBe(true);
    expect(parseStoreModalLink('/shop/a.html?action=change&zipcode=94611')).toEqual({ open: false, syndicated: false, modalType: 3, activeTab: 1, cleanedUrl: '/shop/a.html?action=change&zipcode=94611', rules: ['DEEPLINK-10'] });
    expect(parseStoreModalLink('/shop/a.html?zipcode=94611').rules).toEqual([]);
    expect(parseStoreModalLink(42)).toMatchObject({ open: false, cleanedUrl: '/' });
  });
  it('DEEPLINK-11 without a valid zipcode no modal opens (AMBIG-13, AMBIG-49)', () => {
    expect(parseStoreModalLink('/shop/a.html?action=changeStore')).toMatchObject({ open: false, cleanedUrl: '/shop/a.html?action=changeStore', rules: ['DEEPLINK-10', 'DEEPLINK-11'] });
    expect(parseStoreModalLink('/shop/a.html?action=changeStore&zipcode=946').open).toBe(false);
    expect(parseStoreModalLink('/shop/a.html?action=changeStore&zipcode=94611-12').open).toBe(false);
    expect(parseStoreModalLink('/shop/a.html?action=changeStore&zipcode=94611-1234').zipcode).toBe('94611-1234');
  });
  it('DEEPLINK-12 modaltype is 2 or 3, default 3 (AMBIG-13)', () => {
    expect(parseStoreModalLink('/?action=changeStore&zipcode=94611&modaltype=2').modalType).toBe(2);
    for (const m of ['', '1', '4', 'x', '02']) expect(parseStoreModalLink(`/?action=changeStore&zipcode=94611&modaltype=${m}`).modalType).toBe(3);
  });
  it('DEEPLINK-13 activetab is 1, 2 or 3, default in-store 1 (AMBIG-13)', () => {
    expect(parseStoreModalLink('/?action=changeStore&zipcode=94611&activetab=3').activeTab).toBe(3);
    expect(parseStoreModalLink('/?action=changeStore&zipcode=94611&activetab=2').activeTab).toBe(2);
    expect(parseStoreModalLink('/?action=changeStore&zipcode=94611&modaltype=3&activetab=1')).toMatchObject({ modalType: 3, activeTab: 1 });
    for (const t of ['', '0', '4', 'pickup']) expect(parseStoreModalLink(`/?action=changeStore&zipcode=94611&activetab=${t}`).activeTab).toBe(1);
  });
  it('DEEPLINK-14 the modal parameters are removed from the URL, others stay', () => {
    expect(parseStoreModalLink('/shop/aisles.html?ml=x&action=changeStore&zipcode=94611&modaltype=2&activetab=2&q=milk#top').cleanedUrl).toBe('/shop/aisles.html?ml=x&q=milk#top');
    expect(parseStoreModalLink('https://www.freshway.test/home.html?action=changeStore&zipcode=94611').cleanedUrl).toBe('/home.html');
  });
  it('DEEPLINK-15 home.html?action=changeStore&goto= opens the modal on a syndicated site without zipcode (AMBIG-55)', () => {
    const m = parseStoreModalLink('/home.html?action=changeStore&goto=https%3A%2F%2Fpartner.test%2Fp');
    expect(m).toMatchObject({ open: true, syndicated: true, goto: 'https://partner.test/p', cleanedUrl: '/home.html?goto=https%3A%2F%2Fpartner.test%2Fp' });
    expect(parseStoreModalLink('/shop/x.html?action=changeStore&goto=%2F').open).toBe(false);
    expect('zipcode' in m).toBe(false);
    expect(m.rules).toEqual(['DEEPLINK-10', 'DEEPLINK-15', 'DEEPLINK-12', 'DEEPLINK-13', 'DEEPLINK-14']);
    // Only the home page itself is the syndicated form.
    for (const page of ['/myhome.html', '/home.html.bak', '/homeXhtml', '/home.html/x']) expect(parseStoreModalLink(`${page}?action=changeStore&goto=%2F`).open, page).toBe(false);
    // With a valid zipcode the link is the ordinary one, goto kept.
    const zipped = parseStoreModalLink('/home.html?action=changeStore&zipcode=94611&goto=%2F');
    expect(zipped).toMatchObject({ open: true, syndicated: false, zipcode: '94611', goto: '/', rules: ['DEEPLINK-10', 'DEEPLINK-11', 'DEEPLINK-12', 'DEEPLINK-13', 'DEEPLINK-14'] });
    expect('goto' in parseStoreModalLink('/?action=changeStore&zipcode=94611')).toBe(false);
    // The syndicated form needs its goto: without goto or zipcode the home page opens no modal (DEEPLINK-11).
    expect(parseStoreModalLink('/home.html?action=changeStore')).toEqual({ open: false, syndicated: false, modalType: 3, activeTab: 1, cleanedUrl: '/home.html?action=changeStore', rules: ['DEEPLINK-10', 'DEEPLINK-11'] });
  });
  it('DEEPLINK-10 the store-modal parser never throws on any string', () => {
    fc.assert(fc.property(fc.string(), (s) => typeof parseStoreModalLink(s).open === 'boolean'));
  });

  it('DEEPLINK-12 REDIRECT-04 the cleaned address is a path on the page\'s own origin, whatever the page address (decision 0024)', () => {
    expect(parseStoreModalLink('//evil.example/?action=changeStore&zipcode=94611')).toMatchObject({ open: true, cleanedUrl: '/evil.example/' });
    expect(parseStoreModalLink('//evil.example/home.html?action=changeStore&goto=%2F')).toMatchObject({ open: true, syndicated: true, cleanedUrl: '/evil.example/home.html?goto=%2F' });
    expect(parseStoreModalLink('/\\evil.example/?action=changeStore&zipcode=94611').cleanedUrl).toBe('/evil.example/');
    expect(parseStoreModalLink('//user@evil.example/?action=changeStore&zipcode=94611').cleanedUrl).toBe('/user@evil.example/');
    const origin = 'http://127.0.0.1:4173';
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.array(fc.constantFrom('/', '\\', '%2F', '%09', '\t', '@', 'evil.example', 'home.html'), { maxLength: 10 }).map((a) => a.join(''))), (s) => {
        const page = new URL(`${origin}/${s}?action=changeStore&zipcode=94611`);
        const cleaned = parseStoreModalLink(`${page.pathname}${page.search}`).cleanedUrl;
        return /^\/(?![/\\])/.test(cleaned) && new URL(cleaned, page).origin === origin;
      }),
    );
    fc.assert(fc.property(fc.string(), (s) => typeof parseStoreModalLink(`/?action=changeStore&zipcode=${s}`).open === 'boolean'));
  });
  it('DEEPLINK-16 tab selects the search tab: products 0, recipes 1, default products', () => {
    expect(searchTabIndex('recipes')).toBe(1);
    expect(searchTabIndex('products')).toBe(0);
    expect(searchTabIndex(undefined)).toBe(0);
  });
});
