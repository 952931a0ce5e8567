import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The storefront is the one consumer; each upstream service is a provider named as the simulator names it. */
export const CONSUMER = 'storefront-web';
export const PACT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), 'pacts');

export const pactFileName = (provider: string): string => `${CONSUMER}-${provider}.json`;

/** Catalogue IDs an interaction pins: the CALL-nn (and ERR-nn) IDs its description starts with. */
export function idsOf(description: string): string[] {
  const lead = /^((?:(?:CALL|ERR)-\d{2}[ ,]*)+)/.exec(description)?.[1] ?? '';
  return lead.match(/(?:CALL|ERR)-\d{2}/g) ?? [];
}
