// The part of jsdom the prerender uses (the package ships no types, and @types/jsdom is not a dependency).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
