import { describe, expect, it } from "vitest";
import { areaById } from "./areas/index.ts";
import {
  ABOUT_ERRORS,
  advance,
  type Draft,
  draftFromForm,
  journeyTitle,
  parseAction,
  pruneDraft,
  stepsOf,
  unansweredMessage,
} from "./journey.ts";
import { type Answer, AREA_IDS } from "./model.ts";
import { questionsAsked } from "./questions-asked.ts";

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

// The questions that fit the business, and follow-ups, by the same rules with and
// without JavaScript and in the API (all of them go through advance and pruneDraft).
describe("questions that fit the business", () => {
  const cafe: Draft = {
    businessType: "hospitality",
    businessSize: "2-9",
    focus: ["inside", "communication", "service", "employment"],
    responses: {},
  };
  const askedIn = (draft: Draft, area: "inside" | "communication" | "service" | "employment") =>
    questionsAsked(area, draft).map((question) => question.id);
  /** Every question the draft is asked in `area` answered `answer`, follow-ups included. */
  const answered = (draft: Draft, area: "inside", answer: Answer): Draft => {
    const responses = { ...draft.responses };
    for (const question of areaById(area).questions) responses[question.id] = answer;
    return { ...draft, responses };
  };

  it("asks about a Changing Places toilet by the kind and size of the building, not the staff", () => {
    const building = (answer: Answer) => ({
      ...cafe,
      responses: { "inside.large-public-building": answer },
    });
    expect(askedIn(cafe, "inside")).toContain("inside.large-public-building");
    expect(askedIn(cafe, "inside")).not.toContain("inside.changing-places");
    expect(askedIn(building("yes"), "inside")).toContain("inside.changing-places");
    const largeVenue = { ...building("no"), businessType: "venue", businessSize: "250+" } as const;
    expect(askedIn(largeVenue, "inside")).not.toContain("inside.changing-places");
    // An office is not one of the buildings the guidance names.
    const bigOffice = { ...building("yes"), businessType: "office", businessSize: "250+" } as const;
    expect(askedIn(bigOffice, "inside")).not.toContain("inside.large-public-building");
    expect(askedIn(bigOffice, "inside")).not.toContain("inside.changing-places");
  });

  it("asks about staff and access equipment only of a business that keeps some", () => {
    const keeps = (answer: Answer) => ({
      ...cafe,
      responses: { "service.has-access-equipment": answer },
    });
    expect(askedIn(keeps("no"), "service")).not.toContain("service.access-equipment");
    expect(askedIn(keeps("not-sure"), "service")).not.toContain("service.access-equipment");
    expect(askedIn(keeps("yes"), "service")).toContain("service.access-equipment");
  });

  it("asks whether another entrance is step-free, then whether it is open, one at a time", () => {
    const draft = (responses: Record<string, Answer>): Draft => ({
      ...cafe,
      focus: ["getting-there"],
      responses,
    });
    const asked = (responses: Record<string, Answer>) =>
      questionsAsked("getting-there", draft(responses)).map((question) => question.id);
    const main = "getting-there.step-free-entrance";
    const other = "getting-there.step-free-alternative";
    const open = "getting-there.step-free-alternative-open";
    expect(asked({ [main]: "yes" })).not.toContain(other);
    expect(asked({ [main]: "no" })).toContain(other);
    expect(asked({ [main]: "no", [other]: "no" })).not.toContain(open);
    expect(asked({ [main]: "no", [other]: "yes" })).toContain(open);
    // A step-free main entrance after all: neither follow-up stands, even kept from before.
    expect(asked({ [main]: "yes", [other]: "yes", [open]: "no" })).not.toContain(open);
    const pruned = pruneDraft(draft({ [main]: "yes", [other]: "yes", [open]: "no" }));
    expect(pruned.responses).toEqual({ [main]: "yes" });
  });

  it("reads only the answers a question offers: a finding has no Partly", () => {
    const draft = draftFromForm({
      "getting-there.step-free-alternative": "partly",
      "getting-there.step-free-entrance": "partly",
    });
    expect(draft.responses).toEqual({ "getting-there.step-free-entrance": "partly" });
  });

  it("does not ask an online business about its premises, or a one-person business about staff", () => {
    const online = { ...cafe, businessType: "online" } as const;
    expect(askedIn(online, "communication")).not.toContain("communication.hearing-loop");
    expect(askedIn(cafe, "communication")).toContain("communication.hearing-loop");
    const solo = { ...cafe, businessSize: "1" } as const;
    expect(askedIn(solo, "employment")).not.toContain("employment.access-to-work");
    expect(askedIn(cafe, "employment")).toContain("employment.access-to-work");
  });

  it("asks whether the toilet is kept clear only after 'Yes, we have one'", () => {
    const noToilet = answered(cafe, "inside", "yes");
    noToilet.responses["inside.accessible-toilet"] = "no";
    expect(askedIn(noToilet, "inside")).not.toContain("inside.toilet-kept-clear");
    expect(askedIn(answered(cafe, "inside", "yes"), "inside")).toContain(
      "inside.toilet-kept-clear",
    );
  });

  it("stays on the step, without an error, to ask a follow-up the page did not show", () => {
    const draft = answered(cafe, "inside", "yes");
    delete draft.responses["inside.toilet-kept-clear"];
    expect(advance("inside", { kind: "continue" }, draft)).toEqual({
      to: "step",
      step: "inside",
      errors: [],
      returnToCheck: false,
      followUps: ["inside.toilet-kept-clear"],
    });
    // Shown and left unanswered, it is a missing answer like any other primary question.
    const shown = new Set(["inside.toilet-kept-clear"]);
    const again = advance("inside", { kind: "continue" }, draft, false, shown);
    expect(again).toMatchObject({
      step: "inside",
      errors: [{ field: "inside.toilet-kept-clear" }],
    });
    // Answered, the journey moves on.
    draft.responses["inside.toilet-kept-clear"] = "partly";
    expect(advance("inside", { kind: "continue" }, draft, false, shown)).toMatchObject({
      step: "communication",
    });
  });

  it("drops a follow-up's answer once its first answer changes, and what was never asked", () => {
    const draft = answered(cafe, "inside", "yes");
    draft.responses["inside.accessible-toilet"] = "no";
    draft.responses["inside.large-public-building"] = "no";
    draft.responses["inside.changing-places"] = "no";
    const pruned = pruneDraft(draft);
    expect(pruned.responses).not.toHaveProperty("inside.toilet-kept-clear");
    expect(pruned.responses).not.toHaveProperty("inside.changing-places");
  });

  it("titles each step with its place, and 'Error:' first when it has errors", () => {
    const draft = { ...cafe, focus: ["inside"] } as Draft;
    expect(journeyTitle({ step: "inside", draft, errors: [] })).toBe(
      `Step 2 of 3: ${areaById("inside").title} | Self-assessment | Real Access`,
    );
    expect(
      journeyTitle({ step: "about", draft, errors: [{ field: "focus", message: "x" }] }),
    ).toMatch(/^Error: Step 1 of 3: About your business \| /);
  });

  it("counts the steps from the first page as the next pages do", () => {
    // Before any area is chosen, every area that could apply counts: 6 areas and 2 steps more.
    const fresh = { focus: [], responses: {} } as Draft;
    expect(journeyTitle({ step: "about", draft: fresh, errors: [] })).toMatch(/^Step 1 of 8: /);
    const online = { ...fresh, businessType: "online" } as Draft;
    expect(journeyTitle({ step: "about", draft: online, errors: [] })).toMatch(/^Step 1 of 6: /);
    // A café choosing every area goes on to "Step 2 of 8".
    const everything = { ...cafe, focus: [...AREA_IDS] } as Draft;
    expect(journeyTitle({ step: "getting-there", draft: everything, errors: [] })).toMatch(
      /^Step 2 of 8: /,
    );
  });
});
