import { Link } from "wouter";
import { BOOK } from "../../shared/site.ts";
import { PageHeading } from "../components/layout/route-focus.tsx";
import { ExternalLink } from "../components/ui/external-link.tsx";
import { POEM, POEM_TITLE } from "../content/poem.ts";
import { VerseCard } from "../features/poem/verse-card.tsx";
import { useSite } from "../lib/site-context.tsx";

export default function PoemPage() {
  const { bookUrl } = useSite();
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading>The Poem</PageHeading>
      <p className="mt-3 font-bold text-2xl">‘{POEM_TITLE}’</p>
      <p className="mt-1 text-lg text-muted">by {BOOK.author}</p>
      <p className="mt-4 max-w-3xl text-lg">
        The poem at the heart of{" "}
        <Link href="/book" className="font-semibold underline underline-offset-4">
          the book
        </Link>
        : nine short verses about doors, welcome and what it means to be expected. It was written
        for the business owners who want to get this right, and for everyone who has ever stood
        outside doing the sums.
      </p>
      <ol className="mt-10 grid gap-5 md:grid-cols-2">
        {POEM.map((verse, index) => (
          <li key={verse.title}>
            <VerseCard verse={verse} headingLevel={2} label={`Verse ${index + 1}`} />
          </li>
        ))}
      </ol>
      <section
        aria-labelledby="poem-buy-title"
        className="mt-14 rounded-2xl border-2 border-accent p-6 text-center sm:p-10"
      >
        <h2 id="poem-buy-title" className="font-bold text-2xl">
          Read it in the book
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg">
          The poem opens {BOOK.title}, where each verse leads into the practical chapter it
          inspired.
        </p>
        <p className="mt-6">
          <ExternalLink
            href={bookUrl}
            className="inline-block max-w-full rounded-md bg-accent px-6 py-3 font-bold text-lg text-on-accent hover:bg-accent-strong"
          >
            Buy the Book
          </ExternalLink>
        </p>
      </section>
    </div>
  );
}
