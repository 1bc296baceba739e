import { isIP } from 'node:net';
import { plainAddress } from '../../../infrastructure/http/trusted-proxies.js';

/**
 * The key the per-IP limits count a client address under. An IPv4 address is one client, however
 * written (`::ffff:a.b.c.d` is the same address as `a.b.c.d`). An IPv6 address is counted by its /64
 * prefix, not whole: a subscriber is routinely given a /64 (or more) of their own, so counting each
 * address let one client pick a fresh address per request from 2^64 and never reach a limit
 * (sign-in, status lookups, submissions, chat). Anything else (no address) is its own key.
 */
export function rateLimitAddress(address: string | undefined): string {
  if (!address) return 'unknown';
  const plain = plainAddress(address.split('%', 1)[0]!);
  const version = isIP(plain);
  if (version === 4) return plain;
  if (version !== 6) return plain;
  return `${ipv6Hextets(plain).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, lower-case without leading zeros (`::` and a dotted IPv4 tail expanded). */
function ipv6Hextets(address: string): string[] {
  let text = address.toLowerCase();
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((group) => parseInt(group, 16).toString(16));
}
