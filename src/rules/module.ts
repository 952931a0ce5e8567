import type { z } from '../../spec/schemas/zod';

/**
 * A rule module as the CLI and the coverage report see it: a named, pure decision with a zod input schema,
 * one example input, and a run function. Results explain themselves with the rule IDs they applied.
 */
export interface RuleModule<I extends z.core.$ZodType = z.core.$ZodType, O = unknown> {
  /** Module name as typed on the command line, e.g. `access`, `guest-store`. */
  readonly name: string;
  readonly summary: string;
  /** Rule-catalogue areas this module implements. */
  readonly areas: readonly string[];
  readonly input: I;
  readonly output?: z.core.$ZodType;
  readonly example: z.input<I>;
  // Method syntax keeps modules with specific input types assignable to the registry's RuleModule[].
  run(input: z.output<I>): O;
}

export function defineRuleModule<I extends z.core.$ZodType, O>(module: RuleModule<I, O>): RuleModule<I, O> {
  return module;
}

/** The explanation every decision carries: the rule IDs applied, in order. */
export interface Explained {
  readonly rules: readonly string[];
}
