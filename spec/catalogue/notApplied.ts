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
  {
    fn: 'formatDate',
    rules: ['FORMAT-03', 'AMBIG-30'],
    reason:
      'The date format is given among the formats (001 §5 Validation rules: "Date format \'Month D,  YYYY\'"), but no flow the two documents describe for this client shows a date: the offers, orders, delivery slots and subscriptions that carry dates are reached from here, their screens are outside both documents (000 §1), and the covered flows (001 §1: sign-in, sign-out, search, notifications, reconciliation, the conflict modal, the tooltip, the carousel, sponsored icons, the splash, targeted content) show none.',
    source: '001 §5 Validation rules; 001 §1 Scope; 000 §1',
  },
  {
    fn: 'dateParts',
    rules: ['FORMAT-03'],
    reason: 'The calendar-date reading of formatDate (FORMAT-03), which no screen of this client shows (see formatDate).',
    source: '001 §5 Validation rules; 001 §1 Scope',
  },
  {
    fn: 'stateWords',
    rules: ['FORMAT-05'],
    reason:
      'The documents give only the form of the state word string (000 §9: "State word string is four random words (adjective and noun joined by hyphen)") and no flow that uses it. The one state this client sends, the authorize navigation\'s (000 §7 Navigations, OTP-10), guards the sign-in hand-off against forgery and must not be guessable: four words from these lists have 65 536 values, so it is a random token instead.',
    source: '000 §9 Business constants and limits; 000 §7 Navigations',
  },
  {
    fn: 'userTypeClasses',
    rules: ['LINKS-02'],
    reason:
      'The user-hide-{type} and user-prompt-{type} classes mark authored page markup (000 §5: "classes user-hide-{type} and user-prompt-{type} hide or prompt by user type"); this client renders no authored markup: its content arrives as the JSON fields of 001 §3 (tiles, sponsored icons, targeted content, deals), none of which carries classes, and nothing server-supplied is rendered as HTML.',
    source: '000 §5 Validation rules; 001 §3 Entities and their fields',
  },
];
