// Whether passkeys can be made at all at SITE_URL. A passkey belongs to a relying party named by
// the site's host (passkeys.ts), and browsers accept only a domain name there, never an IP address
// (WebAuthn §5.1.4: the RP ID must be a registrable domain suffix of the origin's host), and only
// on a secure origin: https://, or localhost for development. Anything else fails in the browser
// with an unhelpful error, so the server says why, at start and in "Your account".
import { isIP } from "node:net";

const isLocalhost = (host: string) => host === "localhost" || host.endsWith(".localhost");

/** Why passkeys cannot be made at `siteUrl`, in words for the person; null when they can. */
export function passkeysUnavailable(siteUrl: string): string | null {
  const { hostname, protocol } = new URL(siteUrl);
  const host = hostname.replace(/^\[(.*)\]$/, "$1");
  if (isIP(host) !== 0) {
    return (
      `Passkeys cannot be used on this site: its address (SITE_URL) is ${hostname}, an IP ` +
      "address, and a passkey can only belong to a name such as access.example.org. Set " +
      "SITE_URL to the site's name, or ask the site's owner to."
    );
  }
  if (protocol !== "https:" && !isLocalhost(host)) {
    return (
      `Passkeys cannot be used on this site: its address (SITE_URL) starts with ${protocol}//, ` +
      "and browsers make passkeys only for https:// addresses. Set SITE_URL to the site's " +
      "https:// address, or ask the site's owner to."
    );
  }
  return null;
}
