import { describe, expect, it } from 'vitest';
import { greeting } from './greeting';

describe('the header greeting', () => {
  it('GREETING-01 GREETING-02 the greeting, empty without a first name', () => {
    expect(greeting('')).toBe('');
    expect(greeting('Ada')).toContain('Ada');
  });
});
