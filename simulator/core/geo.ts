/**
 * The simulator's geography: each banner trades in one region, and a zip code inside a region maps to a
 * deterministic point on a grid around the region's centre (about 2 miles a step). Zips outside every region
 * have no location, so no store delivers there.
 */
export interface Region {
  banner: string;
  state: string;
  cities: readonly string[];
  zipFrom: number;
  zipTo: number;
  lat: number;
  lng: number;
  timezone: string;
}

export const regions: readonly Region[] = [
  { banner: 'freshway', state: 'CA', cities: ['Oakland', 'Berkeley', 'San Leandro', 'Alameda', 'Hayward', 'Fremont', 'Walnut Creek'], zipFrom: 94500, zipTo: 94799, lat: 37.8, lng: -122.25, timezone: 'America/Los_Angeles' },
  { banner: 'valleymarket', state: 'AZ', cities: ['Phoenix', 'Tempe', 'Mesa', 'Scottsdale', 'Chandler', 'Glendale'], zipFrom: 85001, zipTo: 85299, lat: 33.45, lng: -112.07, timezone: 'America/Phoenix' },
  { banner: 'harborfoods', state: 'WA', cities: ['Seattle', 'Bellevue', 'Redmond', 'Kirkland', 'Renton', 'Tacoma'], zipFrom: 98001, zipTo: 98199, lat: 47.6, lng: -122.33, timezone: 'America/Los_Angeles' },
];

export function regionOfZip(zipcode: string): Region | undefined {
  const n = Number(zipcode.slice(0, 5));
  if (!/^\d{5}/.test(zipcode)) return undefined;
  return regions.find((r) => n >= r.zipFrom && n <= r.zipTo);
}

const STEP = 0.03;

export function zipLocation(zipcode: string): { lat: number; lng: number } | undefined {
  const region = regionOfZip(zipcode);
  if (!region) return undefined;
  const offset = Number(zipcode.slice(0, 5)) - region.zipFrom;
  return { lat: region.lat + ((offset % 17) - 8) * STEP, lng: region.lng + ((Math.floor(offset / 17) % 17) - 8) * STEP };
}

/** Great-circle distance in miles. */
export function distanceMiles(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}
