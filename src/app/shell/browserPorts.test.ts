import { describe, expect, it } from 'vitest';
import { browserDevice, pageStorage } from './browserPorts';

describe('the browser ports of the storefront core', () => {
  it("CONFIG-06 reads the browser's characteristics", () => {
    expect(browserDevice().userAgent).toBe(navigator.userAgent);
  });

  it("gives the page's local storage when it works", () => {
    pageStorage('localStorage').setItem('k', 'v');
    expect(window.localStorage.getItem('k')).toBe('v');
    window.localStorage.removeItem('k');
  });
});
