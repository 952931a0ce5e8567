import type { Outbox, OutboxMessage } from './contract';

/** Messages the simulated messaging service "sent" (passcodes), readable by tests and the control API. */
export function createOutbox(now: () => number): Outbox {
  let messages: OutboxMessage[] = [];
  let counter = 0;
  return {
    deliver(message) {
      counter += 1;
      const sent: OutboxMessage = { ...message, id: `msg-${counter}`, sentAt: now() };
      messages.push(sent);
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
      messages = state.messages.map((m) => ({ ...m }));
      counter = state.counter;
    },
  };
}
