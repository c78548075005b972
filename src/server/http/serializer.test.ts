import { describe, expect, it } from "vitest";
import { z } from "zod";
import { timestamp } from "../../shared/contracts/common.ts";
import { fastSerializerCompiler } from "./serializer.ts";

const compile = (schema: z.ZodType) =>
  fastSerializerCompiler({ schema, method: "GET", url: "/test", httpStatus: "200" });

describe("the response serializer", () => {
  const story = z.object({ id: z.number().int(), title: z.string(), createdAt: timestamp });

  it("writes the declared properties only, with timestamps as ISO strings", () => {
    const serialize = compile(z.array(story));
    const row = {
      id: 7,
      title: 'Ramps "at last"',
      createdAt: new Date("2026-03-01T09:00:00Z"),
      authorEmail: "never@example.org",
    };
    expect(JSON.parse(serialize([row]))).toEqual([
      { id: 7, title: 'Ramps "at last"', createdAt: "2026-03-01T09:00:00.000Z" },
    ]);
  });

  it("refuses an answer that lacks a required property rather than send half of it", () => {
    expect(() => compile(story)({ id: 1, createdAt: new Date() })).toThrow(/title/);
  });

  it("falls back to encoding through zod for a schema JSON Schema cannot express", () => {
    const serialize = compile(z.object({ when: z.custom<Date>((value) => value instanceof Date) }));
    expect(JSON.parse(serialize({ when: new Date("2026-03-01T09:00:00Z") }))).toEqual({
      when: "2026-03-01T09:00:00.000Z",
    });
  });
});
