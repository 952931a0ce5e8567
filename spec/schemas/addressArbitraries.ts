import fc from 'fast-check';

// Arbitraries of the address rule's tests (decision 0480), shared by the schema's and the page's navigation tests.

/** A path segment of characters that are never rewritten by the URL parser. */
const segment = fc.stringMatching(/^[A-Za-z0-9._~!$&'()*+,;=:@{}-]{1,12}$/);
export const sitePath = fc.tuple(fc.array(segment, { minLength: 0, maxLength: 4 }), fc.boolean()).map(([parts, slash]) => `/${parts.join('/')}${slash && parts.length > 0 ? '/' : ''}`);
export const host = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}(\.[a-z][a-z0-9-]{0,10}){1,3}$/);

/** The forms an address may take to send the browser elsewhere: schemes that run or embed, other hosts, rewritten slashes. */
export const hostile = fc.oneof(
  fc.constantFrom('javascript:alert(1)', 'JavaScript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'file:///etc/passwd', 'blob:https://x/y'),
  host.map((h) => `//${h}/oauth2/default`),
  host.map((h) => `/\\${h}/x`),
  host.map((h) => `\\\\${h}/x`),
  host.map((h) => `/\t/${h}/x`),
  host.map((h) => `/\n/${h}`),
  host.map((h) => `/%2F${h}/x`),
  host.map((h) => `/%5c${h}/x`),
  host.map((h) => `http://${h}/x`),
  host.map((h) => `https://shop.freshway.test@${h}/x`),
  host.map((h) => `https:${h}/x`),
  host.map((h) => ` //${h}`),
  host.map((h) => `https:\\\\${h}`),
);

