import { apiClient } from '../../../lib/api/api-client';
import type { CreateApplicationInput, CreateApplicationOutput } from '../machines/visa-wizard.machine';

/** POST /api/applications (spec section 7); the key makes a retried submission return the first result. */
export function createApplication({ payload, idempotencyKey }: CreateApplicationInput): Promise<CreateApplicationOutput> {
  return apiClient.post<CreateApplicationOutput>('/api/applications', payload, { idempotencyKey });
}
