import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: process.env.B, args: ["--no-sandbox"] });
const ctx = await browser.newContext({ baseURL: "http://localhost:3999" });
const page = await ctx.newPage();
page.on("console", (m) => console.log("console:", m.text()));
const cdp = await ctx.newCDPSession(page);
await cdp.send("WebAuthn.enable");
const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", { options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true } });
await page.request.post("/api/admin/login", { data: { username: "owner", password: "screenshot owner pass 2026" } });
await page.goto("/admin?tab=account");
await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
await page.getByLabel("Passkey name").fill("Test key " + Date.now());
await page.getByRole("button", { name: "Add a passkey" }).click();
await page.waitForTimeout(1500);
const r = await page.evaluate(async () => {
  const o = await (await fetch("/api/admin/passkey-login/options", { method: "POST" })).json();
  try {
    const c = await navigator.credentials.get({ publicKey: { challenge: Uint8Array.from(atob(o.challenge.replace(/-/g,"+").replace(/_/g,"/")), c=>c.charCodeAt(0)), rpId: o.rpId, userVerification: o.userVerification, timeout: 5000 } });
    return "ok " + c.id;
  } catch (e) { return "err " + e.name + " " + e.message + " " + JSON.stringify(o); }
});
console.log(r);
await browser.close();
