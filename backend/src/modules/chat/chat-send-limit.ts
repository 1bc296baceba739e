import { type CanActivate, type ExecutionContext, HttpException, Inject, Injectable } from '@nestjs/common';
import { CHAT_MESSAGES } from '@evisa/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimitCounters } from '../staff/auth/rate-limit.js';
import { CHAT_CONFIG, type ChatConfig } from './chat-config.js';

const MINUTE_MS = 60_000;

/** Traveller messages per client IP, REST and socket alike (against flooding from many fresh conversations). */
@Injectable()
export class ChatSendLimit {
  private readonly counters = new RateLimitCounters();

  constructor(@Inject(CHAT_CONFIG) private readonly config: ChatConfig) {}

  /** Counts one message from `ip`; the seconds to wait when over the limit, else 0. */
  hit(ip: string): number {
    return this.counters.hit(`chat-send:${ip}`, this.config.messagesPerMinutePerIp, MINUTE_MS);
  }
}

/** The per-IP limit on POST /api/chat/message: 429 with Retry-After. */
@Injectable()
export class ChatSendLimitGuard implements CanActivate {
  constructor(@Inject(ChatSendLimit) private readonly limit: ChatSendLimit) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const wait = this.limit.hit(request.ip ?? 'unknown');
    if (wait === 0) return true;
    context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(wait));
    throw new HttpException({ statusCode: 429, message: CHAT_MESSAGES.tooManyMessages }, 429);
  }
}
