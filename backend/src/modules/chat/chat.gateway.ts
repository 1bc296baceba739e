import { Inject, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import { CHAT_MESSAGES, CHAT_SOCKET_EVENTS, CHAT_SOCKET_PATH, MESSAGES, type ChatSocketAck, type PostChatMessageResponse } from '@evisa/contracts';
import { ChatCustomerSendDto } from '@evisa/contracts/dto';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Server, Socket } from 'socket.io';
import type { IdempotentResult } from '../../event-store/idempotency.js';
import { toErrorBody } from '../../infrastructure/http/api-exception.filter.js';
import { firstWrittenRuleMessage, inputTooLarge, unstorableCharacterAt, VALIDATOR_OPTIONS } from '../../infrastructure/http/validation-pipe.js';
import { LOGGER } from '../../infrastructure/infrastructure.module.js';
import { RateLimits } from '../staff/auth/rate-limit.js';
import { rateLimitAddress } from '../staff/auth/rate-limit-address.js';
import { AGENTS_ROOM, ChatBroadcaster, conversationRoom } from './chat-broadcaster.js';
import { CHAT_CONFIG, type ChatConfig } from './chat-config.js';
import { ChatSocketAccess, type SocketIdentity } from './chat-socket-access.js';
import { PostCustomerMessageCommand } from './commands/post-customer-message.js';

/**
 * The largest frame (or polling request) a socket may send; a larger one closes the socket. socket.io
 * allows 1 MB, which the server would read and parse whole; the longest message (2,000 characters,
 * at most 6 kB of UTF-8) fits many times over, with room for a polling client's batched packets.
 */
export const CHAT_SOCKET_MAX_BYTES = 64 * 1024;

/**
 * The chat's socket.io endpoint (path CHAT_SOCKET_PATH, on the app's own HTTP server). Sockets are
 * identified before they connect (a socket.io middleware), so a connected socket is already in its
 * one room: staff in `agents`, a traveller in their own conversation's room only. Refused sockets
 * get `unauthorized` and are disconnected. Staff send replies over REST (which carries CSRF);
 * travellers may send over the socket, with an acknowledgement.
 */
@WebSocketGateway({ path: CHAT_SOCKET_PATH, serveClient: false, maxHttpBufferSize: CHAT_SOCKET_MAX_BYTES })
export class ChatGateway implements OnGatewayInit<Server>, OnGatewayConnection<Socket>, OnGatewayDisconnect<Socket>, OnApplicationShutdown {
  /** Staff sockets connected to this instance, with the session token each must keep. */
  private readonly staffSockets = new Map<string, { socket: Socket; token: string }>();
  /** Traveller sockets connected to this instance, per client address key (see rateLimitAddress). */
  private readonly travellerSocketsByAddress = new Map<string, number>();
  private recheckTimer: NodeJS.Timeout | undefined;
  private stopListening: (() => void) | undefined;

  constructor(
    @Inject(ChatSocketAccess) private readonly access: ChatSocketAccess,
    @Inject(ChatBroadcaster) private readonly broadcaster: ChatBroadcaster,
    @Inject(RateLimits) private readonly limits: RateLimits,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(CHAT_CONFIG) private readonly config: ChatConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  afterInit(server: Server): void {
    this.broadcaster.attach(server);
    server.use((socket, next) => {
      this.access.identify(socket.handshake).then(
        (identity) => {
          socket.data.identity = identity;
          next();
        },
        (error: unknown) => {
          this.logger.warn({ err: error }, 'chat socket: could not identify a connecting socket');
          next(new Error(MESSAGES.serviceUnavailable));
        },
      );
    });
    this.recheckTimer = setInterval(this.recheckInBackground, this.config.staffRecheckMs);
    this.recheckTimer.unref();
    // A sign-out or a disabled account on this instance cuts its sockets off at once; the timer
    // covers sessions ended elsewhere (another instance, expiry).
    this.stopListening = this.access.onStaffSessionsEnded(this.recheckInBackground);
  }

  onApplicationShutdown(): void {
    clearInterval(this.recheckTimer);
    this.stopListening?.();
    this.broadcaster.attach(null);
  }

  handleConnection(socket: Socket): void {
    const identity = identityOf(socket);
    switch (identity.kind) {
      case 'staff':
        this.staffSockets.set(socket.id, { socket, token: identity.token });
        void socket.join(AGENTS_ROOM);
        return;
      case 'traveller': {
        // At most so many open at once per address: without a cap one client could hold sockets (and
        // the memory each keeps) without end, all on one conversation's id.
        const address = rateLimitAddress(identity.ip);
        const open = this.travellerSocketsByAddress.get(address) ?? 0;
        if (open >= this.config.travellerSocketsPerIp) {
          refuse(socket);
          return;
        }
        this.travellerSocketsByAddress.set(address, open + 1);
        (socket.data as { countedAs?: string }).countedAs = address;
        void socket.join(conversationRoom(identity.sessionId));
        return;
      }
      case 'refused':
        refuse(socket);
        return;
      default:
        identity satisfies never;
    }
  }

  handleDisconnect(socket: Socket): void {
    this.staffSockets.delete(socket.id);
    const address = (socket.data as { countedAs?: string }).countedAs;
    if (address === undefined) return;
    const open = (this.travellerSocketsByAddress.get(address) ?? 1) - 1;
    if (open > 0) this.travellerSocketsByAddress.set(address, open);
    else this.travellerSocketsByAddress.delete(address);
  }

  private readonly recheckInBackground = (): void =>
    void this.recheckStaffSockets().catch((error: unknown) => this.logger.error({ err: error }, 'chat socket: staff session re-check failed'));

  /** Disconnects this instance's staff sockets whose session has ended (signed out, expired, account disabled). */
  async recheckStaffSockets(): Promise<void> {
    for (const [id, { socket, token }] of [...this.staffSockets]) {
      if (await this.access.staffStillSignedIn(token)) continue;
      this.staffSockets.delete(id);
      refuse(socket);
    }
  }

  @SubscribeMessage(CHAT_SOCKET_EVENTS.customerSend)
  async customerSend(@ConnectedSocket() socket: Socket, @MessageBody() payload: unknown): Promise<ChatSocketAck> {
    const identity = identityOf(socket);
    if (identity.kind !== 'traveller') return { ok: false, statusCode: 403, message: CHAT_MESSAGES.socketUnauthorized };
    // The same per-IP limit as POST /api/chat/message, on the same counters and keys, and like its
    // guard counted before the payload is judged: a malformed payload is an attempt too, or a socket
    // could have the server parse and check them without end.
    if (this.limits.hit('chat-message', rateLimitAddress(identity.ip)) > 0) return { ok: false, statusCode: 429, message: this.limits.message('chat-message') };
    const checked = await validatedSend(payload);
    if ('problem' in checked) return { ok: false, statusCode: 400, message: checked.problem };
    const { message, clientMessageId } = checked.dto;
    try {
      const result = await this.commands.execute<PostCustomerMessageCommand, IdempotentResult<PostChatMessageResponse>>(
        new PostCustomerMessageCommand(identity.sessionId, message, { customerName: null, customerEmail: null }, undefined, clientMessageId, {
          idempotencyKey: undefined,
          correlationId: randomUUID(),
          requestIp: identity.ip,
        }),
      );
      return { ok: true, message: result.body.message };
    } catch (error) {
      // The same mapping as the REST answers (domain errors, conflicts, an unreachable database).
      const { statusCode, message: text } = toErrorBody(error);
      if (statusCode >= 500) this.logger.error({ err: error }, 'chat socket: customer_send failed');
      return { ok: false, statusCode, message: text };
    }
  }
}

function identityOf(socket: Socket): SocketIdentity {
  return (socket.data as { identity?: SocketIdentity }).identity ?? { kind: 'refused' };
}

function refuse(socket: Socket): void {
  socket.emit(CHAT_SOCKET_EVENTS.unauthorized, { message: CHAT_MESSAGES.socketUnauthorized });
  socket.disconnect(true);
}

/** `customer_send`'s payload checked by the REST message's rules: the message, or the first rule it breaks. */
async function validatedSend(payload: unknown): Promise<{ dto: ChatCustomerSendDto } | { problem: string }> {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return { problem: MESSAGES.invalidInput };
  if (inputTooLarge(payload) || unstorableCharacterAt(payload) !== undefined) return { problem: MESSAGES.invalidInput };
  const dto = plainToInstance(ChatCustomerSendDto, payload);
  const first = (await validate(dto, VALIDATOR_OPTIONS))[0];
  if (!first) return { dto };
  return { problem: firstWrittenRuleMessage(first.constraints) ?? MESSAGES.invalidInput };
}
