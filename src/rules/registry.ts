import { flowModules } from './registry.flows';
import { foundationModules } from './registry.foundation';
import type { RuleModule } from './module';

export const ruleModules: readonly RuleModule[] = [...foundationModules, ...flowModules];
export function ruleModule(name: string): RuleModule | undefined {
  return ruleModules.find((m) => m.name === name);
}
