// The spec's schemas are written on zod's mini build: it tree-shakes to the checks a page actually parses with,
// where the classic build ships every method (and JSON Schema output) with the first schema a page loads. The
// mini build carries no message texts, so the English ones the classic build sets are configured here, once,
// for every schema of the spec.
import { config } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';
import * as z from 'zod/mini';

config(en());

/**
 * Resolves once zod's English messages are configured: at once here. The live browser build uses
 * ./zodOnDemand.ts instead, which fetches them with the first message: code that reads a failed parse's messages
 * awaits this first and parses again, so the messages are the same in every build.
 */
export const zodMessages = (): Promise<void> => Promise.resolve();

export { z };
