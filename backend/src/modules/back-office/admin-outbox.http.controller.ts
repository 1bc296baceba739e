import { LIMITS } from '@evisa/contracts';
import { Controller, Get, Inject, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminPageQueryDto } from '@evisa/contracts/dto';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';
import { DomainError } from '../../domain/shared/domain-error.js';
import { Database } from '../../infrastructure/database/database.js';
import { APP_CONFIG } from '../../infrastructure/infrastructure.module.js';
import { DOCUMENT_STORAGE, type DocumentStorage } from '../documents/document-storage.port.js';
import { getOutboxMessage, listOutbox, renderAttachment, type OutboxMessage, type OutboxMessageSummary } from '../notifications/outbox-queries.js';
import { READ_ROLES, StaffRoles } from '../staff/auth/staff-access.decorators.js';

const PAGE_SIZE = LIMITS.adminPageSize;

/** The outbox as staff read it: every composed email, its delivery state, and its attachments. */
@ApiTags('admin')
@Controller('api/admin/outbox')
@StaffRoles(...READ_ROLES)
export class AdminOutboxController {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(DOCUMENT_STORAGE) private readonly documents: DocumentStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Composed emails, newest first, 50 a page' })
  list(@Query() query: AdminPageQueryDto): Promise<{ items: OutboxMessageSummary[]; total: number; page: number; limit: number }> {
    return listOutbox(this.db, { page: query.page ?? 1, limit: PAGE_SIZE });
  }

  @Get(':id')
  @ApiOperation({ summary: 'One email with its text and HTML bodies and delivery state' })
  async message(@Param('id') id: string): Promise<OutboxMessage> {
    // With the site's address, as the sender made the links absolute: staff see the email as it went out.
    const message = await getOutboxMessage(this.db, id, this.config.publicBaseUrl);
    if (!message) throw new DomainError('not-found', 'Message not found');
    return message;
  }

  @Get(':id/attachments/:name')
  @ApiOperation({ summary: 'An attachment of an email (e.g. the e-visa or receipt PDF)' })
  async attachment(@Param('id') id: string, @Param('name') name: string, @Res({ passthrough: true }) response: FastifyReply): Promise<StreamableFile> {
    const attachment = await renderAttachment(this.db, this.documents, id, name);
    if (!attachment) throw new DomainError('not-found', 'Attachment not found');
    response.header('Content-Type', attachment.contentType);
    response.header('Content-Disposition', `attachment; filename="${attachment.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`);
    response.header('Cache-Control', 'private, no-store');
    return new StreamableFile(attachment.content);
  }
}
