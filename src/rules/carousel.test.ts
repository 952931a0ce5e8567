import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { carouselPages, viewToggle } from './carousel';

describe('carousel', () => {
  it('CAROUSEL-01 circle tiles show 5 per page, rectangle tiles 3', () => {
    expect(carouselPages([1, 2, 3, 4, 5, 6, 7], 'circle', 1280).pages).toEqual([[1, 2, 3, 4, 5], [6, 7]]);
    expect(carouselPages([1, 2, 3, 4, 5, 6, 7], 'rectangle', 1280).pages).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('CAROUSEL-02 AMBIG-52 pages partition the tiles in order: ceil(n / per page) pages at every width', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.constantFrom('circle' as const, 'rectangle' as const), fc.integer({ min: 0, max: 4000 }), (tiles, shape, width) => {
        const layout = carouselPages(tiles, shape, width);
        expect(layout.pages.flat()).toEqual(tiles);
        expect(layout.pageCount).toBe(Math.ceil(tiles.length / layout.perPage));
        expect(layout.pages.every((p) => p.length > 0 && p.length <= layout.perPage)).toBe(true);
        expect(layout.pages.slice(0, -1).every((p) => p.length === layout.perPage)).toBe(true);
        expect(layout.perPage).toBe(shape === 'circle' ? 5 : 3);
        expect(layout.mobile).toBe(width < 768);
      }),
    );
    expect(carouselPages([], 'circle', 375).pageCount).toBe(0);
  });

  it('CAROUSEL-03 the toggle reads View More when collapsed and View Less when expanded', () => {
    expect(viewToggle(false)).toMatchObject({ label: 'View More', next: true });
    expect(viewToggle(true)).toMatchObject({ label: 'View Less', next: false });
    expect(viewToggle(true).rules).toEqual(['CAROUSEL-03']);
  });

  it('CAROUSEL-04 lazy-load margin 50 px, transition 300 ms, not infinite', () => {
    expect(carouselPages([1], 'circle', 1000)).toMatchObject({ lazyLoadMarginPx: 50, transitionMs: 300, infinite: false });
    expect(carouselPages([1], 'circle', 1000).rules).toEqual(['CAROUSEL-01', 'CAROUSEL-02', 'AMBIG-52', 'CAROUSEL-04']);
  });
});
