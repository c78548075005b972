import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
export const E2E_ADMIN_PASSWORD = "e2e admin password 2026";

export default defineConfig({
  testDir: "tests/e2e",
  // Every test makes the data it looks at (with a unique title) and counts nothing it did not make,
  // so any test can run beside any other, in any order.
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [
    [process.env.CI ? "line" : "list"],
    ["./tests/e2e/slowest-reporter.ts"],
    ["./tests/e2e/evidence-reporter.ts"],
  ],
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
    // The server's warnings and errors (LOG_LEVEL=warn) show in the run, so a crash is explained.
    stdout: "pipe",
    // A cold start (the embedded database's thread, its migrations and the seed) beside other
    // busy processes on a 2-core machine can take a minute.
    timeout: 120_000,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      SEED: "true",
      LOG_LEVEL: "warn",
      CONTACT_EMAIL: "hello@realaccess.example",
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // Passkeys belong to a host name, never an address: the passkey test opens the site at
      // localhost, which SITE_URL names as the relying party (admin-team.spec.ts).
      SITE_URL: `http://localhost:${port}`,
      TRUST_PROXY: "true",
      // The browser's clock is faked (page.clock) but the server's cannot be, so the community
      // form's anti-spam floor is off here; its Vitest tests cover it at the production value.
      FORM_TOKEN_MIN_AGE_MS: "0",
      // Adding a passkey asks for the password again once the sign-in is this old: 15 seconds
      // rather than 10 minutes, so admin-team.spec.ts can wait for the prompt (the server's own
      // tests cover ten minutes with a clock they move).
      CONFIRM_IDENTITY_AFTER_MS: "15000",
      // The news-source spec serves its feed from this machine, and fetches only when it asks.
      NEWS_SOURCES_ALLOW_PRIVATE: "true",
      NEWS_SOURCES_REFRESH_MINUTES: "0",
      // Two browsers and the server share a small machine here, whose event loop may lag for a
      // moment without the site being overloaded; load shedding has its own Vitest tests.
      MAX_EVENT_LOOP_DELAY_MS: "0",
      // Notification e-mails go to a closed port, so each one fails and waits to be retried: the
      // Activity tab has failing e-mails to show (admin-notifications.spec.ts). Retries are
      // minutes apart, so none gives up, and a retry is logged at info level, below LOG_LEVEL.
      SMTP_URL: "smtp://127.0.0.1:1",
    },
  },
});
