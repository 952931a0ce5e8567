import { describe, it, expect } from 'vitest';
import { parsePendingOrder, serializePendingOrder } from './pendingOrder';

describe('COOKIE pending order', () => {
  it('COOKIE-13 the pending-order cookie holds the order number and the branch number', () => {
    expect(parsePendingOrder(serializePendingOrder({ orderNumber: '123456', branchNumber: '1502' }))).toEqual({ orderNumber: '123456', branchNumber: '1502' });
    expect(parsePendingOrder('123456')).toBeNull();
    expect(parsePendingOrder('a|b|c')).toBeNull();
  });
});

describe('COOKIE pending order in detail', () => {
  it('COOKIE-13 the cookie is the order number and the branch number joined by |; a part missing or anything but text is no order', () => {
    expect(serializePendingOrder({ orderNumber: '123456', branchNumber: '1502' })).toBe('123456|1502');
    for (const raw of ['|1502', '123456|', '|', '', 123456, null]) expect(parsePendingOrder(raw), String(raw)).toBeNull();
  });
});
