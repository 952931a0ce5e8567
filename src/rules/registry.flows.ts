import type { RuleModule } from './module';

/** Rule modules of the customer-flows document (001). */
export const flowModules: readonly RuleModule[] = [];
