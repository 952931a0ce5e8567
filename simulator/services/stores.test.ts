import { describe, expect, it } from 'vitest';
import { createSimContext } from '../core/context';
import { storeById } from './stores';

describe('store lookup by id', () => {
  it('answers the current record after an update, a delete, a create and a reset', () => {
    const ctx = createSimContext({ seed: 1 });
    const before = storeById(ctx, '1502');
    expect(before?.isOpen).toBe(true);
    ctx.db.store.update({ where: { id: { equals: '1502' } }, data: { isOpen: false } });
    expect(storeById(ctx, '1502')?.isOpen).toBe(false);
    ctx.db.store.delete({ where: { id: { equals: '1502' } } });
    expect(storeById(ctx, '1502')).toBeNull();
    ctx.db.store.create({ ...before!, isOpen: true, name: 'Recreated' });
    expect(storeById(ctx, '1502')?.name).toBe('Recreated');
    ctx.reset();
    expect(storeById(ctx, '1502')?.name).toBe(before!.name);
    expect(storeById(ctx, 'no-such-store')).toBeNull();
  });
});
