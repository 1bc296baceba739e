import { Controller, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CHAT_MESSAGES, CHAT_SESSION_ID_PATTERN, type ChatMessagesResponse, type ChatSessionView } from '@evisa/contracts';
import type { FastifyRequest } from 'fastify';
import { invalid } from '../../domain/shared/domain-error.js';
import { refuseRequestBody } from '../../infrastructure/http/no-request-body.js';
import { requestContext } from '../../infrastructure/http/request-context.js';
import { CurrentSession, DECIDE_ROLES, READ_ROLES, StaffRoles } from '../staff/auth/staff-access.decorators.js';
import type { StaffSession } from '../staff/auth/session-store.js';
import { MarkConversationReadCommand } from './commands/mark-conversation-read.js';
import { GetConversationMessagesQuery, ListChatSessionsQuery } from './queries/chat-queries.js';

/** A session id from the path; anything that cannot be one is refused as such. */
function sessionIdParam(raw: string): string {
  if (!CHAT_SESSION_ID_PATTERN.test(raw)) throw invalid(CHAT_MESSAGES.invalidSessionId);
  return raw;
}

/** The staff chat console (/chat-admin and the admin dashboard's chat tab). */
@ApiTags('admin')
@Controller('api/admin/chat/sessions')
export class AdminChatController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get()
  @StaffRoles(...READ_ROLES)
  @ApiOperation({ summary: 'Conversations, most recent first (at most 200), with unread counts and last-message previews' })
  list(): Promise<{ sessions: ChatSessionView[] }> {
    return this.queries.execute(new ListChatSessionsQuery());
  }

  @Get(':sessionId/messages')
  @StaffRoles(...READ_ROLES)
  @ApiOperation({ summary: "A conversation's messages, oldest first (an erased conversation's texts are empty)" })
  messages(@Param('sessionId') sessionId: string): Promise<ChatMessagesResponse> {
    return this.queries.execute(new GetConversationMessagesQuery(sessionIdParam(sessionId), 'staff'));
  }

  @Post(':sessionId/read')
  @HttpCode(200)
  @StaffRoles(...DECIDE_ROLES)
  @ApiOperation({ summary: "Marks the traveller's messages so far as read (unread count 0); no request body" })
  read(@Param('sessionId') sessionId: string, @CurrentSession() session: StaffSession, @Req() request: FastifyRequest): Promise<{ session: ChatSessionView }> {
    const id = sessionIdParam(sessionId);
    refuseRequestBody(request, 'POST /api/admin/chat/sessions/:sessionId/read');
    return this.commands.execute(new MarkConversationReadCommand(id, session.staff.id, requestContext(request).correlationId));
  }
}
