import { Link } from "wouter";
import { BOOK } from "../../shared/site.ts";
import { BookCover } from "../components/book-cover.tsx";
import { PageHeading } from "../components/layout/route-focus.tsx";
import { ExternalLink } from "../components/ui/external-link.tsx";
import { AUTHOR_MESSAGE, CHAPTERS, CORE_THEMES } from "../content/book.ts";
import { BOOK_PAGE_VERSES, POEM_TITLE } from "../content/poem.ts";
import { VerseCard } from "../features/poem/verse-card.tsx";
import { useSite } from "../lib/site-context.tsx";

const primaryButton =
  "inline-block max-w-full rounded-md bg-accent px-6 py-3 font-bold text-lg text-on-accent hover:bg-accent-strong";
const secondaryButton =
  "inline-block max-w-full rounded-md border-2 border-accent bg-page px-6 py-3 font-bold text-lg hover:bg-surface";

export default function BookPage() {
  const { bookUrl } = useSite();
  return (
    <div className="mx-auto max-w-5xl">
      <div className="grid items-start gap-8 md:grid-cols-[16rem_1fr]">
        <BookCover className="mx-auto w-52 md:w-64" />
        <div>
          <PageHeading>The Book</PageHeading>
          <p className="mt-3 font-bold text-2xl">{BOOK.shortTitle}</p>
          <p className="text-xl">{BOOK.subtitle}</p>
          <p className="mt-1 text-lg text-muted">by {BOOK.author}</p>
          <p className="mt-4 text-lg">
            The companion to this website: the thinking behind every quick solution, the stories of
            the people who shaped them, and a poem about what it feels like to be on the other side
            of the door.
          </p>
          <div className="mt-6 flex flex-wrap gap-4">
            <ExternalLink href={bookUrl} className={primaryButton}>
              Buy the Book
            </ExternalLink>
            <Link href="/advice-and-solutions" className={secondaryButton}>
              Browse Advice & Solutions
            </Link>
          </div>
        </div>
      </div>

      <section aria-labelledby="author-title" className="mt-14 rounded-2xl bg-surface p-6 sm:p-10">
        <h2 id="author-title" className="font-bold text-2xl">
          A message from the author
        </h2>
        {AUTHOR_MESSAGE.map((paragraph) => (
          <p key={paragraph.slice(0, 24)} className="mt-4 text-lg">
            {paragraph}
          </p>
        ))}
        <p className="mt-4 font-semibold text-lg">{BOOK.author}</p>
      </section>

      <section aria-labelledby="verses-title" className="mt-14">
        <h2 id="verses-title" className="font-bold text-2xl">
          From the poem, ‘{POEM_TITLE}’
        </h2>
        <p className="mt-2 text-lg text-muted">
          Four of the nine verses at the heart of the book.{" "}
          <Link href="/poem" className="font-semibold text-ink underline underline-offset-4">
            Read the whole poem
          </Link>
          .
        </p>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2">
          {BOOK_PAGE_VERSES.map((verse) => (
            <li key={verse.title}>
              <VerseCard verse={verse} headingLevel={3} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="themes-title" className="mt-14">
        <h2 id="themes-title" className="font-bold text-2xl">
          Three core themes
        </h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-3">
          {CORE_THEMES.map((theme) => (
            <li key={theme.title} className="rounded-xl border-2 border-line p-6">
              <h3 className="font-bold text-xl">{theme.title}</h3>
              <p className="mt-2">{theme.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="inside-title" className="mt-14">
        <h2 id="inside-title" className="font-bold text-2xl">
          What's inside
        </h2>
        <ol className="mt-4 flex list-decimal flex-col gap-2 pl-7 text-lg">
          {CHAPTERS.map((chapter) => (
            <li key={chapter}>{chapter}</li>
          ))}
        </ol>
        <p className="mt-4 text-lg">
          Each chapter ends with a checklist, rough costs and questions to ask your customers and
          staff.
        </p>
      </section>

      <section
        aria-labelledby="buy-title"
        className="mt-14 rounded-2xl border-2 border-accent p-6 text-center sm:p-10"
      >
        <h2 id="buy-title" className="font-bold text-2xl">
          Get your copy
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg">
          {BOOK.title} is available from our bookshop partner. You can start with the free quick
          solutions on this site today.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-4">
          <ExternalLink href={bookUrl} className={primaryButton}>
            Buy the Book
          </ExternalLink>
          <Link href="/advice-and-solutions" className={secondaryButton}>
            Browse Advice & Solutions
          </Link>
        </div>
      </section>
    </div>
  );
}
