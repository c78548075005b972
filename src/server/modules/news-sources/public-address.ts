// Which addresses a news-source fetch may reach: only the public internet. A feed URL
// that names, or resolves to, this machine, the local network or the cloud's metadata service is
// refused, so the admin's "add a feed" cannot be turned into a probe of the inside.
//
// The ranges are ipaddr.js's names for them (no hand-written range arithmetic): an
// address is public only if the library calls it plain "unicast", and for IPv6 only inside
// 2000::/3, the one block handed out for the internet. IPv6 forms that carry an IPv4 address are
// judged by that address where it can be read for certain, and refused where it cannot.
import { lookup as dnsLookup } from "node:dns/promises";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/** Global unicast: all of the IPv6 internet; everything outside it is reserved by the IETF. */
const GLOBAL_UNICAST = ipaddr.parseCIDR("2000::/3");
/** NAT64's well-known prefix (RFC 6052), always a /96: the IPv4 address is the last 32 bits. */
const NAT64_WELL_KNOWN = ipaddr.parseCIDR("64:ff9b::/96");

const isPublicV4 = (address: ipaddr.IPv4) => address.range() === "unicast";

/** The IPv4 address in the bytes [from, from + 4) of an IPv6 address. */
const v4At = (address: ipaddr.IPv6, from: number) =>
  new ipaddr.IPv4(address.toByteArray().slice(from, from + 4));

function isPublicV6(address: ipaddr.IPv6): boolean {
  switch (address.range()) {
    case "unicast":
      // Not a named range, but also not the old "IPv4-compatible" ::a.b.c.d or any other
      // unassigned block: only 2000::/3 is on the internet.
      return address.match(GLOBAL_UNICAST);
    case "ipv4Mapped":
      // ::ffff:a.b.c.d is the IPv4 address itself, to a dual-stack socket.
      return isPublicV4(address.toIPv4Address());
    case "rfc6052":
      // NAT64. Under the well-known 64:ff9b::/96 (what DNS64 gives an IPv6-only host for every
      // IPv4-only site) the IPv4 address decides. The local-use 64:ff9b:1::/48 (RFC 8215) may be
      // used with a /48 to /96 prefix, which puts the IPv4 address in different bits: it cannot
      // be read for certain, so the whole prefix is refused.
      return address.match(NAT64_WELL_KNOWN) && isPublicV4(v4At(address, 12));
    case "6to4":
      // 2002:aabb:ccdd::/48 is a tunnel to a.b.c.d's network.
      return isPublicV4(v4At(address, 2));
    default:
      // Loopback, unspecified, link-local, unique local, multicast, documentation, benchmarking,
      // discard, Teredo (an IPv4 address hidden in the bits), SIIT's IPv4-translated
      // ::ffff:0:a.b.c.d (only meaningful inside a translator) and every other named range.
      return false;
  }
}

/** True only for an IP address on the public internet; anything unparseable is not public. */
export function isPublicAddress(address: string): boolean {
  // Node's strict forms only: ipaddr.js would also take "127.1" or "0x7f.0.0.1".
  const family = isIP(address);
  if (family === 0) return false;
  try {
    if (family === 4) return isPublicV4(ipaddr.IPv4.parse(address));
    // ipaddr.js reads a dotted tail straight after "::" (the deprecated IPv4-compatible
    // ::a.b.c.d) as IPv4-mapped, which the socket does not; the URL parser writes every IPv6
    // address in hex, bit for bit. A zone (%eth0) only ever follows a link-local address.
    const hex = new URL(`http://[${address.replace(/%.*$/, "")}]/`).hostname.slice(1, -1);
    return isPublicV6(ipaddr.IPv6.parse(hex));
  } catch {
    return false;
  }
}

export class PrivateAddressError extends Error {}

export type Lookup = (hostname: string) => Promise<{ address: string }[]>;

/** The system's resolver, every address in the order it gives them. */
export const systemLookup: Lookup = (hostname) =>
  dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Resolves a host name and returns its addresses, refusing it unless every one is public (a host
 * with one public and one private address could be reached on either). Throws PrivateAddressError
 * with words for the admin, or the resolver's own error when the name does not resolve.
 */
export async function resolvePublicHost(
  hostname: string,
  lookup: Lookup = systemLookup,
): Promise<{ address: string }[]> {
  const addresses = await lookup(hostname);
  if (addresses.length === 0) throw new Error(`${hostname} has no address`);
  const refused = addresses.find(({ address }) => !isPublicAddress(address));
  if (refused) {
    throw new PrivateAddressError(
      `${hostname} is on a private, loopback or link-local address (${refused.address}), which news sources may not use`,
    );
  }
  return addresses;
}

/** Resolves the URL's host and refuses it unless every address it has is public. */
export async function assertPublicHost(url: URL, lookup: Lookup = systemLookup): Promise<void> {
  // URL keeps IPv6 literals in brackets; the resolver wants them bare.
  await resolvePublicHost(url.hostname.replace(/^\[(.*)\]$/, "$1"), lookup);
}
