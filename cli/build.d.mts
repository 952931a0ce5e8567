/** Types of cli/build.mjs (plain JavaScript: it runs before any TypeScript loader). */
export declare const ROOT: string;
export declare const BUILD_DIR: string;
/** The entry of the build when every source it read is unchanged, else null. */
export declare function freshBuild(root?: string, buildDir?: string): string | null;
/** Builds cli/index.ts of `root` into `buildDir`; returns the entry's path. */
export declare function buildCli(root?: string, buildDir?: string): Promise<string>;
