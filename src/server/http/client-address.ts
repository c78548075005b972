// The visitor's address for rate limits, sign-in throttling and the audit log. Behind a trusted
// proxy Fastify reads it from X-Forwarded-For, where a client can write anything; only a real IP
// address is used or stored, and anything else falls back to the address that connected to us.
import { isIP } from "node:net";
import type { FastifyRequest } from "fastify";
import ipaddr from "ipaddr.js";

export function clientAddress(request: FastifyRequest): string {
  if (isIP(request.ip)) return request.ip;
  const socketAddress = request.socket.remoteAddress ?? "";
  return isIP(socketAddress) ? socketAddress : "0.0.0.0";
}

/** How much of an IPv6 address names one client: a home or a server is given a whole /64. */
export const IPV6_CLIENT_PREFIX = 64;

/**
 * What every per-address limit counts by: an IPv6 address's /64 ("2001:db8::/64"), as
 * anyone with one address in it has all the others too; an IPv4 address itself, also when written
 * as IPv6 (::ffff:203.0.113.7, from a dual-stack socket). Anything that is not an address, such as
 * the sign-in throttle's `user:<name>` keys, is returned as it is. The audit log keeps the address.
 */
export function limitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const parsed = ipaddr.IPv6.parse(address);
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  const bytes = parsed.toByteArray();
  const network = bytes.map((byte, index) => (index < IPV6_CLIENT_PREFIX / 8 ? byte : 0));
  return `${new ipaddr.IPv6(network).toString()}/${IPV6_CLIENT_PREFIX}`;
}
