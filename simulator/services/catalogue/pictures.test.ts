import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pictureAnswer } from '../../runtimes/pictures';
import { PICTURES_DIR, iconSvg, loadIconSet, pictureFiles } from './pictureFiles';
import { AISLE_PICTURES, PICTURES_PATH, RECIPE_PICTURES, pictureByName } from './pictures';
import { CATALOGUE, GROCERY_AISLES } from './products';
import { RECIPES } from './recipes';

const committed = () => readdirSync(PICTURES_DIR).filter((f) => f.endsWith('.svg'));
const fileOf = (path: string) => path.slice(PICTURES_PATH.length + 1);

describe('catalogue pictures (decision 0430)', () => {
  it('every product and recipe names a committed picture of the icon set', () => {
    const files = new Set(committed());
    for (const p of CATALOGUE) {
      expect(p.imageUrl, p.name).toMatch(new RegExp(`^${PICTURES_PATH}/[a-z0-9-]+\\.svg$`));
      expect(files.has(fileOf(p.imageUrl)), `${p.name}: ${p.imageUrl}`).toBe(true);
    }
    for (const r of RECIPES) expect(files.has(fileOf(r.imageUrl)), r.id).toBe(true);
    for (const id of Object.keys(RECIPE_PICTURES)) expect(RECIPES.some((r) => r.id === id), id).toBe(true);
  });

  it('grocery and wine products are pictured by what they are, not by their aisle', () => {
    for (const p of CATALOGUE.filter((x) => x.shop !== 'marketplace')) expect(pictureByName(p.name), p.name).not.toBeNull();
    const pictureOf = (fragment: string) => CATALOGUE.find((p) => p.name.includes(fragment))?.imageUrl;
    expect(pictureOf('Gala Apples')).toBe('/images/pictures/red-apple.svg');
    expect(pictureOf('Atlantic Salmon')).toBe('/images/pictures/fish.svg');
    expect(pictureOf('Orange Juice')).toBe('/images/pictures/beverage-box.svg');
    expect(pictureOf('Coconut Water')).toBe('/images/pictures/coconut.svg');
    expect(pictureOf('Frozen Blueberries')).toBe('/images/pictures/blueberries.svg');
    expect(pictureOf('Prosecco')).toBe('/images/pictures/bottle-with-popping-cork.svg');
    expect(pictureOf('Paper Towels')).toBe('/images/pictures/roll-of-paper.svg');
    for (const aisle of GROCERY_AISLES) expect(AISLE_PICTURES[aisle.id], aisle.id).toBeDefined();
  });

  it('the committed files are exactly the icons named, as the installed set draws them, with a width and height', () => {
    const wanted = pictureFiles(loadIconSet());
    expect(committed().sort()).toEqual([...wanted.keys()].sort());
    for (const [name, text] of wanted) {
      expect(readFileSync(join(PICTURES_DIR, name), 'utf8'), `${name} is stale: run npm run pictures`).toBe(text);
      expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="128" height="128" viewBox="[\d. ]+">/);
    }
  });

  it('an icon the set does not have is an error naming it', () => {
    expect(() => iconSvg(loadIconSet(), 'no-such-icon')).toThrow(/no icon no-such-icon/);
  });
});

describe('picture serving over HTTP (decision 0430)', () => {
  it('serves a committed picture as SVG, cacheable for a day', () => {
    const answer = pictureAnswer('GET', '/images/pictures/red-apple.svg');
    expect(answer?.status).toBe(200);
    expect(answer?.headers['content-type']).toBe('image/svg+xml');
    expect(answer?.headers['cache-control']).toBe('public, max-age=86400');
    expect(answer?.body).toBe(readFileSync(join(PICTURES_DIR, 'red-apple.svg'), 'utf8'));
  });

  it('a missing picture, another file type, a traversal or a write is a 404; other paths are not its own', () => {
    for (const p of ['/images/pictures/nope.svg', '/images/pictures/red-apple.png', '/images/pictures/../../package.json', '/images/pictures/%2e%2e%2fpackage.json', '/images/pictures/']) expect(pictureAnswer('GET', p)?.status, p).toBe(404);
    expect(pictureAnswer('POST', '/images/pictures/red-apple.svg')?.status).toBe(404);
    expect(pictureAnswer('GET', '/search/seller-carousel')).toBeNull();
  });

  it('property: only names of lower-case words joined by hyphens can be read, whatever the path', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const answer = pictureAnswer('GET', `${PICTURES_PATH}/${name}`);
        if (answer?.status === 200) expect(name).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/);
      }),
      { numRuns: 200 },
    );
  });
});
