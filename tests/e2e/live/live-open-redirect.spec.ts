import { openRedirectTests } from '../openRedirect';

// The live build against `workbench sim serve` (`live` project): the same cases as open-redirect.spec.ts.
openRedirectTests();
