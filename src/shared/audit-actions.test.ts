import { describe, expect, it } from "vitest";
import {
  AUDIT_ACTIONS,
  auditActionGroups,
  auditActionLabel,
  auditActorLabel,
  auditItemLabel,
} from "./audit-actions.ts";

describe("audit actions in words", () => {
  it("labels each action, and a failure as a failure", () => {
    expect(auditActionLabel("community.approve", true)).toBe("Story approved");
    expect(auditActionLabel("admin.login", true)).toBe("Signed in");
    expect(auditActionLabel("admin.login", false)).toBe("Sign-in failed");
    expect(auditActionLabel("news.delete", false)).toBe("News story deleted (failed)");
    expect(auditActionLabel("legacy.thing", true)).toBe("legacy.thing");
  });

  it("offers every action once in the filter, grouped, with distinct labels", () => {
    const options = auditActionGroups().flatMap((group) => group.actions);
    expect(options.map((option) => option.action)).toEqual([...AUDIT_ACTIONS]);
    expect(new Set(options.map((option) => option.label)).size).toBe(AUDIT_ACTIONS.length);
    expect(auditActionGroups().map((group) => group.group)).toEqual([
      "Signing in",
      "People",
      "Community stories",
      "News",
      "Expert articles",
      "Quick solutions",
      "Access guides",
      "Messages",
      "E-mail notifications",
      "Privacy",
      "Backups",
    ]);
  });

  it("names the item and who did it", () => {
    expect(auditItemLabel("community.edit", "12")).toBe("Story 12");
    expect(auditItemLabel("contact-request.read", "3")).toBe("Message 3");
    expect(auditItemLabel("admin.login", null)).toBeNull();
    expect(auditItemLabel("legacy.thing", "7")).toBe("7");
    expect(auditActorLabel("session:0123456789ab")).toBe("Admin session 01234567");
    expect(auditActorLabel("bearer")).toBe("Script (password header)");
    expect(auditActorLabel("anonymous")).toBe("Not signed in");
    expect(auditActorLabel("system")).toBe("The site (automatic)");
    expect(auditActorLabel("user:ada")).toBe("ada");
    expect(auditActorLabel("user:ada", "token:Nightly export")).toBe(
      "ada, with the API token “Nightly export”",
    );
    expect(auditActorLabel("user:owner", "password-header")).toBe(
      "owner, with the owner's password as a script",
    );
  });
});
