import { ageOn, daysBetween, isIsoDate, isPaymentCompleted, LIMITS } from '@evisa/contracts';

/** How close a paid insurance's travel date is (spec section 2): past, today, within 7 or within 30 days. */
export type TravelUrgency = 'past' | 'today' | 'week' | 'month';

export function travelUrgency(travelDate: string | null | undefined, paymentStatus: string, today: string): TravelUrgency | null {
  if (!travelDate || !isPaymentCompleted(paymentStatus) || !isIsoDate(travelDate)) return null;
  const days = daysBetween(today, travelDate);
  if (days < 0) return 'past';
  if (days === 0) return 'today';
  if (days <= 7) return 'week';
  if (days <= 30) return 'month';
  return null;
}

/** Under 18 on `today` and no parent ID photos: the spec's 'UYARI' warning applies. */
export function missingParentIdPhotos(
  dateOfBirth: string | null | undefined,
  parentIdPhotos: readonly unknown[] | null | undefined,
  today: string,
): boolean {
  if (!dateOfBirth || !isIsoDate(dateOfBirth)) return false;
  return ageOn(dateOfBirth, today) < LIMITS.adultAge && (parentIdPhotos?.length ?? 0) === 0;
}
