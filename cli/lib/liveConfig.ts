import { readFileSync } from 'node:fs';
import { simulatorConfig } from '../../spec/config/endpoints';
import { toRawConfig, type StorefrontConfig } from '../../spec/schemas/config';
import { readConfig } from '../../src/rules/configRules';
import { ConfigFileError, decodeConfigText, missingConfigMessage } from '../../src/api/storefrontConfig';
import { UsageError } from './output';

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
  config.featureToggles = Object.fromEntries((o.toggles ?? []).map((t) => [t, true]));
  for (const assignment of o.set ?? []) {
    const m = /^([A-Za-z]\w*)\.([A-Za-z]\w*)=(.*)$/s.exec(assignment);
    if (!m) throw new UsageError(`--set must be section.field=value, got '${assignment}'`);
    const [, section = '', field = '', text = ''] = m;
    const current = config[section];
    if (typeof current !== 'object' || current === null || Array.isArray(current)) throw new UsageError(`--set: unknown section '${section}'`);
    let value: unknown = text;
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      // Plain text.
    }
    config[section] = { ...(current as Record<string, unknown>), [field]: value };
  }
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
  return checkRawConfig(raw);
}
