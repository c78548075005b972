// A published guide as its page reads it: each fact with who last stated it and when,
// and each section with what visitors said since: how many confirmed it and when the last did,
// and whether a correction the team accepted is being checked (for 30 days) or still unconfirmed
// after that. Visitors' confirmations after the business's stamp make a fact's source `visitor`.
import { and, eq, inArray } from "drizzle-orm";
import { type GuideFieldPath, sectionOf } from "../../../shared/access-guides/fields.ts";
import {
  DISPUTE_CHECK_DAYS,
  type DisputeState,
  type FactStamp,
} from "../../../shared/access-guides/trust.ts";
import type { Db } from "../../db/connection.ts";
import { accessGuideFeedback, accessGuides } from "../../db/schema.ts";
import { stampsOf } from "./provenance.ts";
import { withNotices } from "./public-reads.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

interface SectionTrust {
  stated: { source: FactStamp["source"]; checkedAt: Date } | null;
  confirmations: number;
  lastConfirmedAt: Date | null;
  dispute: DisputeState | null;
}

type Answer = Pick<
  typeof accessGuideFeedback.$inferSelect,
  "section" | "status" | "createdAt" | "decidedAt"
>;

/** Provenance and sections from a version's stamps and the answers visitors gave. */
export function trustOf(stamps: Record<string, FactStamp>, answers: Answer[], now: Date) {
  const sections: Record<string, SectionTrust> = {};
  const sectionOfPath = (path: string) => sectionOf(path as GuideFieldPath);
  // Each section's latest statement by the business (or the team).
  for (const [path, stamp] of Object.entries(stamps)) {
    const id = sectionOfPath(path);
    const at = new Date(stamp.checkedAt);
    const current = sections[id]?.stated;
    sections[id] = {
      stated:
        !current || at > current.checkedAt ? { source: stamp.source, checkedAt: at } : current,
      confirmations: 0,
      lastConfirmedAt: null,
      dispute: null,
    };
  }
  for (const answer of answers) {
    const section = sections[answer.section];
    if (!section) continue;
    if (answer.status === "confirmed") {
      // Only what visitors said since the business last stated the section counts.
      if (section.stated && answer.createdAt <= section.stated.checkedAt) continue;
      section.confirmations += 1;
      if (!section.lastConfirmedAt || answer.createdAt > section.lastConfirmedAt)
        section.lastConfirmedAt = answer.createdAt;
    } else if (answer.status === "accepted" && section.dispute !== "being-checked") {
      const since = now.getTime() - (answer.decidedAt ?? answer.createdAt).getTime();
      section.dispute = since > DISPUTE_CHECK_DAYS * DAY_MS ? "unconfirmed" : "being-checked";
    }
  }
  const provenance: Record<string, { source: FactStamp["source"]; checkedAt: Date }> = {};
  for (const [path, stamp] of Object.entries(stamps)) {
    const confirmed = sections[sectionOfPath(path)]?.lastConfirmedAt;
    const at = new Date(stamp.checkedAt);
    provenance[path] =
      confirmed && confirmed > at
        ? { source: "visitor", checkedAt: confirmed }
        : { source: stamp.source, checkedAt: at };
  }
  return { provenance, sections };
}

export async function findGuideWithTrust(db: Db, id: number, now: Date) {
  const [row] = await db.select().from(accessGuides).where(eq(accessGuides.id, id));
  if (!row?.published) return undefined;
  const answers = await db
    .select({
      section: accessGuideFeedback.section,
      status: accessGuideFeedback.status,
      createdAt: accessGuideFeedback.createdAt,
      decidedAt: accessGuideFeedback.decidedAt,
    })
    .from(accessGuideFeedback)
    .where(
      and(
        eq(accessGuideFeedback.guideId, id),
        inArray(accessGuideFeedback.status, ["confirmed", "accepted"]),
      ),
    );
  // The guide as visitors read it, its live notices with it.
  const [guide] = await withNotices(db, [{ ...row, published: row.published }], now);
  return guide && { ...guide, ...trustOf(stampsOf(row.published), answers, now) };
}
