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

  it('TILES-03 each of id, name and link is needed; values are trimmed and a blank one gives way to the other naming', () => {
    for (const missing of ['id', 'name', 'pagePath'] as const) expect(normalizeTile({ ...base, [missing]: ' ' }), missing).toBeNull();
    expect(normalizeTile({ ...base, id: '  ', aisleId: ' a7 ', name: ' Bakery ', pagePath: ' /b.html ' })).toMatchObject({ id: 'a7', name: 'Bakery', path: '/b.html' });
    expect(normalizeTile({ ...base, tileType: ' Custom ' })?.tileType).toBe('custom');
    const { tileType: _none, ...untyped } = base;
    expect(normalizeTile(untyped)?.tileType).toBe('department');
    expect(normalizeTile({ ...base, aisleAltText: ' Fresh bread ' })?.altText).toBe('Fresh bread');
    expect(normalizeTile({ ...base, aisleAltText: ' ' })?.altText).toBe('Bakery');
    expect(normalizeTile({ ...base, fileReference: ' /dam/b.png ' })?.fileReference).toBe('/dam/b.png');
  });

  it('TILES-01 an image path that is blank or a lone slash, spaces aside, is no image; others are trimmed', () => {
    for (const imagePath of ['', '   ', ' / ']) expect(normalizeTile({ ...base, imagePath })?.imagePath, JSON.stringify(imagePath)).toBeNull();
    expect(normalizeTile({ ...base, imagePath: ' /img/b.png ' })?.imagePath).toBe('/img/b.png');
  });

  it('TILES-01 TILES-02 AMBIG-42 the visual names the rules it applied', () => {
    const withImage = normalizeTile(base)!;
    expect(tileVisual(withImage, { mobile: false, loadFailed: false })).toEqual({ kind: 'image', src: '/img/bakery.png', rules: ['TILES-01'] });
    expect(tileVisual(withImage, { mobile: false, loadFailed: true })).toEqual({ kind: 'acronym', text: 'B', rules: ['TILES-02', 'AMBIG-42'] });
    expect(tileVisual(normalizeTile({ ...base, imagePath: '/' })!, { mobile: false, loadFailed: false })).toEqual({ kind: 'acronym', text: 'B', rules: ['TILES-01', 'TILES-02', 'AMBIG-42'] });
  });

  it('TILES-02 AMBIG-42 a word that starts with a non-letter is skipped even when letters follow', () => {
    expect(tileAcronym('3rd street')).toBe('S');
    expect(tileAcronym('fruits &more')).toBe('F');
    expect(tileAcronym('bread\tand\nbutter')).toBe('BAB');
  });

  it("LINKS-06 the isUserProtectedLink flag is the string 'true' or a JSON true, and only a custom tile follows it", () => {
    expect(normalizeTile({ ...base, isUserProtectedLink: true })?.isUserProtectedLink).toBe(true);
    expect(normalizeTile({ ...base, isUserProtectedLink: 'TRUE' })?.isUserProtectedLink).toBe(false);
    const department = normalizeTile({ ...base, isUserProtectedLink: 'true' }) as Tile;
    expect(tileLink(department, { userType: 'G', usedCredentials: false })).toEqual({ action: 'follow', href: '/shop/aisles/bakery.html', rules: ['LINKS-06'] });
    const prot = normalizeTile({ ...base, tileType: 'custom', isUserProtectedLink: 'true' }) as Tile;
    expect(tileLink(prot, { userType: 'G', usedCredentials: false }).rules[0]).toBe('LINKS-06');
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
