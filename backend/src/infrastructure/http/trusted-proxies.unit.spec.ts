import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../config/app-config.js';
import { clientAddress, DEFAULT_TRUSTED_PROXIES, parseTrustedProxies, proxyTrust } from './trusted-proxies.js';

describe('trusted proxies (TRUST_PROXY)', () => {
  it('trusts loopback only when unset or blank', () => {
    expect(parseTrustedProxies(undefined)).toEqual(['loopback']);
    expect(parseTrustedProxies(' , ')).toEqual(['loopback']);
    const trust = proxyTrust(DEFAULT_TRUSTED_PROXIES);
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(trust(address)).toBe(true);
    for (const address of ['172.17.0.1', '10.0.0.5', '192.0.2.2', '::ffff:10.0.0.5', 'fd00::2', 'not-an-ip', '']) expect(trust(address)).toBe(false);
  });

  it('trusts the listed addresses, CIDR ranges and named ranges (IPv4 and IPv6)', () => {
    const trust = proxyTrust(parseTrustedProxies('10.0.0.5, 172.16.0.0/12 ,fd00::/8, linklocal'));
    for (const address of ['10.0.0.5', '::ffff:10.0.0.5', '172.17.0.1', '172.31.255.255', 'fd00::2', '169.254.1.1', 'fe80::1']) expect(trust(address)).toBe(true);
    for (const address of ['10.0.0.6', '172.32.0.1', '127.0.0.1', '::1', 'fc00::1']) expect(trust(address)).toBe(false);
    const private_ = proxyTrust(parseTrustedProxies('uniquelocal'));
    for (const address of ['10.1.2.3', '172.20.0.1', '192.168.1.1', 'fc00::1']) expect(private_(address)).toBe(true);
    expect(private_('8.8.8.8')).toBe(false);
  });

  it('refuses a setting it cannot read, at start-up, naming the entry', () => {
    for (const bad of ['10.0.0.300', '10.0.0.0/33', '10.0.0.0/8/1', 'proxy.internal', '::1/129', 'true', '10.0.0.0/x']) {
      expect(() => parseTrustedProxies(bad)).toThrow(`TRUST_PROXY: '${bad}'`);
    }
    const env = { DATA_ENCRYPTION_KEY: Buffer.alloc(32).toString('base64'), PAYMENT_SIGNING_SECRET: 'x' };
    expect(loadConfig(env).trustedProxies).toEqual(['loopback']);
    expect(loadConfig({ ...env, TRUST_PROXY: '172.16.0.0/12' }).trustedProxies).toEqual(['172.16.0.0/12']);
    expect(() => loadConfig({ ...env, TRUST_PROXY: 'yes' })).toThrow("TRUST_PROXY: 'yes'");
  });

  it('finds the client: the peer unless it is a trusted proxy, then the nearest untrusted forwarded hop', () => {
    const trust = proxyTrust(parseTrustedProxies('loopback,172.16.0.0/12'));
    // Not a proxy of ours: what it forwards is ignored, whatever it claims.
    expect(clientAddress('203.0.113.9', '198.51.100.1', trust)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9', undefined, trust)).toBe('203.0.113.9');
    // Our proxy (another container): the hop it appended is the client; what the client wrote before it is not believed.
    expect(clientAddress('172.18.0.1', '198.51.100.1', trust)).toBe('198.51.100.1');
    expect(clientAddress('172.18.0.1', '6.6.6.6, 198.51.100.1', trust)).toBe('198.51.100.1');
    // Two of our proxies in a row (a load balancer, then the local one).
    expect(clientAddress('127.0.0.1', '198.51.100.1, 172.20.0.3', trust)).toBe('198.51.100.1');
    // Nothing but our proxies, or a hop that is no address: the last proxy that could be believed.
    expect(clientAddress('127.0.0.1', '172.20.0.3', trust)).toBe('172.20.0.3');
    expect(clientAddress('127.0.0.1', 'garbage, 172.20.0.3', trust)).toBe('172.20.0.3');
    expect(clientAddress('127.0.0.1', undefined, trust)).toBe('127.0.0.1');
  });
});
