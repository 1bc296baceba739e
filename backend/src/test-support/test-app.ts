import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/app-config.js';
import { loadStaffConfig } from '../config/staff-config.js';
import { createApp } from '../bootstrap/create-app.js';
import { Database } from '../infrastructure/database/database.js';
import { createLogger } from '../infrastructure/logging/logger.js';
import { EventStore } from '../event-store/event-store.js';
import { PiiCipher } from '../event-store/pii-cipher.js';
import { Projections } from '../projections/projections.js';
import type { PaymentProvider } from '../modules/payments/providers/payment-provider.port.js';
import { seedReferenceData } from '../modules/reference-data/seed-reference-data.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    databaseUrl: undefined,
    dataDir: '/nonexistent',
    dataEncryptionKey: randomBytes(32),
    paymentSigningSecret: randomBytes(32).toString('base64'),
    logLevel: 'silent',
    production: false,
    frontendDist: '/nonexistent',
    publicBaseUrl: 'http://localhost:3000',
    mailFrom: 'Test <no-reply@example.com>',
    // Specs submit many applications from one address; the submission limit's own spec sets it low.
    staff: { ...loadStaffConfig(process.env), submissionsPerMinutePerIp: 1_000_000 },
    ...overrides,
  };
}

export interface TestApp {
  readonly app: NestFastifyApplication;
  readonly http: ReturnType<NestFastifyApplication['getHttpServer']>;
  readonly db: Database;
  readonly store: EventStore;
  readonly cipher: PiiCipher;
  readonly runner: Projections;
  readonly database: TestDatabase;
  close(): Promise<void>;
}

/** The real app on its own fresh database (or the one given; reference data seeded), listening on no port: supertest drives it. */
export async function startTestApp(
  options: { runProjections?: boolean; config?: Partial<AppConfig>; paymentProvider?: PaymentProvider; database?: TestDatabase } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = testConfig(options.config);
  const seedDb = Database.connect(database.url, 1);
  await seedDb.transaction((tx) => seedReferenceData(tx));
  await seedDb.close();
  // Errors only by default: the few tests that provoke one print a line, and an unexpected 500 in CI shows its cause.
  const app = await createApp({ config, databaseUrl: database.url, logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'error'), runProjections: options.runProjections, paymentProvider: options.paymentProvider });
  await app.init();
  // Fastify answers only once its plugins and routes are loaded.
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    http: app.getHttpServer(),
    db: app.get(Database),
    store: app.get(EventStore),
    cipher: app.get(PiiCipher),
    runner: app.get(Projections),
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** A valid visa payload for an Indian (conditional policy) traveller with a Schengen visa; override any field. */
export function visaPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return {
    firstName: 'Asha',
    lastName: 'Patel',
    email: 'asha@example.com',
    phone: '+91 98765 43210',
    passportNumber: 'Z1234567',
    passportIssueDate: '2020-01-15',
    passportExpiryDate: inDays(3 * 365),
    dateOfBirth: '1990-05-20',
    placeOfBirth: 'Mumbai',
    motherName: 'Meera',
    fatherName: 'Raj',
    address: '12 Marine Drive, Mumbai',
    arrivalDate: inDays(30),
    processingType: 'standard',
    documentType: 'ordinary',
    countryId: 356,
    countryOfOrigin: 'India',
    totalAmount: '184',
    supportingDocumentType: 'visa',
    supportingDocumentCountry: 'SCHENGEN',
    supportingDocumentNumber: 'D123456',
    supportingDocumentStartDate: inDays(-100),
    supportingDocumentEndDate: inDays(400),
    privacyPolicyAccepted: true,
    termsOfServiceAccepted: true,
    ...overrides,
  };
}
