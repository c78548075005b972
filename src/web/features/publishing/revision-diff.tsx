// The words that changed between two revisions, field by field (WordDiff marks them in the text).
import type { PublishingSnapshot } from "../../../shared/contracts/publishing.ts";
import { WordDiff } from "../../components/word-diff.tsx";

const FIELDS: { key: "title" | "excerpt" | "content"; label: string }[] = [
  { key: "title", label: "Title" },
  { key: "excerpt", label: "Excerpt" },
  { key: "content", label: "Text" },
];

export function RevisionDiff({
  before,
  after,
}: {
  before: PublishingSnapshot;
  after: PublishingSnapshot;
}) {
  const changed = FIELDS.filter(({ key }) => (before[key] ?? "") !== (after[key] ?? ""));
  if (changed.length === 0) return <p>The title, excerpt and text are the same in both.</p>;
  return (
    <div className="flex flex-col gap-3">
      {changed.map(({ key, label }) => (
        <div key={key} className="flex flex-col gap-1">
          <p className="font-semibold">{label}</p>
          <WordDiff before={before[key] ?? ""} after={after[key] ?? ""} />
        </div>
      ))}
    </div>
  );
}
