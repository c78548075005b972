// The words that changed between two revisions, marked in the text itself: inserted
// words underlined and deleted ones struck through, each also named for screen readers, so the
// difference never rests on colour alone.
import { diffWords } from "diff";
import type { WrittenSnapshot } from "../../../shared/contracts/publishing.ts";

const FIELDS: { key: "title" | "excerpt" | "content"; label: string }[] = [
  { key: "title", label: "Title" },
  { key: "excerpt", label: "Excerpt" },
  { key: "content", label: "Text" },
];

function WordDiff({ before, after }: { before: string; after: string }) {
  const parts = diffWords(before, after);
  return (
    <p className="whitespace-pre-wrap break-words rounded-md border-2 border-line p-3">
      {parts.map((part, index) => {
        // The parts are a fixed list for the two texts shown: their place is their identity.
        const key = index;
        if (part.added) {
          return (
            <ins key={key} className="font-semibold text-accent underline decoration-2">
              <span className="sr-only">[added: </span>
              {part.value}
              <span className="sr-only">]</span>
            </ins>
          );
        }
        if (part.removed) {
          return (
            <del key={key} className="text-danger line-through decoration-2">
              <span className="sr-only">[removed: </span>
              {part.value}
              <span className="sr-only">]</span>
            </del>
          );
        }
        return <span key={key}>{part.value}</span>;
      })}
    </p>
  );
}

export function RevisionDiff({
  before,
  after,
}: {
  before: WrittenSnapshot;
  after: WrittenSnapshot;
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
