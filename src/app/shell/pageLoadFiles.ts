import type { PageLoadFiles } from './codeLoader';

// The build's chunks, as the live HTML's code loader asks for them: build/loadCodeAfterPaint.ts puts a module with the
// bundle's file names in place of this one when it bundles src/app/shell/codeLoaderMain.ts. Outside the build there are
// no chunks: no file beyond the entry, which has no address either.
export const PAGE_LOAD_FILES: PageLoadFiles = [[], [], [], [], [], ''];
