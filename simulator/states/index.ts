import type { SimContext } from '../core/context';
import { catalogueStates } from './catalogue';
import type { ProviderState } from './providerState';

export type { ProviderState } from './providerState';

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
