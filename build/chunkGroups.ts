// Which of the project's files go into which of the build's files, and which files the page's loader asks for ahead
// of need: every source file the build names is named here, so a move or rename of storefront modules is one edit.
import type { ChunkingContext } from 'rolldown';

const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
// zod's locales: `zod/mini` re-exports them all, so the static graph reaches them, but the live build imports only the
// English one, on demand (build/zodMessagesOnDemand.ts): it stays out of the entry's file.
const ZOD_LOCALES = /node_modules[\\/]zod[\\/]v4[\\/]locales[\\/]/;
// Modules fetched after the entry has started that a page load runs on every page (the splash check and the content
// client it calls, CALL-66, which was a file of its own fetched once the session was known; the modal host and the
// splash's dialog are fetched only when the splash has deals to show)
// or that the shopping pages all render (the product grid and card, the page title): they go into the entry's file.
const PAGE_LOAD_SHARED = /[\\/]src[\\/](app[\\/]pages[\\/]PageTitle|rules[\\/](splash|imageScalability|channel)|app[\\/]product[\\/](LoadError|format|images|ProductCard|ProductGrid)|storefront[\\/]catalogue[\\/](availability|pageContent)|api[\\/]content|rules[\\/]targetedContent)\.tsx?$|[\\/]spec[\\/]schemas[\\/]upstream[\\/]content\.ts$/;
// The home page's own modules with the promotions, sponsored icons and category list it shares with the search and
// aisle pages (one file for the page a shopper opens most: those pages fetch the carousel with them); the product
// page's own modules.
const HOME_PAGE = /[\\/]src[\\/](app[\\/](home[\\/]HomePage|carousel[\\/]\w+)\.tsx|rules[\\/](carousel|aisleLinks)\.ts)$/;
const SHELVES = /[\\/]src[\\/](app[\\/](home[\\/](Promotions\.tsx|promotions\.ts|catalogue\.ts)|sponsored[\\/]\w+\.tsx)|rules[\\/](tiles|sponsored)\.ts|api[\\/]sponsored\.ts)$|[\\/]spec[\\/]schemas[\\/]upstream[\\/]sponsored\.ts$/;
const PRODUCT_PAGE = /[\\/]src[\\/](app[\\/]product[\\/](ProductDetailsPage|ShippingFrame)\.tsx|storefront[\\/]catalogue[\\/]shippingUnavailable\.ts|rules[\\/]storage\.ts)$/;
// A marketplace product's ship methods: their block, the seller's client and schemas (fetched when the product has a
// seller; the loader asks for them on a marketplace product's address, ROUTE_EXTRAS).
const SHIPPING = /[\\/](src[\\/](app[\\/]product[\\/]ShippingOptions\.tsx|storefront[\\/]catalogue[\\/]shipping\.ts|api[\\/]seller\.ts)|spec[\\/]schemas[\\/]upstream[\\/]seller\.ts)$/;

/**
 * Code a page fetches on demand that its address alone says it will need, by route name: asked for with the page's
 * files, so the page does not wait for it after its own code has run. A marketplace product always has a seller, whose
 * ship methods it shows (src/app/product/ShippingOptions.tsx, fetched only for a product with a seller).
 */
export const ROUTE_EXTRAS: Readonly<Record<string, readonly string[]>> = { 'marketplace-product': ['src/app/product/ShippingOptions.tsx'], 'service-sign-in': ['src/rules/serviceSignIn.ts'] };
/**
 * A page only signed-in visitors may see (`signedInOnly`) sends a guest on (ACCESS-09..13): step 5 of the access
 * check and its REDIRECT validation are asked for with it (a signed-in visitor's copy costs only a preload).
 */
export const SIGNED_IN_ONLY_EXTRAS: readonly string[] = ['src/rules/accessRedirect.ts'];
/**
 * Code the live loader asks for when the cookies or the address show the case (src/app/shell/codeLoader.ts): a
 * signed-in visit's session establishment and core, and its clipped-offer marks (fetched on demand, since a guest has
 * none, so a signed-in visit's marks do not wait for them after its first render); the deep-link rule; the page load's
 * effects.
 */
export const CASE_MODULES = {
  signedIn: ['src/storefront/session/signedInSession.ts', 'src/storefront/signedIn.ts', 'src/storefront/offers/clippedOffers.ts'],
  deepLink: ['src/storefront/session/deepLinkReading.ts'],
  effects: ['src/storefront/session/pageLoadEffects.ts'],
} as const;

/**
 * Whether the entry imports a module, directly or through other modules, without a dynamic `import()` on the way: the
 * modules the browser needs before any of the storefront's code runs (what rolldown's `$initial` tag selects). One
 * answer per build: the graph is walked once.
 */
function entryGraph(): (id: string, ctx: ChunkingContext) => boolean {
  let initial: Set<string> | null = null;
  return (id, ctx) => {
    if (!initial) {
      // The entry: up the importers from any module.
      const seen = new Set<string>();
      const up = [id];
      let entry: string | undefined;
      while (up.length > 0 && !entry) {
        const at = up.pop()!;
        if (seen.has(at)) continue;
        seen.add(at);
        const info = ctx.getModuleInfo(at);
        if (info?.isEntry) entry = at;
        else up.push(...(info?.importers ?? []), ...(info?.dynamicImporters ?? []));
      }
      initial = new Set<string>();
      const down = entry ? [entry] : [];
      while (down.length > 0) {
        const at = down.pop()!;
        if (initial.has(at)) continue;
        initial.add(at);
        down.push(...(ctx.getModuleInfo(at)?.importedIds ?? []));
      }
    }
    return initial.has(id);
  };
}

type Group = { name: string; test: RegExp | ((id: string) => boolean) } | { debugName: string; name: (id: string, ctx: ChunkingContext) => string | null };

/** The build's file groups (rolldown `codeSplitting.groups`). */
export function chunkGroups(simulated: boolean): Group[] {
  // React is its own long-cached file, fetched in parallel with the storefront's code.
  const react: Group = { name: 'react', test: REACT };
  if (simulated) {
    // The simulator build is for developers and QA, where every page load starts the simulator too: the storefront is
    // one file and the simulator another, instead of some ninety files fetched one by one. The scenario library stays
    // apart: the simulator loads it only when a scenario is asked for. Only the project's own folders: a package's
    // `src/` (tldts, debug, which msw pulls in) is the simulator's. The QA panel stays its own file too, fetched when
    // the panel renders, so it does not weigh on the first load.
    return [react, { name: 'storefront', test: /^(?!.*[\\/]node_modules[\\/])(?!.*[\\/]src[\\/]app[\\/]qa-panel[\\/]).*[\\/](src[\\/]|spec[\\/](?!scenarios[\\/]))/ }];
  }
  const staticallyFromEntry = entryGraph();
  return [
    react,
    // The live build's page load: every module the entry needs before any code runs is one file beside React, instead
    // of a file per set of pages sharing it; a file of a few hundred bytes compresses poorly and costs a request of its
    // own (decision 0403, fifth revision). Code fetched later is split as before. The modules of PAGE_LOAD_SHARED go
    // into that file too, instead of nine files of a few hundred bytes each, and the home and product pages' own
    // modules are a file per page (decision 0403, seventh revision).
    { debugName: 'storefront', name: (id: string, ctx: ChunkingContext) => (!REACT.test(id) && !ZOD_LOCALES.test(id) && (PAGE_LOAD_SHARED.test(id) || staticallyFromEntry(id, ctx)) ? 'storefront' : null) },
    { name: 'home', test: (id: string) => HOME_PAGE.test(id) || SHELVES.test(id) },
    { name: 'product', test: PRODUCT_PAGE },
    { name: 'shipping', test: SHIPPING },
  ];
}
