import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

/** The server's verdict on a provider result; only `completed` from here means paid. */
export interface PaymentConfirmation {
  orderId: string;
  status: 'completed' | 'cancelled' | 'failed' | 'pending';
  transactionId: string | null;
  /** False on a replay: the result was already recorded and nothing changed. */
  recorded: boolean;
}

export function confirmSimulatedPayment(payload: string, signal?: AbortSignal): Promise<PaymentConfirmation> {
  return apiClient.post<PaymentConfirmation>('/api/payment/simulated/confirm', { payload }, { signal });
}

/**
 * A query rather than a mutation: confirming the same payload again is harmless (the server
 * answers `recorded: false`), and a query keeps the answer across re-renders and StrictMode.
 */
export const paymentConfirmationQueryOptions = (payload: string) =>
  queryOptions({
    queryKey: ['payment-confirmation', payload],
    queryFn: ({ signal }) => confirmSimulatedPayment(payload, signal),
  });
