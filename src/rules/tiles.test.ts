import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { normalizeTile, tileAcronym, tileLink, tileVisual } from './tiles';
import type { Tile } from './tiles';

const base = { id: 'd1', name: 'Bakery', pagePath: '/shop/aisles/bakery.html', imagePath: '/img/bakery.png', tileType: 'department' };

describe('tiles', () => {
  it('TILES-03 a tile is read from id or aisleId, name or aisleName, pagePath or aislePath', () => {
    expect(normalizeTile(base)).toMatchObject({ id: 'd1', name: 'Bakery', path: '/shop/aisles/bakery.html', tileType: 'department' });
    expect(normalizeTile({ aisleId: 7, aisleName: 'Deli', aislePath: '/deli.html', tileType: 'custom' })).toMatchObject({ id: '7', name: 'Deli', path: '/deli.html', tileType: 'custom' });
    expect(normalizeTile({ name: 'x' })).toBeNull();
    fc.assert(fc.property(fc.anything(), (raw) => {
      expect(() => normalizeTile(raw)).not.toThrow();
    }));
  });

  it("TILES-01 an image path of '/' means no image", () => {
    const tile = normalizeTile({ ...base, imagePath: '/' })!;
    expect(tile.imagePath).toBeNull();
    expect(tileVisual(tile, { mobile: false, loadFailed: false })).toMatchObject({ kind: 'acronym', text: 'B' });
    expect(tileVisual(normalizeTile(base)!, { mobile: false, loadFailed: false })).toMatchObject({ kind: 'image', src: '/img/bakery.png' });
  });

  it('TILES-02 AMBIG-42 on image load error the acronym of the initial letters is shown, non-letter words skipped', () => {
    expect(tileAcronym('fruits & vegetables')).toBe('FV');
    expect(tileAcronym('  Beer, Wine  and Spirits ')).toBe('BWAS');
    expect(tileAcronym('')).toBe('');
    expect(tileVisual(normalizeTile(base)!, { mobile: false, loadFailed: true })).toMatchObject({ kind: 'acronym', text: 'B' });
    fc.assert(fc.property(fc.string(), (name) => {
      expect(tileAcronym(name)).toBe(tileAcronym(name).toUpperCase());
    }));
  });

  it("LINKS-06 a custom tile with isUserProtectedLink 'true' requires sign-in prompts", () => {
    const prot = normalizeTile({ ...base, tileType: 'custom', isUserProtectedLink: 'true' }) as Tile;
    expect(tileLink(prot, { userType: 'G', usedCredentials: false }).action).toBe('sign-in-modal');
    expect(tileLink(prot, { userType: 'R', usedCredentials: false }).action).toBe('re-sign-in-modal');
    expect(tileLink(prot, { userType: 'C', usedCredentials: false }).action).toBe('follow');
    const open = normalizeTile({ ...base, tileType: 'custom', isUserProtectedLink: 'false' }) as Tile;
    expect(tileLink(open, { userType: 'G', usedCredentials: false }).action).toBe('follow');
  });
});
