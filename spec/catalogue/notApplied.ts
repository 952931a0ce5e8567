/**
 * Rule functions of `src/rules` that have no place in this browser client, each with the reason from the
 * specification (a screen or flow it puts out of scope). `workbench coverage` shows them as such and
 * `coverage --gaps` does not count them as unexplained; an entry the product does apply, or one naming no
 * exported function, is itself reported as a gap, so the list cannot outlive the code.
 *
 * Only rules whose spec section is out of scope for the browser client belong here: a rule that is merely
 * not wired yet is a gap, not an exception.
 */
export interface NotAppliedRule {
  /** Exported function name in src/rules. */
  readonly fn: string;
  /** Catalogue rule IDs it implements. */
  readonly rules: readonly string[];
  /** Why it has no place in this client, in the spec's words where possible. */
  readonly reason: string;
  /** Seed document and section that puts it out of scope, e.g. `001 §12`. */
  readonly source: string;
}

export const notApplied: readonly NotAppliedRule[] = [
  {
    fn: 'subscriptionPaymentCode',
    rules: ['PAGES-06'],
    reason:
      'Reads the subscription code of the delivery subscription payment page, a payment screen: delivery subscriptions are reached from this client but their screens are outside both documents, and this client has no checkout or payment page (CALL-41 payment tenders are not made either); its route is a signed-in-only placeholder that takes no payment.',
    source: '000 §1 (delivery subscriptions: "most of their screens are outside this document"); 000 §2 Page paths',
  },
];
