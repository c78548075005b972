// The results' dated history of scores, and the change in words: "up 1 point", never "1 points".
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AssessmentResult } from "../../../shared/contracts/assessments.ts";
import { changeInWords, ScoreHistory } from "./score-history.tsx";

const result = (history: AssessmentResult["history"]) =>
  ({
    overallScore: 61,
    updatedAt: "2026-11-20T10:00:00Z",
    history,
  }) as unknown as AssessmentResult;

describe("the change in words", () => {
  it("says one point, and more points, and no change", () => {
    expect(changeInWords(61, 60)).toBe("up 1 point");
    expect(changeInWords(60, 61)).toBe("down 1 point");
    expect(changeInWords(70, 60)).toBe("up 10 points");
    expect(changeInWords(60, 60)).toBe("no change");
  });
});

describe("ScoreHistory", () => {
  it("lists every earlier score with its date, newest first, beside these results", () => {
    const html = renderToStaticMarkup(
      <ScoreHistory
        result={result([
          { overallScore: 60, scores: {}, assessedAt: "2026-06-02T09:00:00Z" },
          { overallScore: 35, scores: {}, assessedAt: "2025-12-01T09:00:00Z" },
        ])}
      />,
    );
    expect(html).toContain("Your scores over time");
    const rows = [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) =>
      (row[1] ?? "").replace(/<[^>]+>/g, "|"),
    );
    expect(rows.slice(1)).toEqual([
      expect.stringMatching(/20 November 2026 \(these results\).*61 out of 100.*up 1 point/),
      expect.stringMatching(/2 June 2026.*60 out of 100.*up 25 points/),
      expect.stringMatching(/1 December 2025.*35 out of 100.*—/),
    ]);
  });

  it("shows nothing for results never updated", () => {
    expect(renderToStaticMarkup(<ScoreHistory result={result([])} />)).toBe("");
  });
});
