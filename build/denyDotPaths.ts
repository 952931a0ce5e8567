import type { Plugin } from 'vite';

/**
 * Neither the dev server nor the preview serves a dot-folder or dot-file (`/.sim/`, `/.env`, `/.git/`): the project
 * tree holds files no page may read (a running simulator's state, tools' caches), and a page on an allowed loopback
 * origin could otherwise fetch them. The exceptions are what must be served: the dev server's pre-bundled
 * dependencies (`/node_modules/.vite/`) and `/.well-known/` (a host's public metadata). Checked on the decoded path,
 * segment by segment, so `%2E` and `..` do not get around it.
 */
export function isDotPath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  const segments = decoded.split(/[\\/]/);
  return segments.some((segment, i) => segment.startsWith('.') && !(segment === '.vite' && segments[i - 1] === 'node_modules') && !(segment === '.well-known' && i === 1));
}

export const denyDotPaths = (): Plugin => {
  const deny = (req: { url?: string }, res: { statusCode: number; setHeader(name: string, value: string): void; end(body: string): void }, next: () => void) => {
    if (!isDotPath(req.url ?? '/')) return next();
    res.statusCode = 404;
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.end('Not found');
  };
  return { name: 'deny-dot-paths', configureServer: (server) => void server.middlewares.use(deny), configurePreviewServer: (server) => void server.middlewares.use(deny) };
};
