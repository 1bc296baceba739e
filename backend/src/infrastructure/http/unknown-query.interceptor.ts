import { BadRequestException, type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';

/** Whether the handler reads its query string (through a `@Query()` DTO, which whitelists it). */
function readsQuery(context: ExecutionContext): boolean {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, context.getClass(), context.getHandler().name) ?? {}) as Record<string, unknown>;
  return Object.keys(args).some((key) => key.split(':')[0] === String(RouteParamtypes.QUERY));
}

/**
 * Every input is whitelisted: the routes with a `@Query()` DTO refuse unknown parameters in the
 * validation pipe, and this refuses any query parameter on the routes that take none (400 naming
 * them), rather than ignoring what the caller meant to say. Runs after the guards, so a signed-out
 * caller of a staff route still gets its 401 first.
 */
@Injectable()
export class UnknownQueryInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http' && !readsQuery(context)) {
      const query = context.switchToHttp().getRequest<FastifyRequest>().query as Record<string, unknown> | undefined;
      const names = Object.keys(query ?? {});
      if (names.length > 0) throw new BadRequestException(`Unknown query parameter: ${names.slice(0, 5).join(', ')}`);
    }
    return next.handle();
  }
}
