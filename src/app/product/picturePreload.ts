// Read only by the product page and its early code; apart from images.ts (which the product cards of every shopping
// page use) so the page load of the other pages does not carry it.

/**
 * Asks for a picture at high priority as soon as its address is known, before the element that shows it is rendered:
 * the `<img>` with the same address then uses the same response. One hint per address.
 */
export function preloadPicture(src: string, doc: Document = document): void {
  const head = doc.head;
  if (!head) return;
  for (const link of head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')) if (link.getAttribute('href') === src) return;
  const link = doc.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.setAttribute('href', src);
  head.appendChild(link);
}
