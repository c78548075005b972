// Which addresses a news-source fetch may reach (issue 16): only the public internet. A feed URL
// that names, or resolves to, this machine, the local network or the cloud's metadata service is
// refused, so the admin's "add a feed" cannot be turned into a probe of the inside.
import { lookup as dnsLookup } from "node:dns/promises";
import { isIP } from "node:net";

/** IPv4 ranges that are not the public internet, as [first octets, prefix length]. */
const NON_PUBLIC_V4: [string, number][] = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, including the cloud metadata service
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // old 6to4 relays
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
];

/** IPv6 ranges that are not the public internet (embedded IPv4 is checked separately). */
const NON_PUBLIC_V6: [string, number][] = [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["100::", 64], // discard
  ["2001::", 32], // Teredo (tunnels to an IPv4 address hidden in the bits)
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local (private)
  ["fe80::", 10], // link-local
  ["fec0::", 10], // old site-local
  ["ff00::", 8], // multicast
];

function v4Bytes(address: string): number[] {
  return address.split(".").map(Number);
}

/** The 16 bytes of an IPv6 address, dotted IPv4 tails included; null if it is not one. */
function v6Bytes(address: string): number[] | null {
  const withoutZone = address.split("%")[0] ?? "";
  if (isIP(withoutZone) !== 6) return null;
  let text = withoutZone;
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = v4Bytes(dotted[1]);
    const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
    text = `${text.slice(0, -dotted[1].length)}${hex(a, b)}:${hex(c, d)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [
    ...headGroups,
    ...(tail === undefined ? [] : Array<string>(missing).fill("0")),
    ...tailGroups,
  ];
  if (groups.length !== 8) return null;
  return groups.flatMap((group) => {
    const value = Number.parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

function inPrefix(bytes: number[], network: number[], prefix: number): boolean {
  for (let bit = 0; bit < prefix; bit += 8) {
    const index = bit / 8;
    const bits = Math.min(8, prefix - bit);
    const mask = (0xff << (8 - bits)) & 0xff;
    if (((bytes[index] ?? 0) & mask) !== ((network[index] ?? 0) & mask)) return false;
  }
  return true;
}

function isPublicV4(bytes: number[]): boolean {
  return !NON_PUBLIC_V4.some(([network, prefix]) => inPrefix(bytes, v4Bytes(network), prefix));
}

/** The IPv4 address an IPv6 address carries (mapped, compatible, NAT64 or 6to4), if any. */
function embeddedV4(bytes: number[]): number[] | null {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (the old "compatible" form)
  if (zeros(0, 10) && ((bytes[10] === 0xff && bytes[11] === 0xff) || zeros(10, 12))) {
    return bytes.slice(12, 16);
  }
  // 64:ff9b::a.b.c.d and 64:ff9b:1::/48 (NAT64)
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b) {
    return bytes.slice(12, 16);
  }
  // 2002:aabb:ccdd::/48 (6to4)
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return bytes.slice(2, 6);
  return null;
}

/** True only for an IP address on the public internet; anything unparseable is not public. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return isPublicV4(v4Bytes(address));
  const bytes = v6Bytes(address);
  if (!bytes) return false;
  const v4 = embeddedV4(bytes);
  // :: and ::1 look like "compatible" addresses of 0.0.0.0 and 0.0.0.1, which are not public.
  if (v4) return isPublicV4(v4);
  return !NON_PUBLIC_V6.some(([network, prefix]) => {
    const networkBytes = v6Bytes(network);
    return networkBytes !== null && inPrefix(bytes, networkBytes, prefix);
  });
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
