import type { RuleModule } from './module';

/** Rule modules of the foundation document (000). */
export const foundationModules: readonly RuleModule[] = [];
