// ERRORS-11 on its own: the page load's store-resolver texts come from the flow texts alone, so the clients of the
// page load's calls do not pull the sign-in code catalogue (spec/errors/messages.ts, validated when its module runs)
// into the first load with them.
import { flowTexts } from '../../spec/errors/flowTexts';

/** Any thrown value as text, without throwing itself. */
function describe(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return 'unknown error';
  }
}

/** ERRORS-11 (AMBIG-41): two different store-resolver texts for two different calls. */
export function storeResolverErrorText(call: 'sync' | 'address', error: unknown): { readonly text: string; readonly rules: readonly string[] } {
  if (call === 'sync') return { text: flowTexts.storeResolverSync, rules: ['ERRORS-11', 'AMBIG-41'] };
  const detail = typeof error === 'string' ? error : error instanceof Error ? error.message : describe(error);
  return { text: flowTexts.storeResolverAddress.replace('{error}', () => detail), rules: ['ERRORS-11', 'AMBIG-41'] };
}
