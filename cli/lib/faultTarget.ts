import type { FaultTarget } from '../../spec/schemas/faults';
import { UsageError } from './output';

export interface RouteRow {
  service: string;
  method: string;
  path: string;
}

const segments = (p: string) => p.split('/').filter(Boolean);
const segmentMatches = (template: string, actual: string) => template.startsWith(':') ? actual !== '' : template === actual;

/** The simulator's own matching (simulator/core/faults.ts): the template, a concrete path of it, or a prefix ending in `*`. */
function pathHits(target: string, template: string): boolean {
  if (target === template) return true;
  const t = segments(template);
  if (target.endsWith('*')) {
    const prefix = target.slice(0, -1);
    const p = prefix.split('/').slice(1);
    if (p.length > t.length) return false;
    // Every whole segment matches; the last one may be partial.
    return p.every((seg, i) => (i === p.length - 1 ? t[i]!.startsWith(':') || t[i]!.startsWith(seg) : segmentMatches(t[i]!, seg)));
  }
  const a = segments(target);
  return a.length === t.length && a.every((seg, i) => segmentMatches(t[i]!, seg));
}

/**
 * Refuses a fault target no simulated route can match (it would be added and never fire): an unknown service,
 * or a path (and method) that no route of that service has. The message names what is unknown.
 */
export function checkFaultTarget(target: FaultTarget, routes: readonly RouteRow[]): void {
  const services = [...new Set(routes.map((r) => r.service))].sort();
  let candidates = routes;
  if (target.service !== undefined) {
    candidates = routes.filter((r) => r.service === target.service);
    if (candidates.length === 0) throw new UsageError(`unknown service '${target.service}'; the simulator has: ${services.join(', ')}`);
  }
  const where = target.service !== undefined ? `service '${target.service}'` : 'the simulator';
  if (target.path !== undefined) {
    const path = target.path;
    candidates = candidates.filter((r) => pathHits(path, r.path));
    if (candidates.length === 0) throw new UsageError(`unknown path '${path}': no route of ${where} matches it (see the route table: workbench sim routes)`);
  }
  if (target.method !== undefined && !candidates.some((r) => r.method === target.method)) {
    throw new UsageError(`no ${target.method} route of ${where}${target.path !== undefined ? ` at '${target.path}'` : ''}; it has ${[...new Set(candidates.map((r) => r.method))].join(', ')}`);
  }
}
