import { Module } from '@nestjs/common';
import { Database } from '../../infrastructure/database/database.js';
import { PiiCipher } from '../../event-store/pii-cipher.js';
import { DOCUMENT_STORAGE } from './document-storage.port.js';
import { DownloadController } from './download.http.controller.js';
import { PostgresDocumentStorage } from './postgres-document-storage.js';

@Module({
  controllers: [DownloadController],
  providers: [{ provide: DOCUMENT_STORAGE, inject: [Database, PiiCipher], useFactory: (db: Database, cipher: PiiCipher) => new PostgresDocumentStorage(db, cipher) }],
  exports: [DOCUMENT_STORAGE],
})
export class DocumentsModule {}
