import { z } from '../zod';

// Apart from ./servletResponses: of the servlets' answers the client the page load carries reads only this one; the
// others (and the cart's schemas they re-export) are read by the servlet calls fetched on demand.

/** CALL-17: a promotion's description, title or text is what the page shows (a sentence or a banner text key); searchTerms echoes the query. */
export const PromosResponse = z.looseObject({
  promos: z.array(z.looseObject({ id: z.string(), description: z.optional(z.string()), title: z.optional(z.string()), text: z.optional(z.string()), searchTerms: z.optional(z.string()),
    // The simulator's own (decision 0434): how many of the searched products carry the promotion; the spec shows no count.
    count: z.optional(z.number()) })),
  ads: z.array(z.unknown()),
});
