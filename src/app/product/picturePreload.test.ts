import { describe, expect, it } from 'vitest';
import { preloadPicture } from './picturePreload';

describe('the main picture\'s preload', () => {
  it('the main picture is asked for once per address, at high priority, as a preload hint', () => {
    const src = 'http://127.0.0.1:4011/images/products/960012421.svg?scl=1';
    preloadPicture(src);
    preloadPicture(src);
    const links = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].filter((l) => l.getAttribute('href') === src);
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('fetchpriority', 'high');
    links[0]!.remove();
  });
});
