/**
 * Rules the product applies that no wiring test can exercise (a cross-layer test over the Node simulator, a
 * Node scenario, a browser test), each with the reason. `workbench coverage --gaps` lists an applied rule that
 * no passing wiring test executed unless it is here; an entry for a rule that is exercised after all, or that
 * the catalogue does not know, is itself a gap, so the list cannot outlive the code.
 *
 * Only a rule whose code path cannot run outside a real deployment belongs here: one that merely has no such
 * test yet is a gap, not an exception.
 */
export interface NotWiredRule {
  /** Catalogue rule ID. */
  readonly rule: string;
  /** Why no test over the product's wiring can run it. */
  readonly reason: string;
}

export const notWired: readonly NotWiredRule[] = [];
