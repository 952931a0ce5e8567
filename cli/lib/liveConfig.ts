import { readFileSync } from 'node:fs';
import { simulatorConfig } from '../../spec/config/endpoints';
import { FeatureToggles, StorefrontConfig, toRawConfig } from '../../spec/schemas/config';
import { readConfig } from '../../src/rules/configRules';
import { ConfigFileError, decodeConfigText, missingConfigMessage } from '../../src/api/storefrontConfig';
import { UsageError } from './output';
import { closest } from './text';

/** The object shape inside a schema (through optional, default, nullable and the like); undefined for a non-object. */
function shapeOf(schema: unknown): Record<string, unknown> | undefined {
  let current = schema as { _zod?: { def?: { type?: string; shape?: Record<string, unknown>; innerType?: unknown; in?: unknown } } } | undefined;
  for (let hops = 0; current?._zod?.def && hops < 8; hops++) {
    const def = current._zod.def;
    if (def.type === 'object') return def.shape;
    const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
    if (inner === undefined) return undefined;
    current = inner as typeof current;
  }
  return undefined;
}

export interface UnknownKey {
  /** Where, dotted: `identity.nope`, `featureToggles.notAToggle`, `nope` at the top. */
  path: string;
  /** The known key of that object nearest to it. */
  closest?: string;
}

/**
 * Keys of a decoded configuration that its schema does not name, at any depth of its object sections. The page
 * itself ignores them (decision 0485): the CLI's tools refuse them, since a misspelt toggle or field is otherwise
 * silently off.
 */
export function unknownConfigKeys(value: unknown, schema: unknown = StorefrontConfig, at = ''): UnknownKey[] {
  const shape = shapeOf(schema);
  if (!shape || typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const known = Object.keys(shape);
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => {
    const path = at ? `${at}.${key}` : key;
    if (!(key in shape)) return [{ path, closest: closest(key, known) }];
    return unknownConfigKeys(inner, shape[key], path);
  });
}

/** An unknown key as the CLI names it: the key and the closest known one. */
export function unknownKeyMessage(u: UnknownKey, what = 'field'): string {
  return `unknown ${what} '${u.path}'${u.closest ? `; the closest known one is '${u.path.replace(/[^.]+$/, u.closest)}'` : ''}`;
}

export interface LiveConfigOptions {
  banner: string;
  /** Origin of the upstream services, each at its standard path (spec/config/endpoints.ts). */
  baseUrl: string;
  /** Where the servlets live (sign-in, sign-out, authorize); the base URL unless given. */
  servletBase?: string;
  /** Feature toggles to switch on. */
  toggles?: readonly string[];
  /** `section.field=value` settings (value read as JSON when it parses, else as text), applied last. */
  set?: readonly string[];
}

function origin(raw: string, what: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`${what} is not a URL: '${raw}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`${what} must be http or https, got '${raw}'`);
  if (url.pathname !== '/' || url.search || url.hash) throw new UsageError(`${what} must be an origin (scheme, host and port only), got '${raw}'`);
  return url.origin;
}

/**
 * A storefront.config.json in the raw form the live page reads (the banner plus one JSON string per section),
 * validated by the same parseConfig the page uses, so a file this writes is one the page accepts. Writing
 * JSON strings inside JSON by hand is what this saves.
 */
export function buildLiveConfig(o: LiveConfigOptions): Record<string, string> {
  const base = origin(o.baseUrl, '--base-url');
  const config = simulatorConfig(o.banner, base) as Record<string, unknown> & ReturnType<typeof simulatorConfig>;
  config.domain = { ...config.domain, servletBase: o.servletBase === undefined ? base : origin(o.servletBase, '--servlet-base') };
  const toggleNames = Object.keys(shapeOf(FeatureToggles) ?? {});
  for (const t of o.toggles ?? []) {
    if (!toggleNames.includes(t)) throw new UsageError(`--toggle: ${unknownKeyMessage({ path: t, closest: closest(t, toggleNames) }, 'toggle')}`);
  }
  config.featureToggles = Object.fromEntries((o.toggles ?? []).map((t) => [t, true]));
  for (const assignment of o.set ?? []) {
    const m = /^([A-Za-z]\w*)\.([A-Za-z]\w*)=(.*)$/s.exec(assignment);
    if (!m) throw new UsageError(`--set must be section.field=value, got '${assignment}'`);
    const [, section = '', field = '', text = ''] = m;
    const current = config[section];
    if (typeof current !== 'object' || current === null || Array.isArray(current)) throw new UsageError(`--set: ${unknownKeyMessage({ path: section, closest: closest(section, Object.keys(config)) }, 'section')}`);
    let value: unknown = text;
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      // Plain text.
    }
    config[section] = { ...(current as Record<string, unknown>), [field]: value };
  }
  const unknown = unknownConfigKeys(config);
  if (unknown[0]) throw new UsageError(`--set: ${unknownKeyMessage(unknown[0])}`);
  const raw = toRawConfig(config);
  checkRawConfig(raw);
  return raw;
}

/** The configuration rule's verdict as a one-line UsageError naming the field (the page shows the same path and message). */
export function checkRawConfig(raw: unknown): StorefrontConfig {
  // CONFIG-01: the configuration is read without throwing; its verdict becomes the command's usage error.
  const read = readConfig(raw);
  if (!read.ok) throw new UsageError(read.message);
  return read.config;
}

/** Reads and validates a configuration file with the page's own decoding and schema, and the page's messages. */
export function checkConfigFile(path: string): StorefrontConfig {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new UsageError(missingConfigMessage(path));
    throw new UsageError(`${path} could not be read: ${(e as Error).message}`);
  }
  let raw: unknown;
  try {
    raw = decodeConfigText(text, path);
  } catch (e) {
    if (e instanceof ConfigFileError) throw new UsageError(e.message);
    throw e;
  }
  const parsed = checkRawConfig(raw);
  // The page's parse passed; the CLI also refuses what the page would ignore.
  const decoded = Object.fromEntries(Object.entries(raw as Record<string, string>).map(([k, v]) => [k, k === 'banner' ? v : (JSON.parse(v) as unknown)]));
  const unknown = unknownConfigKeys(decoded);
  if (unknown[0]) throw new UsageError(`${path}: ${unknownKeyMessage(unknown[0])}${unknown.length > 1 ? ` (and ${unknown.length - 1} more: ${unknown.slice(1).map((u) => u.path).join(', ')})` : ''}; the page ignores it, so it has no effect`);
  return parsed;
}
