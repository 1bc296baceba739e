import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateBy } from 'class-validator';
import { CHAT_CLIENT_MESSAGE_ID_PATTERN, CHAT_LIMITS, CHAT_MESSAGES, CHAT_SESSION_ID_PATTERN, chatMessageProblem } from '../chat.js';
import { LANGUAGE_CODES } from '../languages.js';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { max, SingleLine } from './validators.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * Several property decorators as one, applied as if stacked in the order given: last first, as
 * TypeScript applies stacked decorators, so the first broken rule in that order answers (the
 * validation pipe names the first-written rule a field breaks, the last one class-validator lists).
 */
function allOf(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, property) => {
    for (const decorate of [...decorators].reverse()) decorate(target, property);
  };
}

/** A chat message's words, by the same rules wherever one arrives (REST, reply, socket): trimmed, a string, not blank, not too long. */
const IsChatMessage = () =>
  allOf(
    Transform(trimmed),
    IsString({ message: CHAT_MESSAGES.blankMessage }),
    // The screens' own rule (chatMessageProblem): nothing visible, zero-width characters alone included, is blank.
    ValidateBy({ name: 'chatMessageVisible', validator: { validate: (value) => typeof value === 'string' && chatMessageProblem(value) !== 'blank' } }, { message: CHAT_MESSAGES.blankMessage }),
    MaxLength(CHAT_LIMITS.messageMax, { message: CHAT_MESSAGES.messageTooLong }),
  );

/** A conversation's id as the server makes them (CHAT_SESSION_ID_PATTERN). */
const IsChatSessionId = () =>
  allOf(IsString({ message: CHAT_MESSAGES.invalidSessionId }), Matches(CHAT_SESSION_ID_PATTERN, { message: CHAT_MESSAGES.invalidSessionId }));

/** POST /api/chat/message: a traveller's message; without `sessionId` it starts a new conversation. */
export class PostChatMessageDto {
  @IsChatMessage()
  message!: string;

  @IsOptional()
  @IsChatSessionId()
  sessionId?: string;

  /** Optional, on the first message: how the traveller wants to be addressed (personal data, encrypted). */
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: MESSAGES.invalidInput })
  @MaxLength(LIMITS.nameMax, max(LIMITS.nameMax)) @SingleLine()
  customerName?: string | null;

  /** Optional, on the first message: where support may answer if the traveller has left (personal data, encrypted). */
  @IsOptional()
  @Transform(trimmed)
  @IsEmail({}, { message: MESSAGES.invalidEmail })
  @MaxLength(LIMITS.emailMax, max(LIMITS.emailMax))
  customerEmail?: string | null;

  /** The traveller's interface language (as the application form sends it); recorded when the conversation starts. */
  @IsOptional()
  @IsIn(LANGUAGE_CODES, { message: MESSAGES.invalidInput })
  language?: string;
}

/** POST /api/chat/reply: a staff member's answer (admin or agent). */
export class ChatReplyDto {
  @IsChatSessionId()
  sessionId!: string;

  @IsChatMessage()
  message!: string;
}

/** GET /api/chat/messages: the traveller's own session, and optionally the last message they have. */
export class ChatMessagesQueryDto {
  @IsChatSessionId()
  sessionId!: string;

  /** A message id of this session: only messages after it are returned. */
  @IsOptional()
  @IsUUID('all', { message: MESSAGES.invalidInput })
  after?: string;
}

/** The traveller's socket `customer_send` payload, held to the same rules as the REST message. */
export class ChatCustomerSendDto {
  @IsChatMessage()
  message!: string;

  /** The client's own id for the message, so a resend after a reconnect is recorded once. */
  @IsString({ message: MESSAGES.invalidInput })
  @Matches(CHAT_CLIENT_MESSAGE_ID_PATTERN, { message: MESSAGES.invalidInput })
  clientMessageId!: string;
}
