import { describe, expect, it } from "vitest";
import { serverOrigin } from "./backup-from-server.ts";

describe("where the backup command finds the running server", () => {
  it("uses HOST and PORT, and loopback when the server listens on every address", () => {
    expect(serverOrigin({ HOST: "127.0.0.1", PORT: 3000 })).toBe("http://127.0.0.1:3000");
    expect(serverOrigin({ HOST: "0.0.0.0", PORT: 8080 })).toBe("http://127.0.0.1:8080");
    expect(serverOrigin({ HOST: "::", PORT: 8080 })).toBe("http://127.0.0.1:8080");
    expect(serverOrigin({ HOST: "::1", PORT: 3000 })).toBe("http://[::1]:3000");
    expect(serverOrigin({ HOST: "localhost", PORT: 3000 })).toBe("http://localhost:3000");
  });
});
