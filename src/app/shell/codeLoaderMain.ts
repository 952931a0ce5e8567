// The live HTML's code loader (build/loadCodeAfterPaint.ts): built apart from the storefront, with the bundle's file
// names in place of ./pageLoadFiles.ts, and written inline at the end of the body.
import { loadCode } from './codeLoader';
import { PAGE_LOAD_FILES } from './pageLoadFiles';

loadCode(document, PAGE_LOAD_FILES);
