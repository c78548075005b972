import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { BackupError } from "../db/backup/backup-error.ts";
import { ADMIN_PASSWORD, randomAddress, setUpTestApp } from "../test/test-app.ts";
import { backupFromServer, serverOrigin } from "./backup-from-server.ts";

describe("where the backup command finds the running server", () => {
  it("uses HOST and PORT, and loopback when the server listens on every address", () => {
    expect(serverOrigin({ HOST: "127.0.0.1", PORT: 3000 })).toBe("http://127.0.0.1:3000");
    expect(serverOrigin({ HOST: "0.0.0.0", PORT: 8080 })).toBe("http://127.0.0.1:8080");
    expect(serverOrigin({ HOST: "::", PORT: 8080 })).toBe("http://127.0.0.1:8080");
    expect(serverOrigin({ HOST: "::1", PORT: 3000 })).toBe("http://[::1]:3000");
    expect(serverOrigin({ HOST: "localhost", PORT: 3000 })).toBe("http://localhost:3000");
  });
});

describe("the backup command while the owner's password sign-in is paused", () => {
  it("says what is paused and for how long, and takes the backup with an owner's token", async () => {
    const { app, signIn } = await setUpTestApp();
    const owner = await signIn();
    const created = await app.inject({
      method: "POST",
      url: "/api/admin/tokens",
      headers: { cookie: owner },
      payload: { name: "Backups" },
      remoteAddress: randomAddress(),
    });
    const token = created.json().token as string;
    // Ten wrong guesses from anywhere pause password sign-in to the owner's name.
    for (let i = 0; i < 10; i++) {
      await app.inject({
        method: "POST",
        url: "/api/admin/login",
        payload: { password: "a wrong guess" },
        remoteAddress: randomAddress(),
      });
    }
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const settings = { HOST: "127.0.0.1", PORT: String(port), DATA_DIR: "memory://" };
    const withPassword = loadConfig({ ...settings, ADMIN_PASSWORD });
    const refused = await backupFromServer(withPassword).catch((error: Error) => error);
    expect(refused).toBeInstanceOf(BackupError);
    expect((refused as Error).message).toMatch(
      /^The server refused to sign in with the admin password: Too many wrong passwords for the username ‘owner’, from any address: signing in to it with a password is paused for 1 minute\. .*personal API token/,
    );
    expect((refused as Error).message).not.toMatch(/this address/);
    const withToken = loadConfig({ ...settings, ADMIN_PASSWORD: token });
    expect(await backupFromServer(withToken)).toMatch(/^-- /);
  });
});
