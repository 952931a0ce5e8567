import { z } from '../../spec/schemas/zod';
import { defineRuleModule } from './module';
import type { Explained } from './module';

export const GREETING_MAX = 19;
export const GREETING_CUT = 16;

/** GREETING-02 (AMBIG-47): over 19 characters (JavaScript string length) → the first 16 plus '...'. */
export function greetingName(firstName: string): string {
  return firstName.length > GREETING_MAX ? `${firstName.slice(0, GREETING_CUT)}...` : firstName;
}

/** GREETING-01: `Hi, {first name}`; an empty or missing first name shows no greeting (AMBIG-47). */
export function greeting(firstName: string | null | undefined): { readonly text: string | null } & Explained {
  const name = firstName?.trim() ?? '';
  if (name === '') return { text: null, rules: ['GREETING-01', 'AMBIG-47'] };
  const shown = greetingName(name);
  return { text: `Hi, ${shown}`, rules: shown === name ? ['GREETING-01'] : ['GREETING-01', 'GREETING-02', 'AMBIG-47'] };
}

export const greetingModule = defineRuleModule({
  name: 'greeting',
  summary: "Header greeting 'Hi, {first name}' with the 19/16-character cut.",
  areas: ['GREETING'],
  input: z.object({ firstName: z.nullish(z.string()) }),
  example: { firstName: 'Bartholomew-Alexander' },
  run: (input) => greeting(input.firstName),
});
