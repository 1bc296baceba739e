import { type BeforeApplicationShutdown, Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config/app-config.js';
import { Database } from '../../infrastructure/database/database.js';
import { APP_CONFIG, LOGGER } from '../../infrastructure/infrastructure.module.js';
import { DocumentsModule } from '../documents/documents.module.js';
import { DOCUMENT_STORAGE, type DocumentStorage } from '../documents/document-storage.port.js';
import { EmailSender } from './mailer/email-sender.js';
import { smtpTransport } from './mailer/mail-transport.js';

/**
 * Emails: composed into the outbox projection from events (see `email-composers/`), delivered by
 * the sender over SMTP when `SMTP_URL` is set, otherwise kept in the local outbox for staff.
 */
@Module({
  imports: [DocumentsModule],
  providers: [
    {
      provide: EmailSender,
      useFactory: (db: Database, documents: DocumentStorage, config: AppConfig, logger: Logger) =>
        new EmailSender(db, documents, config.smtpUrl ? smtpTransport(config.smtpUrl) : null, config.mailFrom, logger, undefined, config.publicBaseUrl),
      inject: [Database, DOCUMENT_STORAGE, APP_CONFIG, LOGGER],
    },
  ],
  exports: [EmailSender],
})
export class NotificationsModule implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(@Inject(EmailSender) private readonly sender: EmailSender) {}

  onApplicationBootstrap(): void {
    this.sender.start();
  }

  // Before the database pool closes (infrastructure's shutdown hook).
  async beforeApplicationShutdown(): Promise<void> {
    await this.sender.stop();
  }
}
