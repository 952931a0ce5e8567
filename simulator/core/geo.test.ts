import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { banners } from '../../spec/banners';
import { CITIES, cityOfZip, distanceMiles, nearestTown, regionOfZip, regions, zipLocation } from './geo';

// The simulator's map (decision 0431): each banner trades in one region of ZIP codes; a ZIP of a known town lies in
// that town, any other ZIP of a region on a grid around the region's centre; stores belong to the nearest town.
const point = fc.record({ lat: fc.double({ min: -80, max: 80, noNaN: true }), lng: fc.double({ min: -179, max: 179, noNaN: true }) });

describe('regions', () => {
  it('a ZIP code belongs to the region whose range holds its first five digits, ends included', () => {
    for (const r of regions) {
      expect(regionOfZip(String(r.zipFrom))?.banner).toBe(r.banner);
      expect(regionOfZip(String(r.zipTo))?.banner).toBe(r.banner);
      expect(regionOfZip(`${r.zipFrom}-1234`)?.banner).toBe(r.banner);
      expect(regionOfZip(String(r.zipFrom - 1))?.banner).not.toBe(r.banner);
      expect(regionOfZip(String(r.zipTo + 1))?.banner).not.toBe(r.banner);
    }
    expect(regionOfZip('94611')?.banner).toBe('freshway');
    expect(regionOfZip('10001')).toBeUndefined();
  });

  it('what is not five digits has no region', () => {
    for (const zip of ['', '9461', 'abcde', ' 94611', '9461a']) expect(regionOfZip(zip), zip).toBeUndefined();
    // Read as a number these would fall inside freshway's range (94600), but they are not ZIP codes.
    for (const zip of ['946e2', '946e212345', '9.46e4']) expect(regionOfZip(zip), zip).toBeUndefined();
  });
});

describe('towns', () => {
  it('a ZIP of a known town lies in that town, with or without its extension', () => {
    expect(cityOfZip('94704')?.name).toBe('Berkeley');
    expect(cityOfZip('94612-0001')?.name).toBe('Oakland');
    expect(cityOfZip('98004')?.name).toBe('Bellevue');
    expect(cityOfZip('94799')).toBeUndefined();
  });

  it('a town\'s ZIP centres lie within about a mile and a half of the town\'s centre, each apart from the others', () => {
    for (const [banner, cities] of Object.entries(CITIES)) {
      for (const city of cities) {
        const spots = city.zips.map((zip) => zipLocation(zip)!);
        for (const spot of spots) expect(distanceMiles(spot, city)).toBeLessThan(1.6);
        const firstNine = new Set(spots.slice(0, 9).map((s) => `${s.lat.toFixed(4)},${s.lng.toFixed(4)}`));
        expect(firstNine.size).toBe(Math.min(9, spots.length));
        expect(nearestTown(banner, city)?.name).toBe(city.name);
      }
    }
  });

  it('any other ZIP of a region lies on the region\'s grid, within about 25 miles of its centre; a ZIP outside every region has no place', () => {
    for (const r of regions) {
      for (const offset of [0, 1, 16, 17, 150, r.zipTo - r.zipFrom]) {
        const zip = String(r.zipFrom + offset);
        if (cityOfZip(zip)) continue;
        const spot = zipLocation(zip)!;
        expect(distanceMiles(spot, r), zip).toBeLessThan(25);
      }
    }
    // Neighbouring ZIPs on the grid are a step (about 2 miles) apart, not on one spot.
    const a = zipLocation('94750')!;
    const b = zipLocation('94751')!;
    expect(distanceMiles(a, b)).toBeGreaterThan(1.5);
    expect(distanceMiles(a, b)).toBeLessThan(2.5);
    const nextRow = zipLocation(String(94750 + 17))!;
    expect(Math.abs(nextRow.lng - a.lng)).toBeGreaterThan(0.02);
    expect(zipLocation('10001')).toBeUndefined();
  });

  it('a ZIP with its extension lies where the ZIP does, in a town or on the grid', () => {
    for (const zip of ['94612', '94704', '98004', '85281', '94750', '85100', '98190']) {
      expect(zipLocation(`${zip}-0001`), zip).toEqual(zipLocation(zip));
      expect(zipLocation(zip), zip).toBeDefined();
    }
  });

  it('a banner the map does not know has no towns', () => {
    expect(nearestTown('nowhere', { lat: 37.8, lng: -122.27 })).toBeUndefined();
  });
});

describe('distance', () => {
  it('great-circle miles: none to itself, the same both ways, about 69 miles a degree of latitude', () => {
    fc.assert(fc.property(point, point, (a, b) => distanceMiles(a, a) === 0 && Math.abs(distanceMiles(a, b) - distanceMiles(b, a)) < 1e-6));
    expect(distanceMiles({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(69.09, 1);
    expect(distanceMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(69.09, 1);
    // A degree of longitude shrinks with the cosine of the latitude.
    expect(distanceMiles({ lat: 60, lng: 0 }, { lat: 60, lng: 1 })).toBeCloseTo(34.55, 1);
    // Antipodes: half the earth's circumference.
    expect(distanceMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 3958.8, 0);
  });
});

describe('the map\'s own data (decision 0431: each region has its towns with real ZIP codes)', () => {
  it('every banner trades in one region, which holds its default ZIP; no two regions share a ZIP', () => {
    expect(regions.map((r) => r.banner).sort()).toEqual(banners.map((b) => b.id).sort());
    for (const banner of banners) expect(regionOfZip(banner.defaultZip)?.banner, banner.id).toBe(banner.id);
    for (const a of regions) for (const b of regions) if (a !== b) expect(a.zipTo < b.zipFrom || b.zipTo < a.zipFrom, `${a.banner} ${b.banner}`).toBe(true);
  });

  it('a region lies in a US state, keeps a time zone the runtime knows, and names its towns', () => {
    for (const r of regions) {
      expect(r.state, r.banner).toMatch(/^[A-Z]{2}$/);
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: r.timezone }), r.timezone).not.toThrow();
      expect(r.timezone, r.banner).toMatch(/^America\/[A-Z][a-z]+(_[A-Z][a-z]+)*$/);
      expect(r.cities.length, r.banner).toBeGreaterThan(0);
      for (const city of r.cities) expect(city, r.banner).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)*$/);
      expect(new Set(r.cities).size, r.banner).toBe(r.cities.length);
    }
  });

  it('a banner\'s towns are towns of its region, each with ZIP codes of that region that no other town has', () => {
    expect(Object.keys(CITIES).sort()).toEqual(regions.map((r) => r.banner).sort());
    const seen = new Set<string>();
    for (const [banner, towns] of Object.entries(CITIES)) {
      const region = regions.find((r) => r.banner === banner)!;
      expect(towns.length, banner).toBeGreaterThan(0);
      for (const town of towns) {
        expect(region.cities, banner).toContain(town.name);
        expect(town.zips.length, town.name).toBeGreaterThan(0);
        for (const zip of town.zips) {
          expect(zip, town.name).toMatch(/^\d{5}$/);
          expect(regionOfZip(zip)?.banner, `${town.name} ${zip}`).toBe(banner);
          expect(cityOfZip(zip)?.name, zip).toBe(town.name);
          expect(seen.has(zip), zip).toBe(false);
          seen.add(zip);
        }
      }
    }
  });

  it('a region\'s towns lie around its centre, within 40 miles of it', () => {
    for (const r of regions) for (const town of CITIES[r.banner]!) expect(distanceMiles(town, r), town.name).toBeLessThan(40);
  });

  it('a banner\'s default ZIP lies in a town of the map: its default store is named after a real town (decision 0431)', () => {
    for (const banner of banners) expect(CITIES[banner.id]?.map((t) => t.name), banner.id).toContain(cityOfZip(banner.defaultZip)?.name);
    // The decision's own example.
    expect(cityOfZip('94704')?.name).toBe('Berkeley');
    expect(nearestTown('freshway', zipLocation('94704')!)?.name).toBe('Berkeley');
  });
});
