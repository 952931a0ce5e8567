/**
 * Catalogue CALLs the storefront does not make from its own code, each with the reason. Every other CALL
 * is made through a client in src/api and pinned by a pact interaction.
 */
export interface NotMade {
  call: string;
  reason: string;
}

export const notMade: readonly NotMade[] = [
  { call: 'CALL-29', reason: 'Wine shipping POST is test only (000 §7 Profile service).' },
];
