// Admin › Access guides: what a business changed since the team last reviewed its guide (sent it
// back, or published it), word by word, each fact in the words its page uses. Added and removed
// words are marked in the text and named for screen readers (WordDiff), never by colour alone.
import { guideCategory } from "../../../shared/access-guides/categories.ts";
import type { GuideLocation } from "../../../shared/access-guides/location.ts";
import {
  distanceWords,
  locationText,
  metresBetween,
  openStreetMapUrl,
} from "../../../shared/access-guides/location-text.ts";
import type { AdminAccessGuide, LastGuideReview } from "../../../shared/contracts/access-guides.ts";
import { formatUkDateTime } from "../../../shared/dates.ts";
import { ExternalLink } from "../../components/ui/external-link.tsx";
import { WordDiff } from "../../components/word-diff.tsx";
import { factSections } from "./fact-words.ts";

interface Line {
  key: string;
  label: string;
  text: string;
}

interface Version {
  name: string;
  town: string;
  postcode: string;
  category: string;
  location: GuideLocation | null;
  details: object;
  /** As the page shows it: null when the business keeps it private. */
  contactEmail: string | null;
  photoAlts: readonly string[];
}

/** A version as lines of text, in the order the queue shows a guide; blanks are left out. */
function linesOf(version: Version): Line[] {
  const lines: Line[] = [
    { key: "name", label: "Name", text: version.name },
    { key: "town", label: "Town", text: version.town },
    { key: "postcode", label: "Postcode", text: version.postcode },
    { key: "category", label: "Kind of place", text: guideCategory(version.category).label },
    {
      key: "location",
      label: "Where the place is",
      text: version.location ? locationText(version.location) : "",
    },
    { key: "email", label: "E-mail shown on the page", text: version.contactEmail ?? "" },
    ...factSections(version.details).flatMap((section) =>
      section.facts.map((fact) => ({
        key: fact.path,
        label: `${section.title}: ${fact.label}`,
        text: fact.value,
      })),
    ),
    ...version.photoAlts.map((alt, index) => ({
      key: `photo-${index}`,
      label: `Photo ${index + 1}, alt text`,
      text: alt,
    })),
  ];
  return lines.filter((line) => line.text !== "");
}

/** A moved point says how far: a few metres is a tidy-up, a kilometre a different place. */
function movedLabel(label: string, before: GuideLocation | null, after: GuideLocation | null) {
  return before && after
    ? `${label} (moved ${distanceWords(metresBetween(before, after))})`
    : label;
}

export interface GuideChange {
  key: string;
  label: string;
  before: string;
  after: string;
}

/** Every line that differs: changed, added (before is "") or left out now (after is ""). */
export function guideChanges(before: Version, after: Version): GuideChange[] {
  const earlier = new Map(linesOf(before).map((line) => [line.key, line]));
  const now = linesOf(after);
  const kept = new Set(now.map((line) => line.key));
  const changes = now.map(({ key, label, text }) => ({
    key,
    label: key === "location" ? movedLabel(label, before.location, after.location) : label,
    before: earlier.get(key)?.text ?? "",
    after: text,
  }));
  const gone = [...earlier.values()]
    .filter((line) => !kept.has(line.key))
    .map(({ key, label, text }) => ({ key, label, before: text, after: "" }));
  return [...changes, ...gone].filter((change) => change.before !== change.after);
}

/** The guide as it waits now, in the same terms as the version last reviewed. */
export const versionOf = (guide: AdminAccessGuide): Version => ({
  ...guide,
  contactEmail: guide.publishContactEmail ? guide.contactEmail : null,
  photoAlts: guide.photos.map((photo) => photo.alt),
});

const sinceWords = (review: LastGuideReview) =>
  `${review.outcome === "published" ? "the version published" : "it was sent back"} on ${formatUkDateTime(review.at)}`;

export function GuideChanges({
  guide,
  review,
}: {
  guide: AdminAccessGuide;
  review: LastGuideReview;
}) {
  const changes = guideChanges(review.version, versionOf(guide));
  return (
    // Not a region: the queue lists several guides, and its landmarks stay unique.
    <div className="flex flex-col gap-3 rounded-xl border-2 border-accent p-4">
      <h5 className="font-bold">
        {changes.length === 0
          ? `Nothing has changed since ${sinceWords(review)}`
          : `What changed since ${sinceWords(review)}`}
      </h5>
      {changes.length > 0 && (
        <>
          <p className="text-muted text-sm">
            Added words are underlined and removed words struck through.
          </p>
          <dl className="flex flex-col gap-3">
            {changes.map((change) => (
              <div key={change.key} className="flex flex-col gap-1">
                <dt className="font-semibold">
                  {change.label}
                  {change.before === "" ? " (new)" : change.after === "" ? " (left out now)" : ""}
                </dt>
                <dd>
                  <WordDiff before={change.before} after={change.after} />
                  {change.key === "location" && guide.location ? (
                    <>
                      {" "}
                      <ExternalLink
                        href={openStreetMapUrl(guide.location)}
                        className="underline underline-offset-4"
                      >
                        Check it on OpenStreetMap
                      </ExternalLink>
                    </>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  );
}
