// JSON Schema in words for the API reference (reference-page.ts): each schema as one sentence of
// its type and limits, and its fields, items or alternatives nested below it.
import { escapeHtml } from "../render/document.ts";
import { inline, literal, orList } from "./reference-text.ts";

/** The parts of JSON Schema (2020-12) the reference describes; anything else is left unsaid. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

/** Deep enough for any contract of ours; a guard against a document that nests without end. */
const MAX_DEPTH = 12;

/** A schema as a sentence and, when it has parts, the parts below it. */
export function schemaBlock(schema: JsonSchema, alreadySaid?: string, depth = 0): string {
  return `<div class="schema"><p>${summaryOf(schema, alreadySaid)}</p>${partsOf(schema, depth)}</div>`;
}

/** The schema's type, limits and description as one line of HTML. */
export function summaryOf(schema: JsonSchema, alreadySaid?: string): string {
  const facts = [typeOf(schema), ...limitsOf(schema)].filter(Boolean).join(", ");
  const description =
    schema.description && schema.description !== alreadySaid ? inline(schema.description) : "";
  return description ? `${facts}. ${description}` : facts;
}

function typeOf(schema: JsonSchema): string {
  if (schema.const !== undefined) return `always ${literal(schema.const)}`;
  if (schema.enum?.length === 1) return `always ${literal(schema.enum[0])}`;
  if (schema.enum) return `one of ${orList(schema.enum.map(literal))}`;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    return variants.every(isSimple)
      ? orList(variants.map(withLimits))
      : `one of the ${variants.length} shapes below`;
  }
  if (schema.allOf) return "all of the shapes below";
  const types = schema.type === undefined ? [] : [schema.type].flat();
  const named = types
    .filter((type) => type !== "null")
    .map((type) => {
      if (type === "array") return schema.items ? `array of ${typeOf(schema.items)}` : "array";
      if (schema.format) return `${escapeHtml(type)} (<code>${escapeHtml(schema.format)}</code>)`;
      return escapeHtml(type);
    });
  if (named.length === 0 && types.length === 0) return "any value";
  if (types.includes("null")) named.push("null");
  return orList(named);
}

/** A simple alternative's type with its limits, which the sentence around it cannot carry. */
function withLimits(schema: JsonSchema): string {
  const limits = limitsOf(schema);
  return limits.length > 0 ? `${typeOf(schema)} (${limits.join(", ")})` : typeOf(schema);
}

/** JavaScript's safe integers: zod's bound on every integer, which says nothing to a reader. */
const isSafeIntegerBound = (value: number | undefined) =>
  value !== undefined && Math.abs(value) >= Number.MAX_SAFE_INTEGER;

function limitsOf(schema: JsonSchema): string[] {
  const limits = [
    range(schema.minLength, schema.maxLength, "characters"),
    range(schema.minItems, schema.maxItems, "items"),
    range(
      isSafeIntegerBound(schema.minimum) ? undefined : schema.minimum,
      isSafeIntegerBound(schema.maximum) ? undefined : schema.maximum,
      "",
    ),
    schema.exclusiveMinimum === undefined ? "" : `more than ${schema.exclusiveMinimum}`,
    schema.exclusiveMaximum === undefined ? "" : `less than ${schema.exclusiveMaximum}`,
    // A format already says what the pattern checks, in fewer words.
    schema.pattern && !schema.format ? `matching <code>${escapeHtml(schema.pattern)}</code>` : "",
    schema.default === undefined ? "" : `default ${literal(schema.default)}`,
  ];
  return limits.filter(Boolean);
}

function range(min: number | undefined, max: number | undefined, unit: string): string {
  const of = unit ? ` ${unit}` : "";
  if (min !== undefined && max !== undefined) {
    return min === max ? `exactly ${min}${of}` : `${min} to ${max}${of}`;
  }
  if (min !== undefined) return `at least ${min}${of}`;
  if (max !== undefined) return `at most ${max}${of}`;
  return "";
}

/** Whether the schema says all it has in its one line: no fields, shapes or items of its own. */
function isSimple(schema: JsonSchema): boolean {
  return partsOf(schema, 0) === "";
}

/** The schema's fields, an array's item fields, or its alternative shapes, nested. */
function partsOf(schema: JsonSchema, depth: number): string {
  if (depth >= MAX_DEPTH) return "";
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants && !variants.every(isSimple)) {
    const shapes = variants.map(
      (variant, index) =>
        `<li><span class="shape">Shape ${index + 1}:</span> ${schemaBlock(variant, undefined, depth + 1)}</li>`,
    );
    return `<ol class="shapes">${shapes.join("")}</ol>`;
  }
  if (schema.items && !isSimple(schema.items)) {
    return `<div class="items"><p>Each item:</p>${partsOf(schema.items, depth + 1)}</div>`;
  }
  const fields = Object.entries(schema.properties ?? {}).map(([name, field]) => {
    const optional = schema.required?.includes(name)
      ? ""
      : ' <span class="optional">optional</span>';
    return `<dt><code>${escapeHtml(name)}</code>${optional}</dt><dd>${summaryOf(field)}${partsOf(field, depth + 1)}</dd>`;
  });
  const extra = schema.additionalProperties;
  if (typeof extra === "object") {
    const keys = schema.propertyNames ? `, ${summaryOf(schema.propertyNames)}` : "";
    fields.push(
      `<dt><em>any other key</em>${keys}</dt><dd>${summaryOf(extra)}${partsOf(extra, depth + 1)}</dd>`,
    );
  }
  return fields.length > 0 ? `<dl class="fields">${fields.join("")}</dl>` : "";
}
