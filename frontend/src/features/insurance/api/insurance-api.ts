import { apiClient } from '../../../lib/api/api-client';
import type {
  CreateInsuranceApplicationInput,
  CreateInsuranceApplicationOutput,
} from '../machines/insurance-purchase.machine';

/** POST /api/insurance/applications; the key makes a retried submission return the first application. */
export function createInsuranceApplication({
  payload,
  idempotencyKey,
}: CreateInsuranceApplicationInput): Promise<CreateInsuranceApplicationOutput> {
  return apiClient.post<CreateInsuranceApplicationOutput>('/api/insurance/applications', payload, { idempotencyKey });
}
