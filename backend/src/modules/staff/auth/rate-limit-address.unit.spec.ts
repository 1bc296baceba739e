import { describe, expect, it } from '@jest/globals';
import { rateLimitAddress } from './rate-limit-address.js';

describe('rate-limit address key', () => {
  it('counts an IPv4 address as itself, written plainly or IPv4-mapped', () => {
    expect(rateLimitAddress('198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitAddress('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitAddress('::FFFF:198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts IPv6 addresses by their /64, however they are written', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0000:0000:0000:0009', '2001:db8:1:2::a%eth0', '2001:db8:1:2:0:0:1.2.3.4']) {
      expect(rateLimitAddress(address)).toBe(key);
    }
    expect(rateLimitAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(rateLimitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitAddress('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });

  it('keeps anything that is not an address as it is, and names a missing one', () => {
    expect(rateLimitAddress('not an address')).toBe('not an address');
    expect(rateLimitAddress(undefined)).toBe('unknown');
    expect(rateLimitAddress('')).toBe('unknown');
  });
});
