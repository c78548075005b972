import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
export const E2E_ADMIN_PASSWORD = "e2e admin password 2026";

export default defineConfig({
  testDir: "tests/e2e",
  // Moderation changes what every visitor sees (approved stories, expert articles), so it runs
  // after the other specs, which count those.
  projects: [
    { name: "site", testIgnore: /admin-(moderation|journey)\.spec\.ts/ },
    {
      name: "moderation",
      testMatch: /admin-(moderation|journey)\.spec\.ts/,
      dependencies: ["site"],
    },
  ],
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? "line" : "list",
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: "node dist/server/main.js",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      SEED: "true",
      LOG_LEVEL: "warn",
      CONTACT_EMAIL: "hello@realaccess.example",
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      TRUST_PROXY: "true",
    },
  },
});
