import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Config } from '../config';

/** A TRUST_PROXY entry: an address or a CIDR range, IPv4 or IPv6. */
export function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const blockLists = new WeakMap<readonly string[], BlockList>();

function trusted(entries: readonly string[]): BlockList {
  let list = blockLists.get(entries);
  if (!list) {
    list = new BlockList();
    for (const entry of entries) {
      const [address = '', bits] = entry.split('/');
      const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
      if (bits === undefined) list.addAddress(address, family);
      else list.addSubnet(address, Number(bits), family);
    }
    blockLists.set(entries, list);
  }
  return list;
}

const isTrusted = (list: BlockList, address: string) => list.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');

/**
 * The client's address: the socket's, unless the socket is a proxy named in TRUST_PROXY. Then X-Forwarded-For is
 * read from its nearest hop outwards, and the first address that is not a trusted proxy is the client's, so a
 * client cannot choose its address by sending the header itself. Undefined off a Node socket (app.request in tests).
 */
export function clientAddressOf(c: Context): string | undefined {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
  const proxies = (c.get('config') as Config | undefined)?.trustProxy;
  if (!socket || !proxies?.length) return socket;
  const list = trusted(proxies);
  if (!isTrusted(list, socket)) return socket;
  const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((hop) => hop.trim());
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (!isIP(hop)) return socket; // a mangled header: count the request against the proxy, not a made-up client
    if (!isTrusted(list, hop)) return hop;
  }
  return socket;
}
