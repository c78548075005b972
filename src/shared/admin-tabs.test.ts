// The admin panel's tabs (./admin-tabs.ts): every tab opens for someone, and a tab's id is written
// in its table alone, so the panel, the e-mails that link to a tab and the publishing kinds cannot
// drift from it by a string of their own.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ADMIN_TAB_IDS, ADMIN_TABS, adminTabPath } from "./admin-tabs.ts";
import { PUBLISHING_KINDS } from "./publishing-kinds.ts";
import { can, ROLES } from "./roles.ts";

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "..");

function code(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return code(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the admin tabs", () => {
  it("are addressed by ids that read well in a URL", () => {
    for (const id of ADMIN_TAB_IDS) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(adminTabPath("messages")).toBe("/admin?tab=messages");
  });

  it("open each for some role: the owner every one, and everyone their own account", () => {
    expect(ADMIN_TAB_IDS.filter((tab) => !can("owner", ADMIN_TABS[tab]))).toEqual([]);
    for (const role of ROLES) expect(can(role, ADMIN_TABS.account)).toBe(true);
  });

  it("hold the tab each publishing kind is written in", () => {
    for (const kind of Object.values(PUBLISHING_KINDS)) {
      expect(ADMIN_TAB_IDS).toContain(kind.adminTab);
    }
  });

  it("are named by their ids nowhere but their table", () => {
    const table = resolve(SRC, "shared/admin-tabs.ts");
    const written = code(SRC)
      .filter((file) => file !== table)
      .flatMap((file) => {
        const text = readFileSync(file, "utf8");
        // The panel's tabs (web/pages/admin/) come from the table; other pages have tabs of their own.
        const panel = file.startsWith(resolve(SRC, "web/pages/admin"));
        const found = [
          ...text.matchAll(/\/admin\?tab=/g),
          ...(panel ? text.matchAll(/<Tab(?:Panel)? id="[^"]*"/g) : []),
        ];
        return found.map(([match]) => `${relative(SRC, file)}: ${match}`);
      });
    expect(written).toEqual([]);
  });
});
