import { describe, expect, it } from "vitest";
import { auditLogPath } from "./api-paths.ts";

describe("API paths", () => {
  it("builds the audit log's path", () => {
    expect(auditLogPath(1)).toBe("/api/admin/audit-log?page=1");
    expect(auditLogPath(3, "community.edit")).toBe(
      "/api/admin/audit-log?page=3&action=community.edit",
    );
  });
});
