import { Body, Controller, Get, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ChatMessagesResponse, ChatMessageView, PostChatMessageResponse } from '@evisa/contracts';
import { ChatMessagesQueryDto, ChatReplyDto, PostChatMessageDto } from '@evisa/contracts/dto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdempotentResult } from '../../event-store/idempotency.js';
import { requestContext } from '../../infrastructure/http/request-context.js';
import { CurrentSession, DECIDE_ROLES, StaffRoles } from '../staff/auth/staff-access.decorators.js';
import type { StaffSession } from '../staff/auth/session-store.js';
import { RateLimit } from '../staff/auth/rate-limit.js';
import { PostCustomerMessageCommand } from './commands/post-customer-message.js';
import { ReplyAsAgentCommand } from './commands/reply-as-agent.js';
import { GetConversationMessagesQuery } from './queries/chat-queries.js';


/** The spec's chat calls (section 7): the traveller's widget, and staff replies. */
@ApiTags('chat')
@Controller('api/chat')
export class ChatController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Post('message')
  @RateLimit('chat-message', 'chat-start')
  @ApiOperation({ summary: "A traveller's message; without sessionId it starts a conversation and answers its new session id" })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'A repeat with the same key returns the first answer' })
  async post(@Body() body: PostChatMessageDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply): Promise<PostChatMessageResponse> {
    const customer = { customerName: body.customerName || null, customerEmail: body.customerEmail || null };
    const result = await this.commands.execute<PostCustomerMessageCommand, IdempotentResult<PostChatMessageResponse>>(
      new PostCustomerMessageCommand(body.sessionId ?? null, body.message, customer, body.language, null, requestContext(request)),
    );
    response.status(result.statusCode);
    if (result.replayed) response.header('Idempotent-Replayed', 'true');
    return result.body;
  }

  @Get('messages')
  @ApiOperation({ summary: "The messages of the caller's own conversation (named by its session id), oldest first; `after` a message id for newer ones" })
  messages(@Query() query: ChatMessagesQueryDto): Promise<ChatMessagesResponse> {
    return this.queries.execute(new GetConversationMessagesQuery(query.sessionId, 'traveller', query.after));
  }

  @Post('reply')
  @StaffRoles(...DECIDE_ROLES)
  @ApiOperation({ summary: "A staff member's answer to a conversation (admin, agent; X-CSRF-Token required)" })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'A repeat with the same key returns the first answer and records nothing' })
  async reply(
    @Body() body: ChatReplyDto,
    @CurrentSession() session: StaffSession,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<{ message: ChatMessageView }> {
    const { correlationId, idempotencyKey } = requestContext(request);
    const result = await this.commands.execute<ReplyAsAgentCommand, IdempotentResult<{ message: ChatMessageView }>>(
      new ReplyAsAgentCommand(body.sessionId, body.message, session.staff.id, correlationId, idempotencyKey),
    );
    if (result.replayed) response.header('Idempotent-Replayed', 'true');
    return result.body;
  }
}
