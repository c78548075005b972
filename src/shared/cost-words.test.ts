import { describe, expect, it } from "vitest";
import { readCostWords } from "./cost-words.ts";

describe("readCostWords", () => {
  it("reads money words as a cost limit and keeps the rest of the search", () => {
    expect(readCostWords("budget")).toEqual({ maxCost: "under-50", said: ["budget"], rest: "" });
    expect(readCostWords("Cheap ramp")).toEqual({
      maxCost: "under-50",
      said: ["cheap"],
      rest: "ramp",
    });
    expect(readCostWords("hard of hearing on a budget")).toMatchObject({
      maxCost: "under-50",
      rest: "hard of hearing",
    });
    expect(readCostWords("low-cost signs")).toMatchObject({ maxCost: "under-50", rest: "signs" });
    expect(readCostWords("budget-friendly")).toMatchObject({ maxCost: "under-50", rest: "" });
  });

  it("reads 'free' as no cost only where it means that", () => {
    expect(readCostWords("free")).toMatchObject({ maxCost: "free", rest: "" });
    expect(readCostWords("free captions")).toMatchObject({ maxCost: "free", rest: "captions" });
    expect(readCostWords("captions free of charge")).toMatchObject({
      maxCost: "free",
      rest: "captions",
    });
    for (const term of [
      "step-free",
      "step free",
      "clutter free",
      "free of clutter",
      "free-standing sign",
    ]) {
      expect(readCostWords(term), term).toEqual({ maxCost: null, said: [], rest: term });
    }
  });

  it("takes the wider limit when asked for either, and drops words that add nothing", () => {
    expect(readCostWords("cheap or free")).toMatchObject({ maxCost: "under-50", rest: "" });
    expect(readCostWords("free ideas")).toMatchObject({ maxCost: "free", rest: "" });
    expect(readCostWords("cheap step-free fixes")).toMatchObject({ rest: "step-free" });
  });

  it("leaves a search without money words as it was", () => {
    expect(readCostWords("  ramp ")).toEqual({ maxCost: null, said: [], rest: "ramp" });
    expect(readCostWords("budgeting")).toEqual({ maxCost: null, said: [], rest: "budgeting" });
    expect(readCostWords("cheap-looking")).toEqual({
      maxCost: null,
      said: [],
      rest: "cheap-looking",
    });
    expect(readCostWords("")).toEqual({ maxCost: null, said: [], rest: "" });
  });
});
