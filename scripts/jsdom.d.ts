// The part of jsdom the prerender and the early product request's test use (the package ships no types, and @types/jsdom is not a dependency).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string; pretendToBeVisual?: boolean });
    readonly window: Window & typeof globalThis;
  }
}
