import { describe, expect, it } from "vitest";
import { requestOrigin } from "./origin.server.ts";

const request = (headers: Record<string, string> = {}) =>
  new Request("http://10.0.0.5:3000/cities/1?x=1", { headers });

describe("requestOrigin", () => {
  it("is the request's own origin by default", () => {
    expect(requestOrigin(request(), {})).toBe("http://10.0.0.5:3000");
  });

  it("ignores forwarded headers unless a proxy is trusted", () => {
    const forged = request({ "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" });
    expect(requestOrigin(forged, {})).toBe("http://10.0.0.5:3000");
    expect(requestOrigin(forged, { TRUST_PROXY: "0" })).toBe("http://10.0.0.5:3000");
  });

  it("uses the trusted proxy's forwarded protocol and host", () => {
    const proxied = request({
      "x-forwarded-proto": "https",
      "x-forwarded-host": "www.explorekosovo.example",
    });
    expect(requestOrigin(proxied, { TRUST_PROXY: "1" })).toBe("https://www.explorekosovo.example");
  });

  it("rejects forwarded values that are not a protocol or a host", () => {
    const odd = request({
      "x-forwarded-proto": "javascript",
      "x-forwarded-host": "a.example/evil?",
    });
    expect(requestOrigin(odd, { TRUST_PROXY: "1" })).toBe("http://10.0.0.5:3000");
  });

  it("prefers a configured SITE_URL", () => {
    expect(requestOrigin(request(), { SITE_URL: "https://explorekosovo.example/" })).toBe(
      "https://explorekosovo.example",
    );
    expect(requestOrigin(request(), { SITE_URL: "not a url" })).toBe("http://10.0.0.5:3000");
  });
});
