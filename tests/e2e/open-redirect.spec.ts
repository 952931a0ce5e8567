import { openRedirectTests } from './openRedirect';

// The simulator build (`chromium` project); the live build runs the same cases in live/live-open-redirect.spec.ts.
openRedirectTests();
