import { EventStore1732300000000 } from './1732300000000-event-store.js';
import { Payments1732300000001 } from './1732300000001-payments.js';
import { Notifications1732300000002 } from './1732300000002-notifications.js';
import { BackOffice1732300000010 } from './1732300000010-back-office.js';
import { WakeRunnersWithoutTrigger1732300000020 } from './1732300000020-wake-runners-without-trigger.js';
import { OutboxLetters1732300000030 } from './1732300000030-outbox-letters.js';
import { DocumentsPerSubject1732300000040 } from './1732300000040-documents-per-subject.js';
import { Chat1732300000050 } from './1732300000050-chat.js';
import { InsuranceStatus1732300000060 } from './1732300000060-insurance-status.js';
import { InsuranceAdmin1732300000070 } from './1732300000070-insurance-admin.js';
import { PaymentReversals1732300000080 } from './1732300000080-payment-reversals.js';
import { AdminStatsPayments1732300000090 } from './1732300000090-admin-stats-payments.js';
import { DisputeEvidenceDue1732300000100 } from './1732300000100-dispute-evidence-due.js';

/** Every migration, in order. New migrations are appended here. */
export const MIGRATIONS = [EventStore1732300000000, Payments1732300000001, Notifications1732300000002, BackOffice1732300000010, WakeRunnersWithoutTrigger1732300000020, OutboxLetters1732300000030, DocumentsPerSubject1732300000040, Chat1732300000050, InsuranceStatus1732300000060, InsuranceAdmin1732300000070, PaymentReversals1732300000080, AdminStatsPayments1732300000090, DisputeEvidenceDue1732300000100];
