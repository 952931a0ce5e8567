import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOutbox } from './outbox';

// The outbox is what the simulated messaging service "sent" (passcodes), read by tests and the control API; decision
// 0486 bounds it, dropping the oldest, so a test still reads the newest.
const message = (to: string, passcode = '123456') => ({ to, channel: 'email' as const, passcode, purpose: 'signin' });

describe('the outbox', () => {
  it('a delivered message gets the next id and the simulator time it was sent at', () => {
    let now = 1_000;
    const outbox = createOutbox(() => now);
    const first = outbox.deliver(message('a@b.test'));
    now = 2_500;
    const second = outbox.deliver(message('c@d.test', '654321'));
    expect(first).toEqual({ ...message('a@b.test'), id: 'msg-1', sentAt: 1_000 });
    expect(second).toEqual({ ...message('c@d.test', '654321'), id: 'msg-2', sentAt: 2_500 });
    expect(outbox.list()).toEqual([first, second]);
  });

  it('list filters by recipient, whatever the case of either, and gives copies', () => {
    const outbox = createOutbox(() => 0);
    outbox.deliver(message('Shopper@Freshway.test'));
    outbox.deliver(message('other@freshway.test'));
    expect(outbox.list({ to: 'shopper@FRESHWAY.test' }).map((m) => m.id)).toEqual(['msg-1']);
    expect(outbox.list({}).map((m) => m.id)).toEqual(['msg-1', 'msg-2']);
    expect(outbox.list({ to: 'nobody@freshway.test' })).toEqual([]);
    outbox.list()[0]!.passcode = 'changed';
    expect(outbox.list()[0]!.passcode).toBe('123456');
  });

  it('clear empties it and starts the ids over', () => {
    const outbox = createOutbox(() => 0);
    outbox.deliver(message('a@b.test'));
    outbox.clear();
    expect(outbox.list()).toEqual([]);
    expect(outbox.deliver(message('a@b.test')).id).toBe('msg-1');
  });

  it('keeps the newest messages up to its bound, ids going on (decision 0486)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 20 }), (max, sent) => {
        const outbox = createOutbox(() => 0, max);
        for (let i = 0; i < sent; i += 1) outbox.deliver(message(`u${i}@b.test`));
        const ids = outbox.list().map((m) => m.id);
        const kept = Math.min(max, sent);
        expect(ids).toEqual(Array.from({ length: kept }, (_, i) => `msg-${sent - kept + i + 1}`));
      }),
    );
  });

  it('dump and load carry the messages and the id counter; a load keeps only the newest the bound allows', () => {
    const outbox = createOutbox(() => 7, 3);
    for (const to of ['a@b.test', 'c@d.test']) outbox.deliver(message(to));
    const dumped = outbox.dump();
    expect(dumped).toEqual({ messages: outbox.list(), counter: 2 });
    dumped.messages[0]!.to = 'tampered@b.test';
    expect(outbox.list()[0]!.to).toBe('a@b.test');

    const copy = createOutbox(() => 9, 3);
    copy.load(outbox.dump());
    expect(copy.dump()).toEqual(outbox.dump());
    expect(copy.deliver(message('e@f.test')).id).toBe('msg-3');

    const many = { messages: ['1', '2', '3', '4', '5'].map((n) => ({ ...message(`${n}@b.test`), id: `msg-${n}`, sentAt: 0 })), counter: 5 };
    const small = createOutbox(() => 0, 3);
    small.load(many);
    expect(small.list().map((m) => m.id)).toEqual(['msg-3', 'msg-4', 'msg-5']);
    many.messages[4]!.to = 'tampered@b.test';
    expect(small.list()[2]!.to).toBe('5@b.test');
  });
});
