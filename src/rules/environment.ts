import { z } from '../../spec/schemas/zod';
import { defineRuleModule } from './module';

export type Environment = 'local-origin' | 'dev1' | 'dev2' | 'dev3' | 'qa1' | 'qa2' | 'qa3' | 'stage' | 'beta' | 'prod';
const NAMED: readonly Environment[] = ['dev1', 'dev2', 'dev3', 'qa1', 'qa2', 'qa3', 'stage', 'beta'];
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0']);

/** Host name without port, lower case; a full URL is reduced to its host. */
export function hostNameOf(hostOrUrl: unknown): string {
  if (typeof hostOrUrl !== 'string') return '';
  let h = hostOrUrl.trim().toLowerCase();
  if (h.includes('://')) {
    try {
      return new URL(h).hostname;
    } catch {
      return '';
    }
  }
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1 || h.length);
  const colons = h.split(':').length - 1;
  if (colons === 1) h = h.slice(0, h.indexOf(':'));
  return h;
}

/** ENV-LAYOUT-01, AMBIG-12: local hosts → local-origin; a label or hyphenated token naming an environment → it; else prod. */
export function environmentFromHost(host: unknown): Environment {
  const h = hostNameOf(host);
  if (LOCAL_HOSTS.has(h) || h.endsWith('.localhost')) return 'local-origin';
  const tokens = h.split(/[.-]/);
  for (const env of NAMED) if (tokens.includes(env)) return env;
  return 'prod';
}

export type Layout = 'mobile' | 'tablet' | 'desktop';
/** ENV-LAYOUT-02..04. A width that is not a finite number reads as 0 (mobile first). */
export function layoutFor(width: number): Layout {
  const w = Number.isFinite(width) ? width : 0;
  if (w < 768) return 'mobile';
  if (w <= 991) return 'tablet';
  return 'desktop';
}

/** ENV-LAYOUT-05 */
export const carouselIsMobile = (width: number): boolean => layoutFor(width) === 'mobile';
/** ENV-LAYOUT-06 */
export const tooltipVariant = (width: number): 'small' | 'large' => (!Number.isFinite(width) || width <= 1024 ? 'small' : 'large');
/** ENV-LAYOUT-07: wide screen is beyond the 1279 px threshold; the greeting box is 154 px wide. */
export const GREETING_WIDTH_PX = 154;
export const WIDE_SCREEN_THRESHOLD_PX = 1279;
export const isWideScreen = (width: number): boolean => Number.isFinite(width) && width > WIDE_SCREEN_THRESHOLD_PX;

/** ENV-LAYOUT-08: logs only when the page URL carries log=true. */
export function loggingEnabled(url: unknown): boolean {
  return typeof url === 'string' && /[?&#]log=true(?:[&#]|$)/.test(url);
}

export const environmentModule = defineRuleModule({
  name: 'environment',
  summary: 'Environment from host, layout from viewport width, logging switch from the page URL.',
  areas: ['ENV-LAYOUT'],
  input: z.object({ host: z._default(z.string(), ''), width: z._default(z.number(), 1280), url: z._default(z.string(), '') }),
  example: { host: 'www.qa2.freshway.test', width: 800, url: 'https://www.qa2.freshway.test/home.html?log=true' },
  run: (input) => ({
    environment: environmentFromHost(input.host),
    layout: layoutFor(input.width),
    carouselMobile: carouselIsMobile(input.width),
    tooltip: tooltipVariant(input.width),
    wideScreen: isWideScreen(input.width),
    logging: loggingEnabled(input.url),
    rules: ['ENV-LAYOUT-01', 'ENV-LAYOUT-02', 'ENV-LAYOUT-03', 'ENV-LAYOUT-04', 'ENV-LAYOUT-05', 'ENV-LAYOUT-06', 'ENV-LAYOUT-07', 'ENV-LAYOUT-08'],
  }),
});
