// The API reference at /api/docs/, rendered on the server from the OpenAPI document that
// GET /api/openapi.json serves: plain HTML and one inline style sheet, no script. Every operation
// is a section headed "METHOD /path" with who may call it (the document's `x-access`, `x-roles`
// and `x-permission`, from the guard's own table), its parameters as a table, and its request and
// response bodies as nested definition lists. Every text taken from the document is escaped.
import { BRAND } from "../../shared/site.ts";
import { escapeHtml } from "../render/document.ts";
import { type JsonSchema, schemaBlock, summaryOf } from "./reference-schema.ts";
import { REFERENCE_CSS } from "./reference-style.ts";
import { inline, orList, plural, prose } from "./reference-text.ts";

interface Content {
  [mediaType: string]: { schema?: JsonSchema };
}

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  deprecated?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  deprecated?: boolean;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; description?: string; content?: Content };
  responses?: Record<string, { description?: string; content?: Content }>;
  security?: Record<string, string[]>[];
  "x-access"?: string;
  "x-permission"?: string;
  "x-roles"?: string[];
}

interface SecurityScheme {
  type?: string;
  scheme?: string;
  in?: string;
  name?: string;
  description?: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, unknown>>;
  components?: { securitySchemes?: Record<string, SecurityScheme> };
}

export interface ReferenceOptions {
  /** Where the page is, as an absolute URL: its canonical link. */
  canonicalUrl: string;
  /** Where the document itself is served, linked for people who want it in another tool. */
  documentPath: string;
}

/** The keys of a path item that are operations, in the order the reference lists them. */
export const HTTP_METHODS = ["get", "post", "put", "patch", "delete", "head", "options", "trace"];

export interface ListedOperation {
  method: string;
  path: string;
  operation: Operation;
  id: string;
}

/** Every operation in the document, grouped by its first tag, in the document's tag order. */
export function operationsByTag(document: OpenApiDocument) {
  const groups = new Map<string, ListedOperation[]>();
  for (const tag of document.tags ?? []) groups.set(tag.name, []);
  const ids = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? UNTAGGED;
      const id = uniqueId(ids, `${method}-${slug(path)}`);
      const group = groups.get(tag) ?? [];
      group.push({ method, path, operation, id });
      groups.set(tag, group);
    }
  }
  return [...groups].filter(([, operations]) => operations.length > 0);
}

const UNTAGGED = "other";

export function renderReference(document: OpenApiDocument, options: ReferenceOptions): string {
  const groups = operationsByTag(document);
  const tagDescriptions = new Map(document.tags?.map((tag) => [tag.name, tag.description]));
  const count = groups.reduce((sum, [, operations]) => sum + operations.length, 0);
  const title = `${document.info.title} reference`;
  const description = `How to call the ${document.info.title}: its ${count} operations, who may call each one, their parameters and the JSON they take and answer.`;
  const documentLink = `<a href="${escapeHtml(options.documentPath)}">the OpenAPI ${escapeHtml(document.openapi)} document (JSON)</a>`;

  const contents = [
    `<li><a href="#signing-in">Signing in</a></li>`,
    `<li><a href="#reading">Reading this reference</a></li>`,
    ...groups.map(
      ([tag, operations]) =>
        `<li><a href="#${tagId(tag)}">${escapeHtml(tagLabel(tag))}</a> <span class="count">(${plural(operations.length, "operation")})</span></li>`,
    ),
  ];

  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
<meta name="color-scheme" content="light dark">
<link rel="canonical" href="${escapeHtml(options.canonicalUrl)}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="service-desc" href="${escapeHtml(options.documentPath)}" type="application/json">
<style>${REFERENCE_CSS}</style>
</head>
<body>
<a class="skip" href="#main">Skip to the reference</a>
<header class="banner"><p><a href="/">${escapeHtml(BRAND.name)}</a> <span aria-hidden="true">›</span> API reference</p></header>
<main id="main" tabindex="-1">
<h1>${escapeHtml(title)}</h1>
<p class="version">Version ${escapeHtml(document.info.version)}. For any OpenAPI tool (a client generator, an HTTP client, an interactive explorer), use ${documentLink}, from which this page is made.</p>
${prose(document.info.description)}
<nav aria-labelledby="contents">
<h2 id="contents" tabindex="-1">Contents</h2>
<ol>${contents.join("")}</ol>
</nav>
${signingIn(document.components?.securitySchemes ?? {})}
${reading()}
${groups.map(([tag, operations]) => tagSection(tag, tagDescriptions.get(tag), operations)).join("\n")}
</main>
<footer class="footer"><p>Made on this server from ${documentLink}. <a href="#contents">Back to the contents</a>.</p></footer>
</body>
</html>
`;
}

function signingIn(schemes: Record<string, SecurityScheme>): string {
  const entries = Object.entries(schemes).map(
    ([name, scheme]) =>
      `<dt id="scheme-${slug(name)}"><code>${escapeHtml(name)}</code>: ${schemeKind(scheme)}</dt><dd>${inline(scheme.description)}</dd>`,
  );
  return `<section aria-labelledby="signing-in">
<h2 id="signing-in" tabindex="-1">Signing in</h2>
<p>Operations marked for signed-in people take any one of these credentials. An operation open to anyone takes none, though some answer a permitted person with more.</p>
${entries.length > 0 ? `<dl class="schemes">${entries.join("")}</dl>` : "<p>This API declares no credentials.</p>"}
</section>`;
}

function schemeKind(scheme: SecurityScheme): string {
  if (scheme.type === "apiKey") {
    const where = { cookie: "a cookie", header: "a header", query: "a query parameter" };
    const name = scheme.name ? ` named <code>${escapeHtml(scheme.name)}</code>` : "";
    return `${where[scheme.in as keyof typeof where] ?? "a key"}${name}`;
  }
  if (scheme.type === "http" && scheme.scheme?.toLowerCase() === "bearer") {
    return "an <code>Authorization: Bearer</code> header";
  }
  if (scheme.type === "http") return `HTTP ${escapeHtml(scheme.scheme ?? "")} authentication`;
  return escapeHtml(scheme.type ?? "credentials");
}

function reading(): string {
  return `<section aria-labelledby="reading">
<h2 id="reading" tabindex="-1">Reading this reference</h2>
<ul>
<li>Each operation is headed by its method and path; a part of the path in braces, such as <code>{id}</code>, is a path parameter.</li>
<li>Fields and parameters are required unless marked <span class="optional">optional</span>.</li>
<li>Each answer is listed by its HTTP status code; open “Body” under it to see the JSON it carries.</li>
<li>Text is UTF-8; dates and times are ISO 8601 strings (<code>date-time</code>).</li>
</ul>
</section>`;
}

function tagSection(tag: string, description: string | undefined, operations: ListedOperation[]) {
  const id = tagId(tag);
  const list = operations.map(
    ({ method, path, operation, id: operationId }) =>
      `<li><a href="#${operationId}"><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></a>${operation.summary ? ` ${escapeHtml(operation.summary)}` : ""}</li>`,
  );
  return `<section class="tag" aria-labelledby="${id}">
<h2 id="${id}" tabindex="-1">${escapeHtml(tagLabel(tag))}</h2>
${prose(description)}
<ul class="operations">${list.join("")}</ul>
${operations.map(operationSection).join("\n")}
<p class="back"><a href="#contents">Back to the contents</a></p>
</section>`;
}

function operationSection({ method, path, operation, id }: ListedOperation): string {
  const name = `${method.toUpperCase()} ${path}`;
  const parts = [
    `<h3 id="${id}" tabindex="-1"><span class="method method-${method}">${method.toUpperCase()}</span> <code class="path">${escapeHtml(path)}</code></h3>`,
    operation.summary ? `<p class="summary">${inline(operation.summary)}</p>` : "",
    operation.deprecated ? `<p class="deprecated"><strong>Deprecated:</strong> avoid it.</p>` : "",
    prose(operation.description),
    `<p class="access"><strong>Who may call it:</strong> ${accessOf(operation)}</p>`,
    parametersTable(name, operation.parameters ?? []),
    requestBody(operation.requestBody),
    responses(operation.responses ?? {}),
  ];
  return `<section class="operation" aria-labelledby="${id}">\n${parts.filter(Boolean).join("\n")}\n</section>`;
}

/** Who may call the operation, in words, from the document's own access marks. */
function accessOf(operation: Operation): string {
  const roles = operation["x-roles"] ?? [];
  const permission = operation["x-permission"];
  const who = roles.length > 0 ? `people whose role is ${orList(roles.map(escapeHtml))}` : "";
  const because = permission ? ` (permission <code>${escapeHtml(permission)}</code>)` : "";
  const security = operation.security ?? [];
  const kind =
    operation["x-access"] ??
    (security.length === 0
      ? "public"
      : security.some((entry) => Object.keys(entry).length === 0)
        ? "optional"
        : "signed-in");
  if (kind === "public") return "anyone; no sign-in needed.";
  if (kind === "optional") {
    const more = who ? `${who}${because}` : "signed-in people";
    return `anyone. When ${more} call it, the answer includes more (see its responses).`;
  }
  return `signed-in ${who || "people"}${because}. See <a href="#signing-in">Signing in</a>.`;
}

function parametersTable(name: string, parameters: Parameter[]): string {
  if (parameters.length === 0) return "";
  const rows = parameters.map(
    (parameter) =>
      `<tr><th scope="row"><code>${escapeHtml(parameter.name)}</code>${parameter.required ? "" : ' <span class="optional">optional</span>'}</th><td>${escapeHtml(parameter.in)}</td><td>${parameter.schema ? summaryOf(parameter.schema) : "any value"}${parameter.description ? `. ${inline(parameter.description)}` : ""}${parameter.deprecated ? ". Deprecated" : ""}</td></tr>`,
  );
  return `<h4>Parameters</h4>
<table class="parameters"><caption class="visually-hidden">Parameters of ${escapeHtml(name)}</caption>
<thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Value</th></tr></thead>
<tbody>${rows.join("")}</tbody></table>`;
}

function requestBody(body: Operation["requestBody"]): string {
  if (!body) return "";
  const media = Object.entries(body.content ?? {}).map(
    ([type, { schema }]) =>
      `<p class="media"><code>${escapeHtml(type)}</code>${body.required ? "" : ', <span class="optional">optional</span>'}</p>${schema ? schemaBlock(schema) : ""}`,
  );
  return `<h4>Request body</h4>\n${prose(body.description)}${media.join("")}`;
}

function responses(answers: NonNullable<Operation["responses"]>): string {
  const entries = Object.entries(answers).map(([status, answer]) => {
    const bodies = Object.entries(answer.content ?? {}).map(
      ([type, { schema }]) =>
        `<details><summary>Body: <code>${escapeHtml(type)}</code></summary>${schema ? schemaBlock(schema, answer.description) : ""}</details>`,
    );
    return `<dt><code class="status status-${escapeHtml(status.charAt(0))}xx">${escapeHtml(status)}</code></dt><dd>${answer.description ? inline(answer.description) : ""}${bodies.length > 0 ? bodies.join("") : ""}</dd>`;
  });
  if (entries.length === 0) return "";
  return `<h4>Responses</h4>\n<dl class="responses">${entries.join("")}</dl>`;
}

/** "quick-solutions" reads as "Quick solutions". */
function tagLabel(tag: string): string {
  const words = tag.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const tagId = (tag: string) => `tag-${slug(tag)}`;

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "root"
  );
}

function uniqueId(taken: Set<string>, wanted: string): string {
  let id = wanted;
  for (let n = 2; taken.has(id); n++) id = `${wanted}-${n}`;
  taken.add(id);
  return id;
}
