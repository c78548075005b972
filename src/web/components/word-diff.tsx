// The words that changed between two texts, marked in the text itself: inserted words underlined
// and deleted ones struck through, each also named for screen readers, so the difference never
// rests on colour alone. Used by the articles' revisions and the access guides' re-review.
import { diffWords } from "diff";

export function WordDiff({ before, after }: { before: string; after: string }) {
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
