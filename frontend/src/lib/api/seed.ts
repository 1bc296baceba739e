import { apiClient } from './api-client';

/** The wizard calls this on load (spec section 2); a failure must not disturb the traveller, so it is only logged. */
export async function requestSeed(): Promise<void> {
  try {
    await apiClient.post<unknown>('/api/seed');
  } catch (error) {
    console.warn('Seeding reference data failed', error);
  }
}
