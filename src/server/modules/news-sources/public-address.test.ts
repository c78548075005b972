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
    ["198.18.0.1", false],
    ["203.0.113.9", false],
    ["224.0.0.1", false],
    ["255.255.255.255", false],
    ["8.8.8.8", true],
    ["151.101.0.81", true],
    // IPv6
    ["::", false],
    ["::1", false],
    ["0:0:0:0:0:0:0:1", false],
    ["fc00::1", false],
    ["fd12:3456::1", false],
    ["fbff:ffff::1", true],
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
    ["64:ff9b::192.168.1.1", false],
    ["64:ff9b::8.8.8.8", true],
    ["2002:c0a8:0101::1", false],
    ["2002:0808:0808::1", true],
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
