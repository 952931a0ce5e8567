import { describe, expect, it } from 'vitest';
import { scenarios } from './index';
import { codeMessages, flowTexts } from '../errors';

/** Every text of the error catalogue and the flows, placeholders (`{address}`) as written. */
function catalogueTexts(): string[] {
  const flat = (value: unknown): string[] => (typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(flat) : []);
  return [...codeMessages.flatMap((m) => [m.text, m.passwordText].filter((t): t is string => t !== null)), ...flat(flowTexts)];
}

describe('the scenarios’ expected texts', () => {
  // The QA panel reads each expected text to a person as "You see “…”": one that stops inside a catalogue message
  // ("…has expired. Click", "…your default address") reads as a broken sentence and checks less than it says.
  // Texts that must not show may name a message's fixed start on purpose (no variant of it may show): not checked.
  it('a text a scenario expects to see is never only the start of a catalogue message', () => {
    const messages = catalogueTexts();
    const cut = scenarios.flatMap((s) => s.expect.text.flatMap((t) => messages.filter((m) => m !== t && m.startsWith(t)).map((m) => `${s.id}: “${t}” is the start of “${m}”`)));
    expect(cut).toEqual([]);
  });
});
