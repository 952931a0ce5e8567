// The spec's schemas are written on zod's mini build: it tree-shakes to the checks a page actually parses with,
// where the classic build ships every method (and JSON Schema output) with the first schema a page loads. The
// mini build carries no message texts, so the English ones the classic build sets are configured here, once,
// for every schema of the spec.
import { config } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';
import * as z from 'zod/mini';

config(en());

export { z };
