import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../rules/cookieNames';
import { pageLoadFiles } from './codeLoader';
import type { PageLoadFiles } from './codeLoader';

// The live HTML's code loader guesses, from the address and the cookies alone, which files the page load will fetch
// after the entry: the opened page's (route table), a signed-in visit's (USER-TYPES R and C), the deep-link rule's
// (DEEPLINK-06, DEEPLINK-10) and the page load's effects.
const files: PageLoadFiles = [
  [
    [[/^\/$/], ['home.js']],
    [[/^\/shop\/cart\.html$/, /^\/cart$/], ['cart.js', 'lines.js']],
    [[/^\/shop\/.*$/], ['shop.js']],
  ],
  ['react.js'],
  ['signedIn.js'],
  ['deepLink.js'],
  ['effects.js'],
  '/assets/index.js',
];
const session = (userType: string) => `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify({ info: { COMMON: { userType } } }))}`;
const at = (pathname: string, search = '', cookie = '') => pageLoadFiles(files, pathname, search, cookie);

describe('the live page asks for the code its address and cookies show it will need', () => {
  it('the entry\'s static imports and the first route whose pattern matches the address', () => {
    expect(at('/')).toEqual(['react.js', 'home.js']);
    expect(at('/shop/cart.html')).toEqual(['react.js', 'cart.js', 'lines.js']);
    expect(at('/cart')).toEqual(['react.js', 'cart.js', 'lines.js']);
    expect(at('/elsewhere.html')).toEqual(['react.js']);
  });

  it('USER-TYPES a session cookie naming a registered or a cookied user asks for the signed-in code and the page load\'s effects', () => {
    for (const userType of ['R', 'C', 'r']) expect(at('/', '', `other=1; ${session(userType)}`), userType).toEqual(['react.js', 'home.js', 'signedIn.js', 'effects.js']);
    // A guest's session still plans the page load's effects; only a first visit plans none.
    expect(at('/', '', session('G'))).toEqual(['react.js', 'home.js', 'effects.js']);
    expect(at('/', '', 'other=1')).toEqual(['react.js', 'home.js']);
  });

  it('a session cookie of another site prefix counts too, and a header that is not URI text asks for no signed-in code', () => {
    expect(at('/', '', `B_${session('R')}`)).toEqual(['react.js', 'home.js', 'signedIn.js', 'effects.js']);
    expect(at('/', '', `${SESSION_COOKIE}=%E0%A4%A"userType":"R"`)).toEqual(['react.js', 'home.js', 'effects.js']);
  });

  it('DEEPLINK-06 a link with storeId and preference asks for the deep-link rule and the page load\'s effects; either alone asks for neither', () => {
    expect(at('/', '?storeId=1234&preference=delivery')).toEqual(['react.js', 'home.js', 'deepLink.js', 'effects.js']);
    expect(at('/', '?storeId=1234')).toEqual(['react.js', 'home.js']);
    expect(at('/', '?preference=delivery')).toEqual(['react.js', 'home.js']);
  });

  it('DEEPLINK-10 a store-modal link asks for the deep-link rule without the page load\'s effects', () => {
    expect(at('/', '?action=changeStore')).toEqual(['react.js', 'home.js', 'deepLink.js']);
  });
});
