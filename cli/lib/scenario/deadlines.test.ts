import { afterEach, describe, expect, it, vi } from 'vitest';
import { Scenario } from '../../../spec/scenarios/schema';
import { errorScenarios } from '../../../spec/scenarios/errors';
import { HANG_BACKSTOP_MS, simulatedDeadlines } from './deadlines';
import { describeResult, runScenario } from './runner';

afterEach(() => {
  vi.useRealTimers();
});

describe('CALLS-04 deadlines in the in-process driver', () => {
  it('expires a call at once when the simulator reports its request hangs, and only that call', () => {
    vi.useFakeTimers();
    const deadlines = simulatedDeadlines();
    const hanging = new AbortController();
    const answered = new AbortController();
    const expireHanging = vi.fn();
    const expireAnswered = vi.fn();
    deadlines.deadline(250, hanging.signal, expireHanging);
    deadlines.deadline(250, answered.signal, expireAnswered);
    deadlines.onHang(hanging.signal);
    expect(expireHanging).toHaveBeenCalledTimes(1);
    expect(expireAnswered).not.toHaveBeenCalled();
    deadlines.onHang(undefined);
    deadlines.onHang(new AbortController().signal);
    expect(expireAnswered).not.toHaveBeenCalled();
  });

  it('keeps no timer once a call is settled, and a settled call is not expired by a late report', () => {
    vi.useFakeTimers();
    const deadlines = simulatedDeadlines();
    const controller = new AbortController();
    const expire = vi.fn();
    const cancel = deadlines.deadline(250, controller.signal, expire);
    expect(vi.getTimerCount()).toBe(1);
    cancel();
    expect(vi.getTimerCount()).toBe(0);
    deadlines.onHang(controller.signal);
    expect(expire).not.toHaveBeenCalled();
  });

  it('ends a wait the simulator never reported after the backstop, not after a machine-speed timer', () => {
    vi.useFakeTimers();
    const deadlines = simulatedDeadlines();
    const expire = vi.fn();
    deadlines.deadline(250, new AbortController().signal, expire);
    vi.advanceTimersByTime(250);
    expect(expire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(HANG_BACKSTOP_MS - 250);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it("aborts the page's own request when it hangs and clears its deadline when it is answered", async () => {
    vi.useFakeTimers();
    const deadlines = simulatedDeadlines();
    const hung = deadlines.within(
      (signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(new Error('aborted')));
          deadlines.onHang(signal);
        }),
    );
    await expect(hung).rejects.toThrow('aborted');
    await expect(deadlines.within(async () => 'answered')).resolves.toBe('answered');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ERR-01 with the store flags call hanging: the scenario finishes with no time passing (STORE-FLAGS-02)', async () => {
    // Timers frozen: a call that waited for a real timer would never end, and the test would time out.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const base = errorScenarios.find((s) => s.id === 'err-01-store-flags-fail')!;
    const scenario = Scenario.parse({
      ...base,
      id: 'err-01-store-flags-hang',
      faults: [{ target: { service: 'store-flags' }, fault: { kind: 'timeout' } }],
      expect: { text: ['1502'], session: { storeId: '1502' }, calls: ['CALL-22'], events: ['storeFlags:loaded', 'storeFlags:completion', 'storeFlags:empty'], logs: ['store flags failed'] },
    });
    const result = await runScenario(scenario);
    expect(describeResult(result)).toEqual([]);
    expect(result.status).toBe('passed');
  });
});
