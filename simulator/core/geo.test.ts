import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
