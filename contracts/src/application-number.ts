/**
 * Application numbers: 16 uppercase alphanumerics starting with letters (PRODUCT.md decision 7).
 * The first three characters are letters; the server draws them from a cryptographic source.
 */
export const APPLICATION_NUMBER_LENGTH = 16;
export const APPLICATION_NUMBER_LEADING_LETTERS = 3;
/** An order id as typed or linked: an application number, leniently (case, older formats). */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9]{6,32}$/;
export const APPLICATION_NUMBER_PATTERN = /^[A-Z]{3}[A-Z0-9]{13}$/;
/** Status search minimum (spec section 5). */
export const STATUS_SEARCH_MIN_LENGTH = 6;
