import type { SimContext } from '../core/context';
import { catalogueStates } from './catalogue';

/**
 * Named provider states: seed states the simulator can be put in by name (Pact provider states, scenarios,
 * the QA panel). Each state is applied after a reset to the seed.
 */
export interface ProviderState<Ctx = unknown> {
  name: string;
  description: string;
  apply(ctx: Ctx, params: Record<string, unknown>): void | Promise<void>;
}

export const providerStates: ProviderState<SimContext>[] = catalogueStates;

export function findProviderState(name: string): ProviderState<SimContext> | undefined {
  return providerStates.find((state) => state.name === name);
}

/** Applies a named state to a context that was just reset; throws on an unknown name. */
export async function applyProviderState(ctx: SimContext, name: string, params: Record<string, unknown> = {}): Promise<void> {
  const state = findProviderState(name);
  if (!state) throw new Error(`Unknown provider state: ${name}`);
  await state.apply(ctx, params);
}
