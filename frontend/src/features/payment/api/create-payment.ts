import { apiClient } from '../../../lib/api/api-client';

/** POST /api/payment/create (spec sections 3 and 7); the server checks the amount against the order's total. */
export interface CreatePaymentRequest {
  amount: number | string;
  currency: 'USD';
  description: string;
  customerEmail: string;
  customerName: string;
  orderId: string;
  language?: string;
}

export interface CreatePaymentResponse {
  success: boolean;
  paymentUrl: string | null;
  error: string | null;
}

export function createPayment(request: CreatePaymentRequest): Promise<CreatePaymentResponse> {
  return apiClient.post<CreatePaymentResponse>('/api/payment/create', request);
}
