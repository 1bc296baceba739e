import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { StaffRole } from '@evisa/contracts';
import type { FastifyRequest } from 'fastify';
import type { StaffSession } from './session-store.js';

export const STAFF_ROLES_KEY = 'evisa:staff-roles';
export const PUBLIC_STAFF_ROUTE_KEY = 'evisa:public-staff-route';

/** Which roles may call a staff route. Every /api/admin route without it is admin-only. */
export const StaffRoles = (...roles: StaffRole[]) => SetMetadata(STAFF_ROLES_KEY, roles);

/** An /api/admin route the guard lets through without a session: sign-in, and /auth/me, which checks the session itself. */
export const PublicStaffRoute = () => SetMetadata(PUBLIC_STAFF_ROUTE_KEY, true);

export type StaffRequest = FastifyRequest & { staffSession?: StaffSession };

/** The signed-in staff member's session, set by the StaffAccessGuard. */
export const CurrentSession = createParamDecorator((_: unknown, ctx: ExecutionContext): StaffSession => {
  const session = ctx.switchToHttp().getRequest<StaffRequest>().staffSession;
  if (!session) throw new Error('CurrentSession used on a route the StaffAccessGuard did not check');
  return session;
});

/** Everyone on staff may read; admins and agents may decide; only admins manage staff. */
export const READ_ROLES: StaffRole[] = ['admin', 'agent', 'auditor'];
export const DECIDE_ROLES: StaffRole[] = ['admin', 'agent'];
