import { z } from '../../spec/schemas/zod';
import { defineRuleModule } from './module';
import type { Explained } from './module';
import { carouselIsMobile } from './environment';

export type TileShape = 'circle' | 'rectangle';

/** CAROUSEL-04 and 001 §9 constants. */
export const CAROUSEL = { circlePerPage: 5, rectanglePerPage: 3, mobileBelowPx: 768, lazyLoadMarginPx: 50, transitionMs: 300, infinite: false } as const;

export interface CarouselLayout<T> extends Explained {
  readonly perPage: number;
  readonly pages: readonly (readonly T[])[];
  readonly pageCount: number;
  readonly mobile: boolean;
  readonly lazyLoadMarginPx: number;
  readonly transitionMs: number;
  readonly infinite: false;
}

/** CAROUSEL-01: 5 circle or 3 rectangle tiles per page (AMBIG-52: at every width). */
export const perPage = (shape: TileShape): number => (shape === 'circle' ? CAROUSEL.circlePerPage : CAROUSEL.rectanglePerPage);

/**
 * CAROUSEL-01, -02, -04 (AMBIG-52): tiles in order, cut into pages of the shape's size; ceil(n / per page) pages,
 * 0 tiles → 0 pages. Mobile (under 768 px) is reported for layout but does not change the count.
 */
export function carouselPages<T>(tiles: readonly T[], shape: TileShape, viewportWidth: number): CarouselLayout<T> {
  const size = perPage(shape);
  const pages: T[][] = [];
  for (let i = 0; i < tiles.length; i += size) pages.push(tiles.slice(i, i + size));
  return {
    perPage: size,
    pages,
    pageCount: pages.length,
    // ENV-LAYOUT-05: the carousel's mobile is the layout's.
    mobile: carouselIsMobile(viewportWidth),
    lazyLoadMarginPx: CAROUSEL.lazyLoadMarginPx,
    transitionMs: CAROUSEL.transitionMs,
    infinite: false,
    rules: ['CAROUSEL-01', 'CAROUSEL-02', 'AMBIG-52', 'CAROUSEL-04'],
  };
}

/** CAROUSEL-03: the View More / View Less toggle. */
export function viewToggle(expanded: boolean): { readonly label: 'View More' | 'View Less'; readonly next: boolean } & Explained {
  return { label: expanded ? 'View Less' : 'View More', next: !expanded, rules: ['CAROUSEL-03'] };
}

export const carouselModule = defineRuleModule({
  name: 'carousel',
  summary: 'Shop-by-category carousel pagination (5 circle / 3 rectangle per page) and the View More toggle.',
  areas: ['CAROUSEL'],
  input: z.object({ tiles: z.array(z.unknown()), shape: z.enum(['circle', 'rectangle']), viewportWidth: z.number().check(z.nonnegative()), expanded: z._default(z.boolean(), false) }),
  example: { tiles: ['bakery', 'deli', 'dairy', 'frozen', 'meat', 'produce', 'snacks'], shape: 'circle', viewportWidth: 1280 },
  run: (input) => {
    const layout = carouselPages(input.tiles, input.shape, input.viewportWidth);
    const toggle = viewToggle(input.expanded);
    return { ...layout, toggle: toggle.label, rules: [...layout.rules, ...toggle.rules] };
  },
});
