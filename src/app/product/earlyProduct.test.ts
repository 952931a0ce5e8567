import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { NAVIGATION_TIMEOUT_MS } from '../../rules/calls';
import { EARLY_PRODUCT_EVENT, holdCode } from './earlyProduct';

const page = () => new JSDOM('<!doctype html><html><head></head><body></body></html>').window.document;

describe('the early request holds the storefront\'s code back on a product address only', () => {
  it.each(['/shop/product-details.960012345.html', '/shop/vineandcellar/product-details.970000001.html', '/shop/marketplace/product-details.980000201.html'])('CALLS-04 %s is marked pending, and let go after the navigation timeout whatever happens', (pathname) => {
    const doc = page();
    const timers: { run: () => void; ms: number }[] = [];
    let told = 0;
    doc.addEventListener(EARLY_PRODUCT_EVENT, () => (told += 1));
    expect(holdCode(doc, pathname, (run, ms) => timers.push({ run, ms }))).toBe(true);
    expect(doc.documentElement.dataset.earlyProduct).toBe('pending');
    expect(timers.map((t) => t.ms)).toEqual([NAVIGATION_TIMEOUT_MS]);
    timers[0]!.run();
    expect(doc.documentElement.dataset.earlyProduct).toBe('done');
    expect(told).toBe(1);
    // Once let go, the timer's word changes nothing.
    timers[0]!.run();
    expect(told).toBe(1);
  });

  it.each(['/', '/shop/aisles/produce.html', '/shop/product-details.html', '/shop/product-details.96x.html'])('CALLS-04 %s holds nothing and sets no timer', (pathname) => {
    const doc = page();
    const timers: number[] = [];
    expect(holdCode(doc, pathname, (_run, ms) => timers.push(ms))).toBe(false);
    expect(doc.documentElement.dataset.earlyProduct).toBeUndefined();
    expect(timers).toEqual([]);
  });
});
