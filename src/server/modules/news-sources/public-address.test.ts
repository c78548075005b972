import { describe, expect, it } from "vitest";
import { assertPublicHost, isPublicAddress, PrivateAddressError } from "./public-address.ts";

describe("isPublicAddress", () => {
  it.each([
    // IPv4: the edges of every range, and the neighbours just outside them
    ["0.0.0.0", false],
    ["0.255.255.255", false],
    ["1.0.0.0", true],
    ["9.255.255.255", true],
    ["10.0.0.0", false],
    ["10.255.255.255", false],
    ["11.0.0.0", true],
    ["100.63.255.255", true],
    ["100.64.0.0", false],
    ["100.127.255.255", false],
    ["100.128.0.0", true],
    ["126.255.255.255", true],
    ["127.0.0.1", false],
    ["127.255.255.255", false],
    ["128.0.0.0", true],
    ["169.253.255.255", true],
    ["169.254.169.254", false],
    ["169.255.0.0", true],
    ["172.15.255.255", true],
    ["172.16.0.0", false],
    ["172.31.255.255", false],
    ["172.32.0.0", true],
    ["192.167.255.255", true],
    ["192.168.0.1", false],
    ["192.168.255.255", false],
    ["192.169.0.0", true],
    ["192.0.0.8", false], // IETF protocol assignments
    ["192.0.2.1", false], // documentation
    ["192.88.99.1", false], // old 6to4 relays
    ["198.17.255.255", true],
    ["198.18.0.1", false], // benchmarking
    ["198.19.255.255", false],
    ["198.20.0.0", true],
    ["198.51.100.7", false], // documentation
    ["203.0.113.9", false], // documentation
    ["223.255.255.255", true],
    ["224.0.0.1", false], // multicast
    ["239.255.255.250", false],
    ["240.0.0.1", false], // reserved
    ["254.255.255.255", false],
    ["255.255.255.255", false], // broadcast
    ["8.8.8.8", true],
    ["151.101.0.81", true],
    // IPv6
    ["::", false],
    ["::1", false],
    ["0:0:0:0:0:0:0:1", false],
    ["fc00::1", false],
    ["fd12:3456::1", false],
    // Only 2000::/3 is handed out for the internet; the rest of the space is reserved.
    ["fbff:ffff::1", false],
    ["1fff:ffff:ffff::1", false],
    ["2000::1", true],
    ["2a00:1450:4001::1", true],
    ["4000::1", false],
    ["100::1", false], // discard
    ["fe80::1", false],
    ["fe80::1%eth0", false],
    ["febf:ffff::1", false],
    ["ff02::1", false],
    ["2001:db8::1", false],
    ["2001:4860:4860::8888", true],
    ["2606:4700:4700::1111", true],
    // IPv4 inside IPv6: the IPv4 address decides
    ["::ffff:127.0.0.1", false],
    ["::ffff:7f00:1", false],
    ["::ffff:10.1.2.3", false],
    ["::ffff:a9fe:a9fe", false],
    ["::ffff:8.8.8.8", true],
    ["::ffff:808:808", true],
    ["::127.0.0.1", false],
    // the old "compatible" form: deprecated, never on the internet, however it is written
    ["::8.8.8.8", false],
    ["::808:808", false],
    ["FE80::1", false],
    // SIIT's IPv4-translated form (::ffff:0:a.b.c.d): only meaningful inside a translator
    ["::ffff:0:7f00:1", false],
    ["::ffff:0:127.0.0.1", false],
    ["::ffff:0:808:808", false],
    // NAT64, the well-known prefix (64:ff9b::/96): the IPv4 address in the last 32 bits decides
    ["64:ff9b::192.168.1.1", false],
    ["64:ff9b::7f00:1", false],
    ["64:ff9b::a9fe:a9fe", false],
    ["64:ff9b::a00:1", false],
    ["64:ff9b::8.8.8.8", true],
    ["64:ff9b::808:808", true],
    // NAT64, the local-use prefix (64:ff9b:1::/48): where the IPv4 address sits depends on the
    // length the network chose, so the whole prefix is refused
    ["64:ff9b:1:7f00:0:100:808:808", false], // 127.0.0.1 for a /48 prefix, 8.8.8.8 for a /96
    ["64:ff9b:1::a00:1", false],
    ["64:ff9b:1::808:808", false],
    // 6to4 (2002::/16): the IPv4 address in bits 16 to 48 decides
    ["2002:c0a8:0101::1", false],
    ["2002:7f00:1::1", false],
    ["2002:a9fe:a9fe::1", false],
    ["2002:a00:1::1", false],
    ["2002:6440:1::1", false], // 100.64.0.1, carrier-grade NAT
    ["2002:0808:0808::1", true],
    // Teredo (2001::/32): the IPv4 address is hidden in the bits; refused outright
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", false],
    ["2001::1", false],
    // documentation, benchmarking, other special-purpose blocks
    ["3fff::1", false],
    ["3fff:fff:ffff::1", false],
    ["2001:2::1", false],
    ["2001:10::1", false], // ORCHID
    ["fd00:ec2::254", false], // the cloud metadata service over IPv6, unique local
    ["ff0e::1", false],
    // not addresses at all
    ["", false],
    ["localhost", false],
    ["1.2.3", false],
    ["::ffff:999.0.0.1", false],
  ])("%s is public: %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe("assertPublicHost", () => {
  const resolvingTo =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address }));

  it("accepts a host whose every address is public", async () => {
    await expect(
      assertPublicHost(new URL("https://news.example/feed"), resolvingTo("8.8.8.8", "2606::1")),
    ).resolves.toBeUndefined();
  });

  it("refuses a host with any private address, naming it", async () => {
    const refusal = assertPublicHost(
      new URL("https://news.example/feed"),
      resolvingTo("8.8.8.8", "10.0.0.7"),
    );
    await expect(refusal).rejects.toBeInstanceOf(PrivateAddressError);
    await expect(refusal).rejects.toThrow(/news\.example .*\(10\.0\.0\.7\)/);
  });

  it("passes IPv6 literals to the resolver without their brackets", async () => {
    const asked: string[] = [];
    const lookup = async (host: string) => {
      asked.push(host);
      return [{ address: host }];
    };
    await expect(assertPublicHost(new URL("http://[::ffff:127.0.0.1]/"), lookup)).rejects.toThrow(
      PrivateAddressError,
    );
    expect(asked).toEqual(["::ffff:7f00:1"]);
  });

  it("resolves names with the system resolver by default: localhost is loopback", async () => {
    await expect(assertPublicHost(new URL("http://localhost:1/feed"))).rejects.toThrow(
      PrivateAddressError,
    );
    await expect(assertPublicHost(new URL("http://2130706433/feed"))).rejects.toThrow(
      /127\.0\.0\.1/,
    );
  });
});
