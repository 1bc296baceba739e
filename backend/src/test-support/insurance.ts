import { createHash } from 'node:crypto';
import { findInsuranceProduct, toIsoDate } from '@evisa/contracts';
import { findCountryByCode } from '@evisa/contracts/countries';
import { INSURANCE_APPLICATION_STREAM, PAYMENT_STREAM, type StoredParentIdPhoto } from '@evisa/contracts/events';
import { detectParentIdPhotoType, decideSubmitInsuranceApplication } from '../domain/insurance-application/submit-insurance-application.js';
import { initialInsuranceApplicationState, insuranceApplicationStreamId } from '../domain/insurance-application/insurance-application.js';
import { paymentStreamId } from '../domain/payment/payment.js';
import { NO_STREAM } from '../event-store/event-store.types.js';
import { DOCUMENT_STORAGE, type DocumentStorage } from '../modules/documents/document-storage.port.js';
import { generateApplicationNumber } from '../modules/visa-applications/application-number.js';
import type { TestApp } from './test-app.js';

/** A tiny but real JPEG header (the magic bytes the upload check reads) with a label, so each photo has its own hash. */
export function sampleJpeg(label = 'parent-id'): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from(`JFIF ${label}`), Buffer.from([0xff, 0xd9])]);
}

const inDays = (days: number, from = new Date()) => toIsoDate(new Date(from.getTime() + days * 86_400_000));

export interface SeedInsurance {
  firstName?: string;
  lastName?: string;
  email?: string;
  passportNumber?: string;
  language?: string;
  /** Under 18: parent ID photos (these, or one sample) are stored sealed with the applicant's key. */
  minor?: boolean;
  photos?: Buffer[];
  /** When the application was made (the retention sweep reads it). */
  submittedAt?: Date;
  travelInDays?: number;
}

/**
 * An insurance application as the traveller's POST records it (the pure decide, one append, the
 * photos in the documents store, in one transaction), seeded through the EventStore so staff-side
 * specs do not depend on the traveller's route. 7-day plan, $114, Indian traveller.
 */
export async function seedInsuranceApplication(t: TestApp, options: SeedInsurance = {}): Promise<{ applicationNumber: string; photos: StoredParentIdPhoto[] }> {
  const now = options.submittedAt ?? new Date();
  const today = toIsoDate(now);
  const travelDate = inDays(options.travelInDays ?? 20, now);
  const photos = options.minor ? (options.photos ?? [sampleJpeg()]) : [];
  const applicationNumber = generateApplicationNumber();
  const [event] = decideSubmitInsuranceApplication(
    {
      applicationNumber,
      form: {
        productId: 1,
        firstName: options.firstName ?? 'Asha',
        lastName: options.lastName ?? 'Patel',
        email: options.email ?? 'asha@example.com',
        phone: '+91 98765 43210',
        passportNumber: options.passportNumber ?? 'Z1234567',
        nationality: 'IND',
        countryOfOrigin: 'India',
        travelDate,
        returnDate: inDays(6, new Date(`${travelDate}T00:00:00Z`)),
        dateOfBirth: options.minor ? inDays(-12 * 365, now) : '1990-05-20',
        totalAmount: '114',
        ...(options.language ? { language: options.language } : {}),
      },
      photos: photos.length
        ? photos.map((bytes, i) => ({ name: `parent-${i + 1}.jpg`, detectedType: detectParentIdPhotoType(bytes), size: bytes.length, hash: createHash('sha256').update(bytes).digest('hex') }))
        : null,
      country: findCountryByCode('IND'),
      product: findInsuranceProduct(1),
      today,
      now: now.toISOString(),
      requestIp: '203.0.113.9',
    },
    initialInsuranceApplicationState,
  );
  const streamId = insuranceApplicationStreamId(applicationNumber);
  const documents = t.app.get<DocumentStorage>(DOCUMENT_STORAGE);
  await t.db.transaction(async (tx) => {
    await t.store.append(tx, {
      streamId,
      streamType: INSURANCE_APPLICATION_STREAM,
      expectedVersion: NO_STREAM,
      events: [event!],
      metadata: { actor: { kind: 'customer' }, subjectId: streamId, correlationId: `seed-${applicationNumber}` },
    });
    for (const bytes of photos) await documents.put(streamId, bytes, 'image/jpeg', tx);
  });
  return { applicationNumber, photos: event!.data.pii?.parentIdPhotos ?? [] };
}

/** The order's payment, created and completed, as the payment module records it (the payer's data sealed with the applicant's key). */
export async function payInsurance(t: TestApp, orderId: string, options: { amountCents?: number; language?: string; complete?: boolean } = {}): Promise<void> {
  const now = new Date().toISOString();
  const amountCents = options.amountCents ?? 11_400;
  const events = [
    {
      type: 'PaymentCreated',
      data: {
        orderId,
        orderKind: 'insurance',
        attempt: 1,
        amountCents,
        currency: 'USD',
        description: 'Turkey travel health insurance',
        provider: 'simulated',
        language: options.language ?? 'en',
        createdAt: now,
        pii: { customerName: 'Asha Patel', customerEmail: 'asha@example.com' },
      },
    },
    ...(options.complete === false
      ? []
      : [{ type: 'PaymentCompleted', data: { orderId, attempt: 1, providerTransactionId: `sim_${orderId}`, amountCents, currency: 'USD', cardLast4: '4242', completedAt: now } }]),
  ];
  await t.db.transaction((tx) =>
    t.store.append(tx, {
      streamId: paymentStreamId(orderId),
      streamType: PAYMENT_STREAM,
      expectedVersion: NO_STREAM,
      events,
      metadata: { actor: { kind: 'customer' }, subjectId: insuranceApplicationStreamId(orderId), correlationId: `pay-${orderId}` },
    }),
  );
}
