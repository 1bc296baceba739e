import { Module } from '@nestjs/common';
import { StaffModule } from '../staff/staff.module.js';
import { AdminChatController } from './admin-chat.http.controller.js';
import { ChatBroadcaster } from './chat-broadcaster.js';
import { CHAT_CONFIG, loadChatConfig } from './chat-config.js';
import { ChatController } from './chat.http.controller.js';
import { ChatGateway } from './chat.gateway.js';
import { ChatSocketAccess } from './chat-socket-access.js';
import { EraseConversationDataHandler } from './commands/erase-conversation-data.js';
import { MarkConversationReadHandler } from './commands/mark-conversation-read.js';
import { PostCustomerMessageHandler } from './commands/post-customer-message.js';
import { ReplyAsAgentHandler } from './commands/reply-as-agent.js';
import { GetConversationMessagesHandler, ListChatSessionsHandler } from './queries/chat-queries.js';

/** Live support chat: REST for both sides, the socket gateway, and the erasure the retention sweep uses (docs/chat.md). */
@Module({
  imports: [StaffModule],
  controllers: [ChatController, AdminChatController],
  providers: [
    { provide: CHAT_CONFIG, useFactory: () => loadChatConfig() },
    ChatBroadcaster,
    ChatSocketAccess,
    ChatGateway,
    PostCustomerMessageHandler,
    ReplyAsAgentHandler,
    MarkConversationReadHandler,
    EraseConversationDataHandler,
    GetConversationMessagesHandler,
    ListChatSessionsHandler,
  ],
})
export class ChatModule {}
