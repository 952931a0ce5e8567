#!/usr/bin/env node
// The `workbench` binary: runs the TypeScript CLI from source through tsx's loader.
import { register } from 'tsx/esm/api';

process.env.PACT_DO_NOT_TRACK ??= 'true';
register();
await import('./index.ts');
