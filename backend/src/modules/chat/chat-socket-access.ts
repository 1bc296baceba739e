import { Inject, Injectable } from '@nestjs/common';
import { CHAT_SESSION_ID_PATTERN } from '@evisa/contracts';
import type { Socket } from 'socket.io';
import type { AppConfig } from '../../config/app-config.js';
import { Database } from '../../infrastructure/database/database.js';
import { headerValue } from '../../infrastructure/http/headers.js';
import { clientAddress, DEFAULT_TRUSTED_PROXIES, proxyTrust, type ProxyTrust } from '../../infrastructure/http/trusted-proxies.js';
import { APP_CONFIG } from '../../infrastructure/infrastructure.module.js';
import { readCookie } from '../staff/auth/cookies.js';
import { SessionStore } from '../staff/auth/session-store.js';
import { STAFF_COOKIE_NAMES, type StaffCookieNames } from '../staff/auth/staff-cookie-names.js';
import { conversationStatus } from './chat-read-models.js';

type Handshake = Socket['handshake'];

/** Who a socket is: a signed-in staff member (any role), the holder of one conversation, or nobody. */
export type SocketIdentity =
  | { readonly kind: 'staff'; readonly token: string; readonly staffId: string }
  | { readonly kind: 'traveller'; readonly sessionId: string; readonly ip: string }
  | { readonly kind: 'refused' };

const REFUSED: SocketIdentity = { kind: 'refused' };

/**
 * Decides who a connecting socket is, with the same checks as the REST routes: the staff session
 * cookie resolved by the SessionStore (as the StaffAccessGuard does), or a traveller's session id
 * naming a conversation that exists and is not erased. Nothing in the query string counts
 * (`?admin=true` grants nothing).
 */
@Injectable()
export class ChatSocketAccess {
  private readonly publicHost: string;
  private readonly trust: ProxyTrust;

  constructor(
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(Database) private readonly db: Database,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(STAFF_COOKIE_NAMES) private readonly cookies: StaffCookieNames,
  ) {
    this.publicHost = new URL(config.publicBaseUrl).host;
    this.trust = proxyTrust(config.trustedProxies ?? DEFAULT_TRUSTED_PROXIES);
  }

  async identify(handshake: Handshake): Promise<SocketIdentity> {
    const token = readCookie(headerValue(handshake.headers.cookie) ?? '', this.cookies.session);
    if (token) {
      // A page elsewhere opening a socket here would ride on the staff cookie (cross-site WebSocket hijacking).
      if (!this.isOwnOrigin(handshake)) return REFUSED;
      const session = token.length < 200 ? await this.sessions.resolve(token) : null;
      if (session) return { kind: 'staff', token, staffId: session.staff.id };
    }
    const sessionId: unknown = (handshake.auth as { sessionId?: unknown } | undefined)?.sessionId;
    if (typeof sessionId !== 'string' || !CHAT_SESSION_ID_PATTERN.test(sessionId)) return REFUSED;
    if ((await conversationStatus(this.db, sessionId)) !== 'open') return REFUSED;
    return { kind: 'traveller', sessionId, ip: clientIp(handshake, this.trust) };
  }

  /** Tells `listener` whenever this instance ends staff sessions (see SessionStore.onSessionsEnded); returns the unsubscribe. */
  onStaffSessionsEnded(listener: () => void): () => void {
    return this.sessions.onSessionsEnded(listener);
  }

  /** Whether a staff socket's session is still live (not signed out, expired or disabled). */
  async staffStillSignedIn(token: string): Promise<boolean> {
    return (await this.sessions.resolve(token)) !== null;
  }

  /** No Origin (not a browser) or this server's own, as the browser reached it or as configured. */
  private isOwnOrigin(handshake: Handshake): boolean {
    const origin = headerValue(handshake.headers.origin);
    if (origin === undefined) return true;
    let host: string;
    try {
      const url = new URL(origin);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
      host = url.host;
    } catch {
      return false;
    }
    return host === headerValue(handshake.headers.host) || host === this.publicHost;
  }
}

/** The client's address as the HTTP routes see it: the same trusted proxies (TRUST_PROXY) name it in X-Forwarded-For. */
export function clientIp(handshake: Handshake, trust: ProxyTrust): string {
  return clientAddress(handshake.address, headerValue(handshake.headers['x-forwarded-for']), trust);
}
