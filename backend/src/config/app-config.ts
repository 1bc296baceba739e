import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StaffConfig } from './staff-config.js';
import { loadOrCreateGeneratedSecrets } from './generated-secrets.js';
import { COMPANY } from '@evisa/contracts';
import { parseTrustedProxies } from '../infrastructure/http/trusted-proxies.js';

export interface AppConfig {
  readonly port: number;
  /** Set: use that Postgres. Unset: start an embedded Postgres under `dataDir`. */
  readonly databaseUrl: string | undefined;
  /** Git-ignored folder for the embedded cluster and generated secrets. */
  readonly dataDir: string;
  /** Key-encryption key (32 bytes) that wraps every per-subject data key. */
  readonly dataEncryptionKey: Buffer;
  /** HMAC secret for the simulated payment provider's signed results. */
  readonly paymentSigningSecret: string;
  readonly logLevel: string;
  readonly production: boolean;
  /** Folder with the built frontend, served at / when present. */
  readonly frontendDist: string;
  /** Staff sign-in, sessions and rate limits; unset: read from the environment (see staff-config.ts). */
  readonly staff?: StaffConfig;
  /** Set: card payments go through Stripe Checkout instead of the simulated provider. */
  readonly stripeSecretKey?: string;
  /** Signing secret of the Stripe webhook endpoint (`whsec_...`); webhooks are refused without it. */
  readonly stripeWebhookSecret?: string;
  /** Where travellers reach the site; providers need absolute return URLs. */
  readonly publicBaseUrl: string;
  /** Set: emails go out over SMTP; unset: they stay in the local outbox for staff to read. */
  readonly smtpUrl?: string;
  /** The From header of every email. */
  readonly mailFrom: string;
  /** TRUST_PROXY: the reverse proxies whose X-Forwarded-For names the client (see trusted-proxies.ts); unset: loopback only. */
  readonly trustedProxies?: readonly string[];
}

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Secrets come from the environment; when absent (development, first start) they are generated once
 * and kept in `<dataDir>/secrets.json` (mode 0600), so restarts can still decrypt what was written.
 */
function loadOrCreateSecrets(dataDir: string): { dataEncryptionKey: string; paymentSigningSecret: string } {
  return loadOrCreateGeneratedSecrets(dataDir, {
    dataEncryptionKey: () => randomBytes(32).toString('base64'),
    paymentSigningSecret: () => randomBytes(32).toString('base64'),
  });
}

function parseKey(base64: string, name: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes, base64-encoded`);
  return key;
}

/**
 * The site's public address. Stripe sends travellers back to it after paying, and every email's
 * status link points at it, so in production, once either reaches the outside world (Stripe keys or
 * SMTP), a missing address would send paying travellers and email readers to localhost: refuse to
 * start instead. A demonstration on the simulated provider with the local outbox keeps the default.
 */
function parsePublicBaseUrl(env: NodeJS.ProcessEnv, port: number, production: boolean): string {
  const value = env.PUBLIC_BASE_URL?.trim();
  if (!value) {
    if (production && (env.STRIPE_SECRET_KEY || env.SMTP_URL)) {
      throw new Error('PUBLIC_BASE_URL must be set in production with STRIPE_SECRET_KEY or SMTP_URL: payment returns and email links use it (e.g. https://evisa.example.com)');
    }
    return `http://localhost:${port}`;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_BASE_URL must be an absolute http(s) address, got ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`PUBLIC_BASE_URL must be an absolute http(s) address, got ${value}`);
  if (url.search || url.hash) throw new Error(`PUBLIC_BASE_URL must not carry a query or fragment, got ${value}`);
  return value.replace(/\/+$/, '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = resolve(env.EVISA_DATA_DIR ?? join(REPO_ROOT, '.data'));
  const needsGenerated = !env.DATA_ENCRYPTION_KEY || !env.PAYMENT_SIGNING_SECRET;
  const production = env.NODE_ENV === 'production';
  if (needsGenerated && production) {
    throw new Error('DATA_ENCRYPTION_KEY and PAYMENT_SIGNING_SECRET must be set in production');
  }
  const generated = needsGenerated ? loadOrCreateSecrets(dataDir) : undefined;
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const stripeSecretKey = env.STRIPE_SECRET_KEY || undefined;
  const stripeWebhookSecret = env.STRIPE_WEBHOOK_SECRET || undefined;
  // Without the webhook secret no Stripe payment could ever complete: fail at start, not at the first sale.
  if (stripeSecretKey && !stripeWebhookSecret && production) throw new Error('STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is');
  // The simulated provider settles any checkout with whatever outcome its caller asks for: in
  // production it would let anyone mark an application paid without paying. Only a demo may opt in.
  if (!stripeSecretKey && production && env.ALLOW_SIMULATED_PAYMENTS !== 'true') {
    throw new Error(
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set in production (NODE_ENV=production): without them the simulated payment provider, '
        + 'which marks applications paid without any card payment, would be used. For a demonstration only, set ALLOW_SIMULATED_PAYMENTS=true.',
    );
  }
  const publicBaseUrl = parsePublicBaseUrl(env, port, production);
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    dataEncryptionKey: parseKey(env.DATA_ENCRYPTION_KEY ?? generated!.dataEncryptionKey, 'DATA_ENCRYPTION_KEY'),
    paymentSigningSecret: env.PAYMENT_SIGNING_SECRET ?? generated!.paymentSigningSecret,
    logLevel: env.LOG_LEVEL ?? 'info',
    production,
    frontendDist: resolve(env.FRONTEND_DIST ?? join(REPO_ROOT, 'frontend/dist')),
    stripeSecretKey,
    stripeWebhookSecret,
    publicBaseUrl,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || `${COMPANY.brandName} <no-reply@traveldesk-turkiye.com>`,
    trustedProxies: parseTrustedProxies(env.TRUST_PROXY),
  };
}
