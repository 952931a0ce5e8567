// Read only by the signed-in session (loaded on demand) and the simulator; apart so the page load does not carry it.

/** COOKIE-13: the pending-order cookie holds the order number and the branch number, joined by '|'. */
export function serializePendingOrder(order: { orderNumber: string; branchNumber: string }): string {
  return `${order.orderNumber}|${order.branchNumber}`;
}
export function parsePendingOrder(raw: unknown): { orderNumber: string; branchNumber: string } | null {
  if (typeof raw !== 'string') return null;
  const [orderNumber, branchNumber, ...rest] = raw.split('|');
  if (rest.length > 0 || !orderNumber || !branchNumber) return null;
  return { orderNumber, branchNumber };
}
