import { MESSAGES } from '@evisa/contracts';

/**
 * Whether a failed payment create was refused because the order's arrival (or travel) date has
 * passed (the server's MESSAGES.orderDatePassed, within its raw '409: {…}' answer). Trying again
 * cannot help: the traveller is told to start a new application and offered no Retry, in the
 * failure toasts (visa wizard, insurance) and on the payment issue screen alike.
 */
export function isOrderDatePassed(message: string): boolean {
  return message.includes(MESSAGES.orderDatePassed);
}
