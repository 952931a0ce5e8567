import { POPUP_WRAPPER_DELAY_MS } from '../rules/calls';
import { userErrorPopup } from '../rules/userErrorPopup';
import type { Clock } from './ports';

/** MISC-08: the user error the popup shows now: its title and message, and an id the dismissal names. */
export interface ShownUserError {
  readonly id: number;
  readonly title: string;
  readonly message: string;
}

export interface UserErrorQueue {
  /** Asks for a user error; it joins the queue once the popup wrapper delay has passed on the core's clock. */
  readonly ask: (title: string, message: string, callback?: () => void) => void;
  /** Closes the shown error and runs its callback once; a second dismissal of the same error does nothing. */
  readonly dismiss: (id: number) => void;
  readonly dispose: () => void;
}

/**
 * The storefront's user errors (MISC-08, CALLS-04): one shown at a time, in the order asked, each once the popup
 * wrapper delay (1000 ms) has passed since it was asked for, timed by the injected clock. `onChange` is told the
 * error to show (or null) whenever that changes; callbacks stay here, never in the snapshot.
 */
export function createUserErrorQueue(clock: Clock, onChange: (shown: ShownUserError | null) => void): UserErrorQueue {
  const timers = new Set<unknown>();
  const queue: (ShownUserError & { readonly callback?: () => void })[] = [];
  let nextId = 0;
  const publish = () => {
    const first = queue[0];
    onChange(first ? { id: first.id, title: first.title, message: first.message } : null);
  };
  return {
    ask(title, message, callback) {
      const error = userErrorPopup(String(title), String(message), callback);
      const timer = clock.setTimeout(() => {
        timers.delete(timer);
        // Stryker disable next-line AssignmentOperator: the ids only need to differ from one another
        nextId += 1;
        queue.push({ ...error, id: nextId });
        if (queue.length === 1) publish();
      }, POPUP_WRAPPER_DELAY_MS);
      timers.add(timer);
    },
    dismiss(id) {
      const first = queue[0];
      if (!first || first.id !== id) return;
      queue.shift();
      publish();
      first.callback?.();
    },
    dispose() {
      for (const timer of timers) clock.clearTimeout(timer);
      timers.clear();
    },
  };
}
