// Imported first by the browser entry, before any zod schema exists. Zod compiles object parsers
// with `new Function` and probes for it when a schema is built; our CSP forbids eval, so the probe
// was reported as a violation (Lighthouse best practices 96 on /contact). Jitless zod
// never probes. The server keeps the compiled parsers: there is no CSP in Node.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};
