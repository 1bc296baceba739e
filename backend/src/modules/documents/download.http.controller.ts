import { Controller, Get, Inject, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { APPLICATION_NUMBER_PATTERN } from '@evisa/contracts';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../../domain/shared/domain-error.js';
import { visaApplicationStreamId } from '../../domain/visa-application/visa-application.js';
import { insuranceApplicationStreamId } from '../../domain/insurance-application/insurance-application.js';
import { Database } from '../../infrastructure/database/database.js';
import { RateLimit } from '../staff/auth/rate-limit.js';
import { DOCUMENT_STORAGE, type DocumentStorage } from './document-storage.port.js';

const NOT_FOUND = 'Document not found';

/** Each kind's documents belong to its application's stream (the subject they are sealed for) and have a name of their own. */
const KINDS = {
  visa: { subjectId: visaApplicationStreamId, fileName: (number: string) => `e-visa-${number}.pdf` },
  insurance: { subjectId: insuranceApplicationStreamId, fileName: (number: string) => `insurance-policy-${number}.pdf` },
} as const;

/**
 * The traveller's download of an approved application's document. Unknown, unapproved and
 * document-less applications all answer the same 404; the route is rate-limited per IP so numbers
 * cannot be enumerated.
 */
@ApiTags('downloads')
@Controller('api/download')
export class DownloadController {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(DOCUMENT_STORAGE) private readonly documents: DocumentStorage,
  ) {}

  @Get(':kind/:number')
  @RateLimit('download')
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: 'The approved e-visa (or insurance policy) PDF of an application' })
  async download(@Param('kind') kind: string, @Param('number') raw: string, @Res({ passthrough: true }) response: FastifyReply): Promise<StreamableFile> {
    const number = raw.trim().toUpperCase();
    if ((kind !== 'visa' && kind !== 'insurance') || !APPLICATION_NUMBER_PATTERN.test(number)) throw new DomainError('not-found', NOT_FOUND);
    const { rows } = await this.db.query<{ document_hash: string | null }>(
      `SELECT document_hash FROM application_status WHERE application_number = $1 AND kind = $2 AND status = 'approved'`,
      [number, kind],
    );
    const hash = rows[0]?.document_hash;
    const document = hash ? await this.documents.get(KINDS[kind].subjectId(number), hash) : null;
    if (!document) throw new DomainError('not-found', NOT_FOUND);
    const name = KINDS[kind].fileName(number);
    response.header('Content-Type', 'application/pdf');
    response.header('Content-Disposition', `attachment; filename="${name}"`);
    response.header('Content-Length', String(document.size));
    response.header('Cache-Control', 'private, no-store');
    response.header('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(document.content);
  }
}
