/**
 * Named provider states: seed states the simulator can be put in by name (Pact provider states, scenarios,
 * the QA panel). Each state is applied after a reset to the seed. A module of its own, so the state lists that
 * ./index.ts gathers can name it without importing ./index.ts back.
 */
export interface ProviderState<Ctx = unknown> {
  name: string;
  description: string;
  apply(ctx: Ctx, params: Record<string, unknown>): void | Promise<void>;
}
