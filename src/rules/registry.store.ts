import type { RuleModule } from './module';

/** Rule modules of the foundation document (000) about stores, deep links, cookies and configuration. */
export const storeModules: readonly RuleModule[] = [];
