import { Link } from "wouter";
import { BRAND } from "../../shared/site.ts";
import { PageHeading } from "../components/layout/route-focus.tsx";
import { ExternalLink } from "../components/ui/external-link.tsx";
import { useSite } from "../lib/site-context.tsx";

const RESOURCES = [
  {
    href: "/news",
    title: "News",
    text: "Top stories and the latest accessibility news from venues, transport, work and the web.",
  },
  {
    href: "/advice-and-solutions",
    title: "Advice & Solutions",
    text: "Quick, practical fixes for common barriers, expert articles and stories from the community.",
  },
  {
    href: "/about",
    title: "About Us",
    text: "Who we are, how we work, and why real access matters to every organisation.",
  },
  {
    href: "/book",
    title: "The Book",
    text: "The companion guide: the thinking, the stories and the poem behind the site.",
  },
];

export default function HomePage() {
  const { bookUrl } = useSite();
  return (
    <>
      <section
        aria-labelledby="home-title"
        className="rounded-2xl bg-surface px-6 py-12 sm:px-10 sm:py-16"
      >
        <PageHeading className="max-w-3xl font-bold text-4xl leading-tight sm:text-5xl">
          <span id="home-title">{BRAND.tagline}</span>
        </PageHeading>
        <p className="mt-5 max-w-2xl text-lg text-muted sm:text-xl">
          Practical, affordable accessibility for businesses, organisations and everyone they serve.
          No jargon, no guilt: just clear steps that help more people get in, join in and feel
          welcome.
        </p>
        <div className="mt-8 flex flex-wrap gap-4">
          <Link
            href="/contact"
            className="rounded-md bg-accent px-6 py-3 font-bold text-lg text-on-accent hover:bg-accent-strong"
          >
            Get In Touch
          </Link>
          <ExternalLink
            href={bookUrl}
            className="rounded-md border-2 border-accent bg-page px-6 py-3 font-bold text-lg"
          >
            Read Our Book
          </ExternalLink>
        </div>
      </section>

      <section aria-labelledby="resources-title" className="mt-14">
        <h2 id="resources-title" className="font-bold text-2xl sm:text-3xl">
          Find what you need
        </h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {RESOURCES.map((resource) => (
            <li
              key={resource.href}
              className="relative rounded-xl border-2 border-line p-5 hover:border-accent"
            >
              <h3 className="font-bold text-xl">
                <Link
                  href={resource.href}
                  className="underline-offset-4 after:absolute after:inset-0 hover:underline"
                >
                  {resource.title}
                </Link>
              </h3>
              <p className="mt-2 text-muted">{resource.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
