// The API reference's style sheet, inline in its page (the CSP allows inline styles): one request
// for the whole page. System fonts, the site's own colours in light, lighter ones in dark, and
// system colours when the reader forces colours. Every pairing meets WCAG AA; nothing scrolls
// sideways at 320 px, because long paths, patterns and names wrap anywhere.
export const REFERENCE_CSS = `
:root {
  color-scheme: light dark;
  --bg: #fefefe;
  --fg: #000000;
  --muted: #3f4543;
  --surface: #eef3f1;
  --line: #6f7a76;
  --link: #0d5e58;
  --focus: #1d4ed8;
  --get: #0d5e58;
  --post: #1d4ed8;
  --put: #8a4b00;
  --delete: #a4161a;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #101413;
    --fg: #f3f6f5;
    --muted: #c9d2cf;
    --surface: #1f2725;
    --line: #8a9692;
    --link: #84d8ce;
    --focus: #8fb4ff;
    --get: #84d8ce;
    --post: #8fb4ff;
    --put: #f0b36b;
    --delete: #ff9a9a;
  }
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body {
  margin: 0;
  background: var(--bg);
  color: var(--fg);
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  line-height: 1.5;
  overflow-wrap: break-word;
}
.banner, main, .footer { max-width: 60rem; margin: 0 auto; padding: 0 1rem; }
.banner { padding-top: 0.75rem; padding-bottom: 0.75rem; border-bottom: 1px solid var(--line); }
.banner p { margin: 0; }
.footer { margin-top: 3rem; padding-top: 1rem; padding-bottom: 2rem; border-top: 1px solid var(--line); }
a { color: var(--link); text-decoration-thickness: 1px; text-underline-offset: 0.15em; }
a:hover { text-decoration-thickness: 2px; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
main:focus { outline: none; }
.skip {
  position: absolute;
  left: 0.5rem;
  top: -10rem;
  padding: 0.5rem 1rem;
  background: var(--bg);
  color: var(--link);
  border: 2px solid var(--focus);
  z-index: 1;
}
.skip:focus { top: 0.5rem; }
.visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
}
h1 { font-size: 2rem; line-height: 1.2; margin: 1.5rem 0 1rem; }
h2 { font-size: 1.5rem; line-height: 1.25; margin: 2.5rem 0 0.75rem; }
h3 { font-size: 1.2rem; line-height: 1.3; margin: 0 0 0.5rem; }
h4 { font-size: 1rem; margin: 1.25rem 0 0.5rem; }
h2[tabindex], h3[tabindex] { scroll-margin-top: 1rem; }
code {
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
  font-size: 0.9em;
  background: var(--surface);
  border-radius: 0.2em;
  padding: 0 0.2em;
  overflow-wrap: anywhere;
}
.tag { border-top: 2px solid var(--line); margin-top: 3rem; }
.operation {
  margin: 1.5rem 0;
  padding: 1rem;
  border: 1px solid var(--line);
  border-radius: 0.4rem;
}
.operation h3 code.path { font-size: 1em; background: none; padding: 0; }
.method {
  display: inline-block;
  min-width: 4.25em;
  padding: 0 0.4em;
  border: 1px solid var(--line);
  border-left: 0.3em solid var(--get);
  border-radius: 0.2em;
  background: var(--surface);
  color: var(--fg);
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
  font-size: 0.85em;
  font-weight: 700;
  text-align: center;
}
.method-post { border-left-color: var(--post); }
.method-put, .method-patch { border-left-color: var(--put); }
.method-delete { border-left-color: var(--delete); }
.operations { padding-left: 1.25rem; }
.operations li, nav li { margin: 0.35rem 0; }
.operations a { text-decoration-color: var(--line); }
.count, .version { color: var(--muted); }
.optional {
  display: inline-block;
  padding: 0 0.35em;
  border: 1px solid var(--line);
  border-radius: 0.2em;
  color: var(--muted);
  font-size: 0.8em;
  font-weight: 400;
  font-style: italic;
}
.summary { font-weight: 600; }
table.parameters { width: 100%; border-collapse: collapse; table-layout: fixed; }
.parameters th, .parameters td {
  border: 1px solid var(--line);
  padding: 0.35rem 0.5rem;
  text-align: left;
  vertical-align: top;
}
.parameters thead th { background: var(--surface); }
.parameters thead th:nth-child(1) { width: 35%; }
.parameters thead th:nth-child(2) { width: 4.5rem; }
.parameters tbody th { font-weight: 400; }
dl { margin: 0.5rem 0; }
dt { margin-top: 0.4rem; }
dd { margin-left: 0; }
.schemes dt { font-weight: 600; }
.schemes dd { margin-left: 1rem; }
.responses dt code { font-weight: 700; }
.responses dd { margin-left: 1rem; }
.fields { margin: 0.25rem 0 0.25rem 0.25rem; padding-left: 0.75rem; border-left: 2px solid var(--line); }
.fields dd { margin-left: 0.75rem; }
.schema p, .items p { margin: 0.25rem 0; }
.shapes { padding-left: 1.5rem; }
.shape { font-weight: 600; }
details { margin: 0.25rem 0 0.5rem; }
summary { cursor: pointer; padding: 0.15rem 0; width: fit-content; }
.back { margin-top: 1rem; }
@media (max-width: 30em) {
  .operation { padding: 0.75rem 0.5rem; }
  .parameters th, .parameters td { padding: 0.35rem 0.3rem; }
}
@media (forced-colors: active) {
  .method, .optional, .operation { border-color: CanvasText; }
  :focus-visible { outline-color: Highlight; }
  .skip { border-color: Highlight; }
}
@media print {
  .skip, .back { display: none; }
}
`;
