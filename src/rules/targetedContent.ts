// Read only by the content client (loaded on demand); apart so the page load does not carry it.

export interface TargetedContentRequest {
  storeId: string;
  zipcode: string;
  banner: string;
  channel: string;
  fragment: string;
  screenName: string;
  zone: string;
  deliveryTimeZone?: string;
}
/** MISC-05: the targeted content request; deliveryTimeZone only when known. */
export function targetedContentRequest(input: TargetedContentRequest): TargetedContentRequest {
  const { deliveryTimeZone, ...rest } = input;
  return deliveryTimeZone ? { ...rest, deliveryTimeZone } : rest;
}
/** MISC-05: the first item of a targeted content answer, or null. */
export function targetedContentItem(body: unknown): { type: string; designType: unknown; webImageAsset: unknown } | null {
  const items = (body as { items?: unknown } | null)?.items;
  const first: unknown = Array.isArray(items) ? items[0] : undefined;
  if (!first || typeof first !== 'object') return null;
  const f = first as Record<string, unknown>;
  return { type: typeof f.type === 'string' ? f.type : '', designType: f.designType ?? null, webImageAsset: f.webImageAsset ?? null };
}
