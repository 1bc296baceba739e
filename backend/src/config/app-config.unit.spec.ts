import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './app-config.js';

const production = {
  NODE_ENV: 'production',
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  PAYMENT_SIGNING_SECRET: randomBytes(32).toString('base64'),
};

describe('loadConfig: payments in production', () => {
  it('refuses to start without Stripe keys, naming the settings and the demo opt-in', () => {
    expect(() => loadConfig(production)).toThrow(/STRIPE_SECRET_KEY.*NODE_ENV=production.*ALLOW_SIMULATED_PAYMENTS=true/s);
  });

  it('refuses any value of ALLOW_SIMULATED_PAYMENTS other than true', () => {
    for (const value of ['', '1', 'yes', 'TRUE', 'false']) {
      expect(() => loadConfig({ ...production, ALLOW_SIMULATED_PAYMENTS: value })).toThrow(/ALLOW_SIMULATED_PAYMENTS=true/);
    }
  });

  it('starts with the simulated provider when ALLOW_SIMULATED_PAYMENTS=true (a demonstration)', () => {
    const config = loadConfig({ ...production, ALLOW_SIMULATED_PAYMENTS: 'true' });
    expect(config.production).toBe(true);
    expect(config.stripeSecretKey).toBeUndefined();
  });

  it('starts with Stripe keys', () => {
    const config = loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', PUBLIC_BASE_URL: 'https://evisa.example.com' });
    expect(config.stripeSecretKey).toBe('sk_test_x');
  });

  it('outside production the simulated provider needs no opt-in', () => {
    const config = loadConfig({ EVISA_DATA_DIR: '/nonexistent', DATA_ENCRYPTION_KEY: production.DATA_ENCRYPTION_KEY, PAYMENT_SIGNING_SECRET: 'x' });
    expect(config.production).toBe(false);
    expect(config.stripeSecretKey).toBeUndefined();
  });
});

describe('loadConfig: generated secrets', () => {
  it('adds its keys to a secrets.json that holds only the embedded Postgres password, keeping that password', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'evisa-config-'));
    try {
      writeFileSync(join(dataDir, 'secrets.json'), JSON.stringify({ embeddedPostgresPassword: 'kept' }), { mode: 0o600 });
      const config = loadConfig({ EVISA_DATA_DIR: dataDir });
      expect(config.dataEncryptionKey).toHaveLength(32);
      const stored = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8'));
      expect(stored).toMatchObject({ embeddedPostgresPassword: 'kept', dataEncryptionKey: config.dataEncryptionKey.toString('base64'), paymentSigningSecret: config.paymentSigningSecret });
      expect(statSync(join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
      expect(loadConfig({ EVISA_DATA_DIR: dataDir }).dataEncryptionKey).toEqual(config.dataEncryptionKey);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('loadConfig: the public address (PUBLIC_BASE_URL)', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

  it('is required in production once Stripe or SMTP reaches the outside world', () => {
    expect(() => loadConfig({ ...production, ...stripe })).toThrow(/PUBLIC_BASE_URL must be set in production/);
    expect(() => loadConfig({ ...production, ALLOW_SIMULATED_PAYMENTS: 'true', SMTP_URL: 'smtp://mail:25' })).toThrow(/PUBLIC_BASE_URL/);
    expect(() => loadConfig({ ...production, ...stripe, PUBLIC_BASE_URL: '   ' })).toThrow(/PUBLIC_BASE_URL must be set/);
  });

  it('keeps the local default for a production demonstration without Stripe or SMTP, and outside production', () => {
    expect(loadConfig({ ...production, ALLOW_SIMULATED_PAYMENTS: 'true', PORT: '8080' }).publicBaseUrl).toBe('http://localhost:8080');
    expect(loadConfig({ EVISA_DATA_DIR: '/nonexistent', DATA_ENCRYPTION_KEY: production.DATA_ENCRYPTION_KEY, PAYMENT_SIGNING_SECRET: 'x', SMTP_URL: 'smtp://mail:25' }).publicBaseUrl)
      .toBe('http://localhost:3000');
  });

  it('takes an absolute http(s) address, without its trailing slashes', () => {
    expect(loadConfig({ ...production, ...stripe, PUBLIC_BASE_URL: 'https://evisa.example.com//' }).publicBaseUrl).toBe('https://evisa.example.com');
    expect(loadConfig({ ...production, ...stripe, PUBLIC_BASE_URL: 'https://example.com/evisa/' }).publicBaseUrl).toBe('https://example.com/evisa');
  });

  it('refuses an address links cannot be built on', () => {
    for (const value of ['evisa.example.com', '/evisa', 'ftp://evisa.example.com', 'javascript:alert(1)', 'https://evisa.example.com/?a=1', 'https://evisa.example.com/#x']) {
      expect(() => loadConfig({ ...production, ...stripe, PUBLIC_BASE_URL: value })).toThrow(/PUBLIC_BASE_URL must/);
    }
  });
});
