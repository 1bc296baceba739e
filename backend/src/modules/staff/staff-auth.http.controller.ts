import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StaffSessionView } from '@evisa/contracts';
import { ChangeOwnPasswordDto, StaffLoginDto } from '@evisa/contracts/dto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { expiredCookie, readCookie, serializeCookie, type CookieOptions } from './auth/cookies.js';
import { DEVICE_COOKIE_LIFETIME_MS } from './auth/device-cookie.js';
import { headerValue } from '../../infrastructure/http/headers.js';
import { CurrentSession, PublicStaffRoute, READ_ROLES, StaffRoles } from './auth/staff-access.decorators.js';
import { RateLimit } from './auth/rate-limit.js';
import { SessionStore, type StaffSession } from './auth/session-store.js';
import { STAFF_COOKIE_NAMES, type StaffCookieNames } from './auth/staff-cookie-names.js';
import { checkStaffSession } from './auth/staff-session-check.js';
import { SignInThrottle } from './auth/sign-in-throttle.js';
import { ChangeStaffPasswordCommand, WrongCurrentPasswordError } from './commands/change-staff-password.js';
import { SignInCommand, type SignInResult } from './commands/sign-in.js';

const AUTH_PATH = '/api/admin/auth';

/** GET /api/admin/auth/me when no live session comes with the request. */
export interface SignedOutView {
  staff: null;
}

@ApiTags('staff sign-in')
@Controller(AUTH_PATH)
export class StaffAuthController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(SignInThrottle) private readonly throttle: SignInThrottle,
    @Inject(STAFF_COOKIE_NAMES) private readonly names: StaffCookieNames,
  ) {}

  /** Path=/ and no Domain for the session and CSRF cookies: what `__Host-` requires (see staffCookieNames). */
  private cookieOptions(httpOnly: boolean, maxAgeMs?: number, path = '/'): CookieOptions {
    return { httpOnly, sameSite: 'Strict', secure: this.names.secure, path, ...(maxAgeMs ? { maxAgeMs } : {}) };
  }

  /**
   * The plain-named cookies from before the prefixes that this browser still sends, cleared; the old
   * session is revoked too, so a copy of that cookie signs no one in either (it was never read again).
   */
  private async clearRetired(request: FastifyRequest): Promise<string[]> {
    const header = request.headers.cookie ?? '';
    const { session, csrf, device } = this.names.retired;
    const sent = (name: string | undefined): name is string => name !== undefined && readCookie(header, name) !== undefined;
    const cleared: string[] = [];
    if (sent(session)) {
      const token = readCookie(header, session)!;
      if (token.length > 0 && token.length < 200) await this.sessions.revokeToken(token);
      cleared.push(expiredCookie(session, this.cookieOptions(true)));
    }
    if (sent(csrf)) cleared.push(expiredCookie(csrf, this.cookieOptions(false)));
    if (sent(device)) cleared.push(expiredCookie(device, this.cookieOptions(true, undefined, AUTH_PATH)));
    return cleared;
  }

  @Post('login')
  @HttpCode(200)
  @PublicStaffRoute()
  @RateLimit('login-ip')
  @ApiOperation({ summary: 'Staff sign-in: sets the httpOnly session cookie, a readable CSRF cookie and the httpOnly device cookie' })
  async login(@Body() body: StaffLoginDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply): Promise<StaffSessionView> {
    const result = await this.throttle.attempt(body.email, request, response, () =>
      this.commands.execute<SignInCommand, SignInResult>(new SignInCommand(body.email, body.password, { ip: request.ip, userAgent: headerValue(request.headers['user-agent']) })),
    );
    // The browser's earlier session (another member's, or its own from before) ends on the server
    // too, not only in the browser whose cookie is replaced: a copy of that cookie signs no one in.
    const earlier = readCookie(request.headers.cookie ?? '', this.names.session);
    if (earlier) await this.sessions.revokeToken(earlier);
    response.header('Set-Cookie', [
      ...(await this.clearRetired(request)),
      serializeCookie(this.names.session, result.token, this.cookieOptions(true, result.maxAgeMs)),
      serializeCookie(this.names.csrf, result.csrfToken, this.cookieOptions(false, result.maxAgeMs)),
      serializeCookie(this.names.device, this.throttle.deviceCookie(body.email), this.cookieOptions(true, DEVICE_COOKIE_LIFETIME_MS, AUTH_PATH)),
    ]);
    return { staff: result.staff, csrfToken: result.csrfToken };
  }

  @Post('logout')
  @HttpCode(204)
  @StaffRoles(...READ_ROLES)
  @ApiOperation({ summary: 'Ends the staff session (revoked on the server)' })
  async logout(@CurrentSession() session: StaffSession, @Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply): Promise<void> {
    await this.sessions.revoke(session.tokenHash);
    response.header('Set-Cookie', [
      expiredCookie(this.names.session, this.cookieOptions(true)),
      expiredCookie(this.names.csrf, this.cookieOptions(false)),
      ...(await this.clearRetired(request)),
    ]);
  }

  @Post('password')
  @HttpCode(204)
  @StaffRoles(...READ_ROLES)
  @RateLimit('login-ip')
  @ApiOperation({ summary: "Changes the signed-in member's own password (current password required); their other sessions end, this one stays" })
  async changePassword(
    @Body() body: ChangeOwnPasswordDto,
    @CurrentSession() session: StaffSession,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<void> {
    // A wrong current password counts toward the account's sign-in failure limits: a stolen session
    // cannot be used to guess the password any faster than the sign-in form can.
    await this.throttle.attempt(
      session.staff.email,
      request,
      response,
      () =>
        this.commands.execute(
          new ChangeStaffPasswordCommand({ by: 'self', staffId: session.staff.id, currentPassword: body.currentPassword, newPassword: body.newPassword, keepSessionHash: session.tokenHash }),
        ),
      (error) => error instanceof WrongCurrentPasswordError,
    );
  }

  /**
   * A question ("who is signed in here?"), not a protected resource, so "nobody" is an answer (200,
   * `{ staff: null }`) rather than a 401: the panel asks on every visit, and a 401 there put a
   * "Failed to load resource" error in the browser console of everyone opening the sign-in form.
   * Every other staff route still answers 401 without a session. Every role may ask (all read).
   */
  @Get('me')
  @PublicStaffRoute()
  @ApiOperation({ summary: 'The signed-in staff member and the CSRF token of the session; { staff: null } when nobody is signed in (no, expired or revoked session)' })
  async me(@Req() request: FastifyRequest): Promise<StaffSessionView | SignedOutView> {
    const checked = await checkStaffSession(this.sessions, this.names.session, 'GET', request.headers);
    if ('refusal' in checked) return { staff: null };
    return { staff: checked.session.staff, csrfToken: checked.session.csrfToken };
  }
}
