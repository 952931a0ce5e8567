#!/usr/bin/env node
// The `workbench` binary: runs the CLI's build (cli/build.mjs) when it is as fresh as its sources, rebuilding it first
// when a source changed; without a build (esbuild missing, a build error, WORKBENCH_FROM_SOURCE=1) it runs the
// TypeScript sources through tsx's loader, as before, only slower to start.
import { pathToFileURL } from 'node:url';
import { buildCli, freshBuild } from './build.mjs';

process.env.PACT_DO_NOT_TRACK ??= 'true';

async function builtEntry() {
  if (process.env.WORKBENCH_FROM_SOURCE === '1') return null;
  const fresh = freshBuild();
  if (fresh) return fresh;
  try {
    return await buildCli();
  } catch {
    return null;
  }
}

const entry = await builtEntry();
if (entry) {
  await import(pathToFileURL(entry).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./index.ts');
}
