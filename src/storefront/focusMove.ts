import { FOCUS_MOVE_DELAY_MS } from '../rules/calls';
import type { Clock } from './ports';

export interface FocusMove {
  /** Runs `move` once the focus-move delay has passed; a newer move replaces one still waiting. */
  readonly move: (move: () => void) => void;
  readonly dispose: () => void;
}

/**
 * CALLS-04: the storefront moves focus 500 ms after what asked for it, timed by the injected clock, so the page has
 * re-rendered (a cleared search box swaps its clear button for the search button, which takes the focus with it)
 * before the focus lands. Only the latest move counts: two quick clears move the focus once.
 */
export function createFocusMove(clock: Clock): FocusMove {
  let timer: unknown = null;
  const cancel = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  return {
    move(move) {
      cancel();
      timer = clock.setTimeout(() => {
        timer = null;
        move();
      }, FOCUS_MOVE_DELAY_MS);
    },
    dispose: cancel,
  };
}
