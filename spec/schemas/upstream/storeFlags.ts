import { z } from '../zod';

export { StoreFlagsQuery, StoreFlagsResponse } from '../storeFlags';

export const StoreFlagsPath = z.object({ branchId: z.string().check(z.regex(/^\d{1,6}$/, 'branchId must be digits')) });
