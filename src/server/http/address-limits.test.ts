// Per-address limits count an IPv6 client by its /64: one household or server is given a
// whole /64, so counting each address apart gave it as many guesses as it has addresses. IPv4, and
// IPv4 written as IPv6, stay one address each.
import { describe, expect, it } from "vitest";
import { ADDRESS_MAX_FAILURES } from "../auth/throttle.ts";
import { setUpTestApp } from "../test/test-app.ts";
import { limitKey } from "./client-address.ts";

const { app } = await setUpTestApp();
const proxied = await setUpTestApp({ TRUST_PROXY: "true" });

const message = (email: string) => ({
  name: "Priya Shah",
  email,
  message: "Our shop has one step at the door. What is the cheapest way to fix it properly?",
});

/** Each test's addresses are its own /64 (and IPv4 addresses its own), so no test meets another's limit. */
let prefix = 0x100;
const nextPrefix = () => `2001:db8:${(++prefix).toString(16)}`;
/** An address's digits, for an e-mail or username that differs with it. */
const tag = (address: string) => address.replace(/[^0-9a-f]/gi, "");

describe("limitKey", () => {
  it("is an IPv6 address's /64, and an IPv4 address itself", () => {
    expect(limitKey("2001:db8:aa:bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
    expect(limitKey("2001:DB8:AA:BB::9")).toBe("2001:db8:aa:bb::/64");
    expect(limitKey("2001:db8::1")).toBe(limitKey("2001:db8::2"));
    expect(limitKey("2001:db8::1")).not.toBe(limitKey("2001:db8:0:1::1"));
    expect(limitKey("fe80::1%eth0")).toBe("fe80::/64");
    expect(limitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(limitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(limitKey("::ffff:203.0.113.8")).not.toBe(limitKey("::ffff:203.0.113.7"));
    // Not an address (the sign-in throttle's username keys): as it is.
    expect(limitKey("user:owner")).toBe("user:owner");
  });
});

describe("the contact form's hourly limit", () => {
  const send = (email: string, remoteAddress: string) =>
    app.inject({ method: "POST", url: "/api/contact", payload: message(email), remoteAddress });

  it("is shared by the addresses of one IPv6 /64, and not by the next /64", async () => {
    const net = nextPrefix();
    for (let i = 1; i <= 5; i++) {
      const from = `${net}::${i}`; // 2001:db8:…::1, ::2, … : five addresses, one /64
      expect((await send(`v6-${tag(net)}-${i}@example.org`, from)).statusCode).toBe(201);
    }
    expect((await send(`v6-${tag(net)}-6@example.org`, `${net}::ffff:1`)).statusCode).toBe(429);
    expect((await send(`v6-${tag(net)}-7@example.org`, `${net}:1::1`)).statusCode).toBe(201);
  });

  it("counts 2001:db8::1 and 2001:db8::2 as one, and 2001:db8:0:1::1 apart", async () => {
    for (let i = 1; i <= 4; i++) {
      expect((await send(`db8-${i}@example.org`, "2001:db8::1")).statusCode).toBe(201);
    }
    expect((await send("db8-5@example.org", "2001:db8::2")).statusCode).toBe(201);
    expect((await send("db8-6@example.org", "2001:db8::2")).statusCode).toBe(429);
    expect((await send("db8-7@example.org", "2001:db8:0:1::1")).statusCode).toBe(201);
  });

  it("is per address for IPv4, whether or not written as IPv6", async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await send(`v4-${i}@example.org`, "198.51.100.20")).statusCode).toBe(201);
    }
    // The same client seen as IPv4-mapped IPv6 (a dual-stack socket) is the same client.
    expect((await send("v4-6@example.org", "::ffff:198.51.100.20")).statusCode).toBe(429);
    expect((await send("v4-7@example.org", "198.51.100.21")).statusCode).toBe(201);
  });

  it("reads the /64 from X-Forwarded-For behind a trusted proxy", async () => {
    const net = nextPrefix();
    const post = (i: number, forwarded: string) =>
      proxied.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: message(`fwd-${tag(net)}-${i}@example.org`),
        headers: { "x-forwarded-for": forwarded },
        remoteAddress: "127.0.0.1",
      });
    for (let i = 1; i <= 5; i++) {
      expect((await post(i, `${net}::${i}`)).statusCode).toBe(201);
    }
    expect((await post(6, `${net}::6`)).statusCode).toBe(429);
  });
});

describe("the sign-in throttle", () => {
  const guess = (remoteAddress: string) =>
    app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { username: `nobody-${tag(remoteAddress)}`, password: "a guess" },
      remoteAddress,
    });

  it("counts the failures of one IPv6 /64 together, whichever address they come from", async () => {
    const net = nextPrefix();
    for (let i = 1; i <= ADDRESS_MAX_FAILURES; i++) {
      expect((await guess(`${net}::${i}`)).statusCode).toBe(401);
    }
    expect((await guess(`${net}::99`)).statusCode).toBe(429);
    expect((await guess(`${net}:1::1`)).statusCode).toBe(401);
  });
});

describe("the like limit", () => {
  it("is shared by the addresses of one IPv6 /64", async () => {
    const net = nextPrefix();
    const like = (i: number) =>
      app.inject({
        method: "POST",
        url: "/api/community/999999/like",
        remoteAddress: `${net}::${i}`,
      });
    const statuses: number[] = [];
    for (let i = 1; i <= 61; i++) statuses.push((await like(i)).statusCode);
    // No such story (404) until the /64 has used its 60 likes in ten minutes.
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
