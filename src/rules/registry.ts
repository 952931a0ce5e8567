import { flowModules } from './registry.flows';
import { foundationModules } from './registry.foundation';
import { storeModules } from './registry.store';
import type { RuleModule } from './module';

export const ruleModules: readonly RuleModule[] = [...foundationModules, ...storeModules, ...flowModules];
export function ruleModule(name: string): RuleModule | undefined {
  return ruleModules.find((m) => m.name === name);
}
