/**
 * What a pre-rendered shell was rendered for, written on it by the prerender step (scripts/prerender.ts) and read by
 * the boot: the page hydrates the shell only when the configuration it reads, the banner and the site it picks and
 * the kind of page are the ones the shell shows. Anything else renders afresh over it (the shell still painted first).
 */
export interface ShellMark {
  /** The kind of page the shell is: `home` is hydrated; `page` (any other address) is a header, footer and skeleton. */
  readonly kind: string;
  /** `<configuration fingerprint>:<banner id>:<b2b 0|1>`. */
  readonly key: string;
}

/** A short fingerprint of the raw configuration (FNV-1a, 32 bits): same file, same text. Not a security check. */
export function configFingerprint(raw: unknown): string {
  const text = JSON.stringify(raw) ?? '';
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export const shellKey = (raw: unknown, bannerId: string, b2b: boolean): string => `${configFingerprint(raw)}:${bannerId}:${b2b ? 1 : 0}`;

/** The shell the page's inline script put into the container (`data-shell`, `data-shell-key`), if any. */
export function readShellMark(container: HTMLElement): ShellMark | null {
  const kind = container.dataset.shell;
  const key = container.dataset.shellKey;
  return kind && key ? { kind, key } : null;
}
