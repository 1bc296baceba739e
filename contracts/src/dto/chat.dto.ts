import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CHAT_LIMITS, CHAT_MESSAGES, CHAT_SESSION_ID_PATTERN } from '../chat.js';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/chat/message: a traveller's message; without `sessionId` it starts a new conversation. */
export class PostChatMessageDto {
  @Transform(trimmed)
  @IsString({ message: CHAT_MESSAGES.blankMessage })
  @IsNotEmpty({ message: CHAT_MESSAGES.blankMessage })
  @MaxLength(CHAT_LIMITS.messageMax, { message: CHAT_MESSAGES.messageTooLong })
  message!: string;

  @IsOptional()
  @IsString({ message: CHAT_MESSAGES.invalidSessionId })
  @Matches(CHAT_SESSION_ID_PATTERN, { message: CHAT_MESSAGES.invalidSessionId })
  sessionId?: string;

  /** Optional, on the first message: how the traveller wants to be addressed (personal data, encrypted). */
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: MESSAGES.invalidInput })
  @MaxLength(LIMITS.nameMax)
  customerName?: string | null;

  /** Optional, on the first message: where support may answer if the traveller has left (personal data, encrypted). */
  @IsOptional()
  @Transform(trimmed)
  @IsEmail({}, { message: MESSAGES.invalidEmail })
  @MaxLength(LIMITS.emailMax)
  customerEmail?: string | null;
}

/** POST /api/chat/reply: a staff member's answer (admin or agent). */
export class ChatReplyDto {
  @IsString({ message: CHAT_MESSAGES.invalidSessionId })
  @Matches(CHAT_SESSION_ID_PATTERN, { message: CHAT_MESSAGES.invalidSessionId })
  sessionId!: string;

  @Transform(trimmed)
  @IsString({ message: CHAT_MESSAGES.blankMessage })
  @IsNotEmpty({ message: CHAT_MESSAGES.blankMessage })
  @MaxLength(CHAT_LIMITS.messageMax, { message: CHAT_MESSAGES.messageTooLong })
  message!: string;
}
