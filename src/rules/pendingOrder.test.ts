import { describe, it, expect } from 'vitest';
import { parsePendingOrder, serializePendingOrder } from './pendingOrder';

describe('COOKIE pending order', () => {
  it('COOKIE-13 the pending-order cookie holds the order number and the branch number', () => {
    expect(parsePendingOrder(serializePendingOrder({ orderNumber: '123456', branchNumber: '1502' }))).toEqual({ orderNumber: '123456', branchNumber: '1502' });
    expect(parsePendingOrder('123456')).toBeNull();
    expect(parsePendingOrder('a|b|c')).toBeNull();
  });
});
