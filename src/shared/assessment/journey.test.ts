import { describe, expect, it } from "vitest";
import { areaById } from "./areas/index.ts";
import {
  ABOUT_ERRORS,
  advance,
  type Draft,
  draftFromForm,
  parseAction,
  stepsOf,
  unansweredMessage,
} from "./journey.ts";

const about: Draft = {
  businessType: "retail",
  businessSize: "2-9",
  focus: ["inside", "getting-there"],
  responses: {},
};

const answeredAll = (draft: Draft): Draft => ({
  ...draft,
  responses: Object.fromEntries(
    draft.focus.flatMap((id) => areaById(id).questions.map((question) => [question.id, "yes"])),
  ),
});

describe("the self-assessment journey", () => {
  it("asks about the business, then each chosen area in the site's order, then checks", () => {
    expect(stepsOf(about)).toEqual(["about", "getting-there", "inside", "check"]);
  });

  it("leaves out the premises areas for an online-only business", () => {
    expect(stepsOf({ ...about, businessType: "online", focus: ["inside", "digital"] })).toEqual([
      "about",
      "digital",
      "check",
    ]);
  });

  it("keeps a step with missing answers where it is and says what is missing", () => {
    expect(advance("about", { kind: "continue" }, { focus: [], responses: {} })).toEqual({
      to: "step",
      step: "about",
      returnToCheck: false,
      errors: [
        { field: "businessType", message: ABOUT_ERRORS.businessType },
        { field: "businessSize", message: ABOUT_ERRORS.businessSize },
        { field: "focus", message: ABOUT_ERRORS.focus },
      ],
    });
    const firstPrimary = areaById("getting-there").questions.find((question) => question.primary);
    const transition = advance("getting-there", { kind: "continue" }, about);
    expect(transition).toMatchObject({ to: "step", step: "getting-there" });
    expect(transition.to === "step" && transition.errors[0]).toEqual({
      field: firstPrimary?.id,
      message: unansweredMessage(firstPrimary?.text ?? ""),
    });
  });

  it("moves on with Continue and back with Back", () => {
    expect(advance("about", { kind: "continue" }, about)).toMatchObject({ step: "getting-there" });
    expect(advance("getting-there", { kind: "back" }, about)).toMatchObject({ step: "about" });
  });

  it("returns to Check your answers after a change, by way of a newly chosen area", () => {
    const complete = answeredAll(about);
    const change = advance("check", { kind: "change", step: "about" }, complete);
    expect(change).toMatchObject({ step: "about", returnToCheck: true });
    expect(advance("about", { kind: "continue" }, complete, true)).toMatchObject({ step: "check" });
    const widened = { ...complete, focus: [...complete.focus, "digital" as const] };
    expect(advance("about", { kind: "continue" }, widened, true)).toMatchObject({
      step: "digital",
      returnToCheck: true,
    });
  });

  it("submits a complete draft without the answers to areas no longer chosen", () => {
    const complete = answeredAll({ ...about, focus: ["getting-there", "inside"] });
    const narrowed = { ...complete, focus: ["inside" as const] };
    const transition = advance("check", { kind: "submit" }, narrowed);
    expect(transition.to).toBe("submit");
    if (transition.to !== "submit") return;
    expect(Object.keys(transition.draft.responses).every((id) => id.startsWith("inside."))).toBe(
      true,
    );
  });

  it("reads a form, dropping what it does not know", () => {
    const question = areaById("digital").questions[0]?.id ?? "";
    expect(
      draftFromForm({
        businessType: "cafe-bar",
        businessSize: "10-49",
        focus: ["digital", "moat", "inside"],
        [question]: "partly",
        "digital.not-a-question": "yes",
        score: "100",
      }),
    ).toEqual({
      businessSize: "10-49",
      focus: ["inside", "digital"],
      responses: { [question]: "partly" },
    });
  });

  it("reads each button's action", () => {
    expect(parseAction("change:inside")).toEqual({ kind: "change", step: "inside" });
    expect(parseAction("change:attic")).toEqual({ kind: "continue" });
    expect(parseAction(undefined)).toEqual({ kind: "continue" });
    expect(parseAction("submit")).toEqual({ kind: "submit" });
  });
});
