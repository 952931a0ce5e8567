/**
 * A cookie value read as JSON, as it is or URL-decoded (cookie values often are, and a JSON text may hold a `%` that
 * is no escape); undefined when neither form parses.
 */
export function parseCookieJson(text: string): unknown {
  const forms = [text];
  try {
    forms.push(decodeURIComponent(text));
  } catch {
    // malformed escapes: only the text as it is
  }
  for (const form of forms) {
    try {
      return JSON.parse(form);
    } catch {
      // not JSON in this form
    }
  }
  return undefined;
}
