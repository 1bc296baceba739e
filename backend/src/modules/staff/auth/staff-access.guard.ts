import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants.js';
import { Reflector } from '@nestjs/core';
import { ADMIN_MESSAGES, type StaffRole } from '@evisa/contracts';
import { PUBLIC_STAFF_ROUTE_KEY, STAFF_ROLES_KEY, type StaffRequest } from './staff-access.decorators.js';
import { SessionStore } from './session-store.js';
import { STAFF_COOKIE_NAMES, type StaffCookieNames } from './staff-cookie-names.js';
import { checkStaffSession } from './staff-session-check.js';

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
    @Inject(STAFF_COOKIE_NAMES) private readonly cookies: StaffCookieNames,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<StaffRequest>();
    const roles = this.reflector.getAllAndOverride<StaffRole[] | undefined>(STAFF_ROLES_KEY, targets);
    if (!roles && !isAdminPath(Reflect.getMetadata(PATH_METADATA, context.getClass()), request.url.split('?', 1)[0]!)) return true;
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_STAFF_ROUTE_KEY, targets)) return true;

    const checked = await checkStaffSession(this.sessions, this.cookies.session, request.method, request.headers);
    if ('refusal' in checked) {
      throw checked.refusal.statusCode === 401 ? new UnauthorizedException({ ...checked.refusal }) : new ForbiddenException({ ...checked.refusal });
    }
    const { session } = checked;
    if (!(roles ?? ['admin']).includes(session.staff.role)) throw new ForbiddenException({ statusCode: 403, message: ADMIN_MESSAGES.roleForbidden });
    request.staffSession = session;
    return true;
  }
}
