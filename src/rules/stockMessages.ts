/** MISC-06: what a product's stock state tells the shopper. */
export const STOCK_MESSAGES = {
  attendedDeliveryOnly: 'Available only with Attended Delivery',
  notAvailable: 'This item is not available right now',
  outOfStock: 'This item is currently out of stock.',
} as const;
