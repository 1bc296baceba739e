import { apiClient } from '../../../lib/api/api-client';

/**
 * The simulated provider's server side settles the open checkout and signs the outcome. Only the
 * outcome and the card's last four digits are sent: card data never leaves the browser.
 */
export interface SimulatedCheckoutRequest {
  order: string;
  /** The decimal string exactly as it arrived in the payment page's address. */
  amount: string;
  outcome: 'completed' | 'cancelled';
  cardLast4?: string;
}

export interface SimulatedCheckoutResponse {
  payload: string;
  redirectUrl: string;
}

export function settleSimulatedCheckout(request: SimulatedCheckoutRequest): Promise<SimulatedCheckoutResponse> {
  return apiClient.post<SimulatedCheckoutResponse>('/api/simulated-provider/checkout', request);
}
