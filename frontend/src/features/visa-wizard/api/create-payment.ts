import { apiClient } from '../../../lib/api/api-client';
import type { CreatePaymentInput } from '../machines/visa-wizard.machine';
import type { PaymentResponse } from '../machines/visa-wizard.model';

/** POST /api/payment/create (spec section 7): `{ success, paymentUrl, error }`; the machine judges the answer. */
export function createPayment({ request, idempotencyKey }: CreatePaymentInput): Promise<PaymentResponse> {
  return apiClient.post<PaymentResponse>('/api/payment/create', request, { idempotencyKey });
}
