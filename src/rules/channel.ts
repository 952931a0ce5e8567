import { z } from '../../spec/schemas/zod';
import { defineRuleModule } from './module';
import type { Explained } from './module';

export type Channel = 'delivery' | 'pickup' | 'instore' | '';

/** CHANNEL-01 (AMBIG-26, case-insensitive): delivery → delivery, dug → pickup, j4u → instore, anything else → ''. */
export function channelFor(preference: unknown): { readonly channel: Channel } & Explained {
  const p = typeof preference === 'string' ? preference.trim().toLowerCase() : null;
  const channel: Channel = p === 'delivery' ? 'delivery' : p === 'dug' ? 'pickup' : p === 'j4u' ? 'instore' : '';
  return { channel, rules: ['CHANNEL-01', 'AMBIG-26'] };
}

export const channelModule = defineRuleModule({
  name: 'channel',
  summary: 'Fulfilment preference to the channel used in calls.',
  areas: ['CHANNEL'],
  input: z.object({ preference: z.nullish(z.string()) }),
  example: { preference: 'DUG' },
  run: (input) => channelFor(input.preference),
});
