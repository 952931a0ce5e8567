export interface MutationScope {
  /** The folder, as named on the command line (`npm run mutation -- src/rules`). */
  readonly root: string;
  /** Stryker's `mutate` patterns for the whole folder. */
  readonly mutate: readonly string[];
  /** The tests a mutant of this folder runs: the folder's own. */
  readonly tests: readonly string[];
}
export declare const SCOPES: readonly MutationScope[];
export declare function incrementalFileOf(root: string): string;
export declare const MERGED_REPORT: string;
