import { Module } from '@nestjs/common';
import { Database } from '../../infrastructure/database/database.js';
import { DOCUMENT_STORAGE } from './document-storage.port.js';
import { DownloadController } from './download.http.controller.js';
import { PostgresDocumentStorage } from './postgres-document-storage.js';

@Module({
  controllers: [DownloadController],
  providers: [{ provide: DOCUMENT_STORAGE, inject: [Database], useFactory: (db: Database) => new PostgresDocumentStorage(db) }],
  exports: [DOCUMENT_STORAGE],
})
export class DocumentsModule {}
