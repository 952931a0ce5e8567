/**
 * Text from a recording (a HAR's field names, paths, queries) printed to a terminal: control characters escaped as
 * `\u001b`, so a recorded name cannot move the cursor, clear the screen or set the terminal's title (ESC, BEL, CSI,
 * the C1 controls) nor break a line in two. A backslash stays as it is: the escapes are for reading, not parsing.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what this matches
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

export function terminalText(text: string): string {
  return text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** How deep recorded JSON may nest: the drift check and from-har walk bodies recursively. */
export const MAX_JSON_DEPTH = 256;

/** A value's nesting depth, counted without recursion (so a body nested 50 000 deep is measured, not a crash). */
export function jsonDepth(value: unknown, stopAbove = MAX_JSON_DEPTH): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    const here = depth + 1;
    if (here > deepest) deepest = here;
    if (deepest > stopAbove) return deepest;
    for (const child of Array.isArray(item) ? item : Object.values(item)) if (child !== null && typeof child === 'object') stack.push([child, here]);
  }
  return deepest;
}
