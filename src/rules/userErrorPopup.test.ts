import { describe, it, expect } from 'vitest';
import { userErrorPopup } from './userErrorPopup';

describe('the user error popup', () => {
  it('MISC-08 user errors are a popup with title, message and optional callback', () => {
    expect(userErrorPopup('Oops', 'Try again')).toEqual({ title: 'Oops', message: 'Try again' });
    const cb = () => undefined;
    expect(userErrorPopup('Oops', 'Try again', cb).callback).toBe(cb);
  });
});

describe('the user error popup without a callback', () => {
  it('MISC-08 a popup given no callback has no callback field at all', () => {
    expect(Object.keys(userErrorPopup('Oops', 'Try again'))).toEqual(['title', 'message']);
    const cb = () => undefined;
    expect(userErrorPopup('Oops', 'Try again', cb)).toEqual({ title: 'Oops', message: 'Try again', callback: cb });
  });
});
