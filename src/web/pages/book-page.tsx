import { Link } from "wouter";
import { BOOK } from "../../shared/site.ts";
import { SimplePage } from "../components/layout/simple-page.tsx";
import { ExternalLink } from "../components/ui/external-link.tsx";
import { useSite } from "../lib/site-context.tsx";

export default function BookPage() {
  const { bookUrl } = useSite();
  return (
    <SimplePage
      heading="The Book"
      intro={`${BOOK.title}, by ${BOOK.author}: the companion to this site, with the thinking behind every quick solution.`}
    >
      <p className="mt-6 flex flex-wrap gap-4">
        <ExternalLink
          href={bookUrl}
          className="rounded-md bg-accent px-5 py-3 font-bold text-on-accent"
        >
          Buy the Book
        </ExternalLink>
        <Link
          href="/advice-and-solutions"
          className="rounded-md border-2 border-accent px-5 py-3 font-bold"
        >
          Browse advice and solutions
        </Link>
      </p>
    </SimplePage>
  );
}
