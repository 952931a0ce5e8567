import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { greeting, greetingName } from './greeting';

describe('greeting', () => {
  it('GREETING-01 the header greeting is Hi, {first name}', () => {
    expect(greeting('Ann').text).toBe('Hi, Ann');
  });

  it('GREETING-02 AMBIG-47 a name over 19 characters is cut to 16 plus ...; 19 or fewer are shown whole', () => {
    expect(greetingName('a'.repeat(19))).toBe('a'.repeat(19));
    expect(greetingName('a'.repeat(20))).toBe(`${'a'.repeat(16)}...`);
    fc.assert(fc.property(fc.string(), (name) => {
      const shown = greetingName(name);
      if (name.length <= 19) expect(shown).toBe(name);
      else expect(shown).toBe(name.slice(0, 16) + '...');
      expect(shown.length).toBeLessThanOrEqual(19);
    }));
  });

  it('GREETING-01 AMBIG-47 an empty first name shows no greeting', () => {
    expect(greeting('').text).toBeNull();
    expect(greeting(null).text).toBeNull();
    expect(greeting('  ').text).toBeNull();
    expect(greeting(undefined)).toEqual({ text: null, rules: ['GREETING-01', 'AMBIG-47'] });
  });

  it('GREETING-01 GREETING-02 AMBIG-47 the length is counted after trimming, and a cut name says it applied the cut', () => {
    const nineteen = `  ${'b'.repeat(19)}  `;
    expect(greeting(nineteen)).toEqual({ text: `Hi, ${'b'.repeat(19)}`, rules: ['GREETING-01'] });
    expect(greeting(' Ann ')).toEqual({ text: 'Hi, Ann', rules: ['GREETING-01'] });
    expect(greeting('Bartholomew-Alexander')).toEqual({ text: 'Hi, Bartholomew-Alex...', rules: ['GREETING-01', 'GREETING-02', 'AMBIG-47'] });
  });
});
