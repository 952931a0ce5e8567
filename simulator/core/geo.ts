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

/**
 * The towns of each region with their ZIP codes and centres as the map has them, so a Berkeley ZIP lies in Berkeley
 * and its stores are the nearest (decision 0431). Any other ZIP of a region keeps a point on the region's grid; a
 * store belongs to the town nearest where it lies.
 */
export interface City {
  name: string;
  lat: number;
  lng: number;
  zips: readonly string[];
}

export const CITIES: Readonly<Record<string, readonly City[]>> = {
  freshway: [
    { name: 'Oakland', lat: 37.8044, lng: -122.2712, zips: ['94601', '94602', '94606', '94607', '94609', '94610', '94611', '94612', '94618', '94619'] },
    { name: 'Berkeley', lat: 37.8716, lng: -122.2727, zips: ['94702', '94703', '94704', '94705', '94707', '94709', '94710'] },
    { name: 'San Leandro', lat: 37.7249, lng: -122.1561, zips: ['94577', '94578', '94579'] },
    { name: 'Alameda', lat: 37.7652, lng: -122.2416, zips: ['94501', '94502'] },
    { name: 'Hayward', lat: 37.6688, lng: -122.0808, zips: ['94541', '94542', '94544', '94545'] },
    { name: 'Fremont', lat: 37.5485, lng: -121.9886, zips: ['94536', '94538', '94539', '94555'] },
    { name: 'Walnut Creek', lat: 37.9101, lng: -122.0652, zips: ['94595', '94596', '94597', '94598'] },
  ],
  valleymarket: [
    { name: 'Phoenix', lat: 33.4484, lng: -112.074, zips: ['85003', '85004', '85006', '85007', '85008', '85012', '85014', '85016'] },
    { name: 'Tempe', lat: 33.4255, lng: -111.94, zips: ['85281', '85282', '85283', '85284'] },
    { name: 'Mesa', lat: 33.4152, lng: -111.8315, zips: ['85201', '85202', '85203', '85204', '85205'] },
    { name: 'Scottsdale', lat: 33.4942, lng: -111.9261, zips: ['85250', '85251', '85254', '85257', '85260'] },
    { name: 'Chandler', lat: 33.3062, lng: -111.8413, zips: ['85224', '85225', '85226', '85286'] },
  ],
  harborfoods: [
    { name: 'Seattle', lat: 47.6062, lng: -122.3321, zips: ['98101', '98102', '98103', '98104', '98105', '98107', '98109', '98112', '98115', '98122'] },
    { name: 'Bellevue', lat: 47.6101, lng: -122.2015, zips: ['98004', '98005', '98006', '98007', '98008'] },
    { name: 'Redmond', lat: 47.674, lng: -122.1215, zips: ['98052', '98053'] },
    { name: 'Kirkland', lat: 47.6815, lng: -122.2087, zips: ['98033', '98034'] },
    { name: 'Renton', lat: 47.4829, lng: -122.2171, zips: ['98055', '98056', '98057', '98058', '98059'] },
  ],
};

/** The town of a banner's region nearest a point: the town a store there belongs to. */
export function nearestTown(banner: string, at: { lat: number; lng: number }): City | undefined {
  // Nearest first; the sort is stable, so of towns as near the map's first wins.
  return (CITIES[banner] ?? []).map((city) => ({ city, d: distanceMiles(at, city) })).sort((x, y) => x.d - y.d)[0]?.city;
}

/** The town a ZIP code lies in, when the simulator's map knows it. */
export function cityOfZip(zipcode: string): City | undefined {
  const zip = zipcode.slice(0, 5);
  for (const cities of Object.values(CITIES)) for (const city of cities) if (city.zips.includes(zip)) return city;
  return undefined;
}

const STEP = 0.03;
/** A town's ZIP centres sit on a small grid around the town's centre, this far apart (about a mile). */
const ZIP_STEP = 0.014;

export function zipLocation(zipcode: string): { lat: number; lng: number } | undefined {
  const region = regionOfZip(zipcode);
  if (!region) return undefined;
  const city = cityOfZip(zipcode);
  if (city) {
    const i = city.zips.indexOf(zipcode.slice(0, 5));
    const north = ((i % 3) - 1) * ZIP_STEP;
    const east = ((Math.floor(i / 3) % 3) - 1) * ZIP_STEP;
    // The grid is symmetric around the centre: a mirrored one gives the same spots to other ZIPs, and no rule places
    // a ZIP on a given side of its town.
    // Stryker disable next-line ArithmeticOperator
    return { lat: city.lat + north, lng: city.lng + east };
  }
  // As for a town's ZIPs: counting from either end of the range, or mirroring the grid, gives the same spots to
  // other ZIPs, and no rule places a ZIP on a given spot.
  // Stryker disable next-line ArithmeticOperator
  const offset = Number(zipcode.slice(0, 5)) - region.zipFrom;
  const north = ((offset % 17) - 8) * STEP;
  const east = ((Math.floor(offset / 17) % 17) - 8) * STEP;
  // Stryker disable next-line ArithmeticOperator
  return { lat: region.lat + north, lng: region.lng + east };
}

/** Great-circle distance in miles. */
export function distanceMiles(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}
