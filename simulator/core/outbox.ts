import type { Outbox, OutboxMessage } from './contract';

/**
 * The most messages an outbox keeps (decision 0486): past it the oldest goes, so a client sending passcodes without end
 * grows nothing and a read stays small; a passcode a test reads is among the newest.
 */
export const MAX_OUTBOX = 1_000;

/** Messages the simulated messaging service "sent" (passcodes), readable by tests and the control API. */
export function createOutbox(now: () => number, max = MAX_OUTBOX): Outbox {
  let messages: OutboxMessage[] = [];
  let counter = 0;
  return {
    deliver(message) {
      counter += 1;
      const sent: OutboxMessage = { ...message, id: `msg-${counter}`, sentAt: now() };
      messages.push(sent);
      // Within the bound the count to drop is not positive, and splice then drops nothing.
      messages.splice(0, messages.length - max);
      return sent;
    },
    list(filter) {
      const to = filter?.to?.toLowerCase();
      return messages.filter((m) => to === undefined || m.to.toLowerCase() === to).map((m) => ({ ...m }));
    },
    clear() {
      messages = [];
      counter = 0;
    },
    dump: () => ({ messages: messages.map((m) => ({ ...m })), counter }),
    load(state) {
      messages = state.messages.slice(-max).map((m) => ({ ...m }));
      counter = state.counter;
    },
  };
}
