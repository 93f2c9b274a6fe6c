import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CLIENT_IP_HEADER,
  clientAddress,
  memoryRateLimiter,
  normalizeAddress,
} from "./rate-limit.server.ts";

describe("rate limiter (in memory, rate-limiter-flexible)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("allows max requests per window per key, then says when to retry", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(1_000_000);
    const limiter = memoryRateLimiter("test", { max: 3, windowMs: 60_000 });
    expect(await limiter.check("a")).toEqual({ allowed: true, remaining: 2, resetSeconds: 60 });
    await limiter.check("a");
    await limiter.check("a");
    expect(await limiter.check("a")).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await limiter.check("b")).allowed).toBe(true);
    vi.setSystemTime(1_000_000 + 45_500);
    expect(await limiter.check("a")).toEqual({ allowed: false, retryAfterSeconds: 15 });
    vi.setSystemTime(1_000_000 + 60_000);
    expect(await limiter.check("a")).toEqual({ allowed: true, remaining: 2, resetSeconds: 60 });
  });

  it("does not limit when turned off", async () => {
    const limiter = memoryRateLimiter("test", null);
    for (let i = 0; i < 100; i++) expect((await limiter.check("a")).allowed).toBe(true);
  });
});

describe("client address", () => {
  const request = (headers: Record<string, string>) =>
    new Request("http://localhost/api/newsletter", { headers });

  it("uses the socket address the server put in the header", () => {
    expect(clientAddress(request({ [CLIENT_IP_HEADER]: "203.0.113.7" }), 0)).toBe("203.0.113.7");
    expect(clientAddress(request({}), 0)).toBe("unknown");
  });

  it("ignores X-Forwarded-For unless proxies are trusted", () => {
    const headers = { [CLIENT_IP_HEADER]: "10.0.0.2", "x-forwarded-for": "198.51.100.1" };
    expect(clientAddress(request(headers), 0)).toBe("10.0.0.2");
    expect(clientAddress(request(headers), 0)).toBe("10.0.0.2");
  });

  it("behind one trusted proxy takes the hop that proxy saw, not what the client wrote", () => {
    const headers = {
      [CLIENT_IP_HEADER]: "10.0.0.2",
      "x-forwarded-for": "1.2.3.4, 198.51.100.1",
    };
    expect(clientAddress(request(headers), 1)).toBe("198.51.100.1");
    expect(clientAddress(request(headers), 2)).toBe("1.2.3.4");
    // More hops trusted than present: fall back to the socket.
    expect(clientAddress(request(headers), 3)).toBe("10.0.0.2");
  });

  it("groups IPv6 clients by /64 and unwraps IPv4-mapped addresses", () => {
    expect(normalizeAddress("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(normalizeAddress("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(normalizeAddress("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(normalizeAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(normalizeAddress("[::1]")).toBe("0:0:0:0::/64");
  });
});
