/** The checkout's addresses (decision 0489), for the links of the header and the cart. */
export const CHECKOUT_PATH = '/shop/checkout.html';
export const ORDERS_PATH = '/account/orders.html';
