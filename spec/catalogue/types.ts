export interface RuleEntry {
  readonly id: string;
  readonly area: string;
  readonly text: string;
  /** Seed document and section, e.g. `000 §4 step 3`. */
  readonly source: string;
  readonly ambiguities: readonly string[];
}
export interface CallEntry {
  readonly id: string;
  readonly method: string;
  readonly path: string;
  readonly query: string;
  readonly headers: string;
  readonly body: string;
  readonly response: string;
  readonly source: string;
}
export interface ErrorEntry {
  readonly id: string;
  readonly situation: string;
  readonly behaviour: string;
  readonly source: string;
  readonly ambiguities: readonly string[];
}
export interface AmbiguityEntry {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly suggested: string;
}
