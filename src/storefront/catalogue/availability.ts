import type { Availability } from '../../../spec/schemas/upstream/catalogue';
import { STOCK_MESSAGES } from '../../rules/stockMessages';

/** ERR-20: the storefront's stock strings (000 §8), as MISC-06 writes them once. */
export const STOCK_TEXT = {
  attendedDelivery: STOCK_MESSAGES.attendedDeliveryOnly,
  notAvailable: STOCK_MESSAGES.notAvailable,
  outOfStock: STOCK_MESSAGES.outOfStock,
} as const;

export interface StockLabel {
  readonly text: string;
  /** `blocked`: the item cannot be added to the cart; `note`: it can, with a condition. */
  readonly tone: 'blocked' | 'note';
}

/**
 * ERR-20: the label an item carries at the session's store. Out of stock and not carried block the cart;
 * an item that needs a driver to hand it over (alcohol) is sold only with attended delivery. In-stock and
 * low-stock items without a condition carry no label; no availability (no store) carries none.
 */
export function stockLabel(availability: Availability | null | undefined): StockLabel | null {
  if (!availability) return null;
  if (availability.status === 'out-of-stock') return { text: STOCK_TEXT.outOfStock, tone: 'blocked' };
  if (availability.status === 'unavailable') return { text: STOCK_TEXT.notAvailable, tone: 'blocked' };
  if (availability.attendedDeliveryOnly) return { text: STOCK_TEXT.attendedDelivery, tone: 'note' };
  return null;
}

export const canAddToCart = (availability: Availability | null | undefined): boolean => stockLabel(availability)?.tone !== 'blocked';
