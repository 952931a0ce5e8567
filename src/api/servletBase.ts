import type { ApiContext } from './context';

/**
 * Same-origin servlets under /bin/{provider}/ (000 §7): the address both the page load's servlet calls (./servlets.ts)
 * and the later ones (./servletCalls.ts) start from, in a module of its own so the two import it, not each other.
 */
export function servletBase(config: ApiContext['config']): string {
  return `${config.domain.servletBase.replace(/\/+$/, '')}/bin/${config.domain.servletProvider}`;
}
