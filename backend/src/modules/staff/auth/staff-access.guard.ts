import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants.js';
import { Reflector } from '@nestjs/core';
import { ADMIN_MESSAGES, STAFF_CSRF_HEADER, STAFF_SESSION_COOKIE, type StaffRole } from '@evisa/contracts';
import { timingSafeEqual } from 'node:crypto';
import { PUBLIC_STAFF_ROUTE_KEY, STAFF_ROLES_KEY, type StaffRequest } from './staff-access.decorators.js';
import { SessionStore } from './session-store.js';
import { readCookie } from './cookies.js';
import { headerValue } from '../../../infrastructure/http/headers.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function isAdminPath(controllerPath: unknown, requestPath: string): boolean {
  const paths = Array.isArray(controllerPath) ? controllerPath : [controllerPath];
  return paths.some((p) => typeof p === 'string' && p.replace(/^\/+/, '').startsWith('api/admin')) || requestPath.toLowerCase().startsWith('/api/admin');
}

/**
 * Global guard for staff routes. Deny by default: every route under /api/admin (by controller path
 * or request path) needs a live session, a matching X-CSRF-Token on state-changing methods, and a
 * role listed in @StaffRoles (admin only when none is listed). Other routes opt in with @StaffRoles.
 */
@Injectable()
export class StaffAccessGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(SessionStore) private readonly sessions: SessionStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<StaffRequest>();
    const roles = this.reflector.getAllAndOverride<StaffRole[] | undefined>(STAFF_ROLES_KEY, targets);
    if (!roles && !isAdminPath(Reflect.getMetadata(PATH_METADATA, context.getClass()), request.url.split('?', 1)[0]!)) return true;
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_STAFF_ROUTE_KEY, targets)) return true;

    // Parsed here rather than by a global middleware: public routes never pay for cookie parsing.
    const token = readCookie(request.headers.cookie ?? '', STAFF_SESSION_COOKIE);
    const session = typeof token === 'string' && token.length > 0 && token.length < 200 ? await this.sessions.resolve(token) : null;
    if (!session) throw new UnauthorizedException({ statusCode: 401, message: ADMIN_MESSAGES.signInRequired });
    if (!SAFE_METHODS.has(request.method) && !sameToken(headerValue(request.headers[STAFF_CSRF_HEADER.toLowerCase()]), session.csrfToken)) {
      throw new ForbiddenException({ statusCode: 403, message: ADMIN_MESSAGES.csrfInvalid });
    }
    if (!(roles ?? ['admin']).includes(session.staff.role)) throw new ForbiddenException({ statusCode: 403, message: ADMIN_MESSAGES.roleForbidden });
    request.staffSession = session;
    return true;
  }
}
