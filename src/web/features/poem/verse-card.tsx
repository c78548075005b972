import type { Verse } from "../../content/poem.ts";

interface VerseCardProps {
  verse: Verse;
  headingLevel: 2 | 3;
  /** Shown before the title, e.g. "Verse 3". */
  label?: string;
}

/** One verse as a card, its lines kept as lines. Not italic: italics are harder to read for many. */
export function VerseCard({ verse, headingLevel, label }: VerseCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="h-full rounded-xl border-l-8 border-accent bg-surface p-6">
      <Heading className="font-bold text-xl">
        {label && <span className="block font-semibold text-base text-muted">{label}</span>}
        {verse.title}
      </Heading>
      <p className="mt-3 text-lg">
        {verse.lines.map((line) => (
          // A wrapped line hangs indented under its start, as poems are printed.
          <span key={line} className="block pl-6 -indent-6">
            {line}
          </span>
        ))}
      </p>
    </article>
  );
}
