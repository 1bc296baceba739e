import { BlockList, isIP } from 'node:net';

/**
 * Which peers are our own reverse proxies, whose X-Forwarded-For names the client. The per-IP limits
 * (staff sign-in, downloads, status lookups, chat) count by the client address found this way, so it
 * must be right: when the proxy in front is not on this host (another container, a load balancer)
 * and is not trusted, every request seems to come from the proxy, and one client using up a limit
 * shuts everyone out (staff sign-in included). Trusting an address that is not a proxy would let its
 * clients pick their own address, so nothing beyond loopback is trusted unless configured.
 *
 * TRUST_PROXY: a comma-separated list of addresses (`10.0.0.5`), CIDR ranges (`172.16.0.0/12`) and
 * the names `loopback` (the default), `linklocal` and `uniquelocal` (the private ranges: 10/8,
 * 172.16/12, 192.168/16, fc00::/7).
 */
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = ['loopback'];

const NAMED_RANGES: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** Tells whether a peer address (as the socket reports it) is a trusted proxy. */
export type ProxyTrust = (address: string) => boolean;

/** TRUST_PROXY's entries, checked; unset or blank is the default (loopback only). */
export function parseTrustedProxies(setting: string | undefined): readonly string[] {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  if (entries.length === 0) return DEFAULT_TRUSTED_PROXIES;
  for (const entry of entries) {
    if (!(entry in NAMED_RANGES) && !parseRange(entry)) {
      throw new Error(`TRUST_PROXY: '${entry}' is not an IP address, a CIDR range, loopback, linklocal or uniquelocal`);
    }
  }
  return entries;
}

/** '10.0.0.5' or '10.0.0.0/8' (IPv4 or IPv6) as address, prefix and family; undefined when it is neither. */
function parseRange(entry: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | undefined {
  const [address = '', prefixText, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return undefined;
  const bits = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return undefined;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (prefix > bits) return undefined;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** An IPv4 peer on a dual-stack socket is reported as ::ffff:a.b.c.d; ranges are written as IPv4. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** The trust test for the entries (from parseTrustedProxies). */
export function proxyTrust(entries: readonly string[]): ProxyTrust {
  const list = new BlockList();
  for (const entry of entries) {
    for (const range of NAMED_RANGES[entry] ?? [entry]) {
      const parsed = parseRange(range)!;
      list.addSubnet(parsed.address, parsed.prefix, parsed.family);
    }
  }
  return (address) => {
    const plain = plainAddress(address);
    const version = isIP(plain);
    return version !== 0 && list.check(plain, version === 4 ? 'ipv4' : 'ipv6');
  };
}

/** Whether an IP address (IPv4, IPv6, IPv4-mapped IPv6) is this machine's own: the `loopback` range. */
export const isLoopbackAddress: (address: string) => boolean = proxyTrust(['loopback']);

/**
 * The client's address, as Fastify finds it for HTTP requests with the same trust: the peer, unless
 * it is a trusted proxy; then the nearest X-Forwarded-For hop that is not one (hops are appended by
 * each proxy, so those further left were written by the client and are not believed).
 */
export function clientAddress(peer: string, forwardedFor: string | undefined, trust: ProxyTrust): string {
  let client = plainAddress(peer);
  if (!trust(client) || !forwardedFor) return client;
  const hops = forwardedFor.split(',').map((hop) => hop.trim());
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = plainAddress(hops[i]!);
    // A hop that is no address ends the chain: what a trusted proxy passed on is all we can believe.
    if (isIP(hop) === 0) return client;
    client = hop;
    if (!trust(hop)) return client;
  }
  return client;
}
