/**
 * How the store list shows the resolver's stores (decision 0431): nearest first by the distance from the ZIP code's
 * centre, each with its name, distance and daily hours when the resolver gives them.
 */

export { byDistance } from '../../storefront/session/storeLookup';

/** `0.4 mi`, `3.2 mi`, `12 mi` (whole miles from 10 on). */
export function distanceText(miles: number): string {
  const tenths = Math.round(miles * 10) / 10;
  return tenths < 10 ? `${tenths.toFixed(1)} mi` : `${Math.round(miles)} mi`;
}

function clock(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  if (h === 0 && m === 0) return 'midnight';
  if (h === 12 && m === 0) return 'noon';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m === 0 ? '' : `:${String(m).padStart(2, '0')}`} ${h < 12 ? 'AM' : 'PM'}`;
}

/** `Open 6 AM – 11 PM`, `Open 7 AM – midnight`, `Open 24 hours` (the same opening and closing time). */
export function hoursText(hours: { opens: string; closes: string }): string {
  return hours.opens === hours.closes ? 'Open 24 hours' : `Open ${clock(hours.opens)} – ${clock(hours.closes)}`;
}
