import { Link } from "wouter";
import { WHO_FACT_SHEET_2023, WHO_WORLD_REPORT_2011 } from "../../shared/official-sources.ts";
import { PAGE_PATHS } from "../../shared/page-paths.ts";
import { BOOK, BRAND } from "../../shared/site.ts";
import { BookCover } from "../components/book-cover.tsx";
import { PageHeading } from "../components/layout/route-focus.tsx";
import { ExternalLink } from "../components/ui/external-link.tsx";
import { useSite } from "../lib/site-context.tsx";

const primaryButton =
  "inline-block max-w-full rounded-md bg-accent px-6 py-3 font-bold text-lg text-on-accent hover:bg-accent-strong";
const secondaryButton =
  "inline-block max-w-full rounded-md border-2 border-accent bg-page px-6 py-3 font-bold text-lg hover:bg-surface";

// A static strip. Screen readers hear the figure in words ("1B+" reads badly).
// Each figure says where it comes from, and the two that no survey measured say so plainly.
const STATISTICS = [
  {
    figure: "1B+",
    spoken: "More than 1 billion",
    caption: "people with disabilities worldwide",
    note: "WHO and World Bank, 2011. WHO's 2023 estimate is 1.3 billion.",
  },
  {
    figure: "80%",
    spoken: "80%",
    caption: "have hidden disabilities",
    note: "A widely quoted estimate, not an official statistic: many disabilities cannot be seen.",
  },
  {
    figure: "15%",
    spoken: "15%",
    caption: "of the global population",
    note: "WHO and World Bank, 2011. WHO's 2023 estimate is 16%.",
  },
  {
    figure: "100%",
    spoken: "100%",
    caption: "benefit from accessibility",
    note: "Not a measurement: step-free routes, captions and clear signs help everyone at times.",
  },
];
const STATISTICS_SOURCES = [WHO_WORLD_REPORT_2011, WHO_FACT_SHEET_2023];

const RESOURCES = [
  {
    href: PAGE_PATHS.news,
    title: "News",
    text: "Top stories picked by our editors and a live feed of accessibility news from venues, transport, work and the web.",
  },
  {
    href: PAGE_PATHS.adviceAndSolutions,
    title: "Advice & Solutions",
    text: "Search quick fixes for everyday barriers, read expert articles and learn from people who have been there.",
  },
  {
    href: PAGE_PATHS.about,
    title: "About Us",
    text: "Who we are, how we work, and why real access matters to every organisation, whatever its size.",
  },
  {
    href: PAGE_PATHS.book,
    title: "The Book",
    text: "The companion guide: the thinking behind every solution, and the poem at its heart.",
    cover: true,
  },
];

const BENEFITS = [
  {
    title: "Inclusive Culture",
    text: "When a place is easy to use, people stay longer, come back and bring friends. Staff who know how to help feel more confident too, and that confidence shows in everything they do.",
  },
  {
    title: "Legal Compliance",
    text: "The Equality Act 2010 in Great Britain, and the Disability Discrimination Act 1995 in Northern Ireland, expect service providers and employers to make reasonable adjustments for disabled people. Service providers must think ahead about what disabled customers may need; an employer's duty starts once it knows, or could reasonably be expected to know, that someone is disabled. Practical steps now are cheaper and kinder than putting things right after a complaint.",
  },
  {
    title: "Innovation Driver",
    text: "Captions, step-free routes, clear signs and simple forms began as access features and became things everyone prefers. Designing for the widest range of people is one of the most reliable ways to make something better.",
  },
];

export default function HomePage() {
  const { bookUrl } = useSite();
  return (
    <>
      <section
        aria-labelledby="home-title"
        className="rounded-2xl bg-surface px-edge-6 py-12 sm:px-10 sm:py-16"
      >
        <PageHeading className="max-w-3xl font-bold text-4xl leading-tight sm:text-5xl">
          <span id="home-title">{BRAND.tagline}</span>
        </PageHeading>
        <p className="mt-5 max-w-2xl text-lg text-muted sm:text-xl">
          Practical, affordable accessibility for businesses, organisations and everyone they serve.
          No jargon and no guilt: just clear steps that help more people get in, join in and feel
          welcome.
        </p>
        <div className="mt-8 flex flex-wrap gap-4">
          <Link href={PAGE_PATHS.contact} className={primaryButton}>
            Get In Touch
          </Link>
          <ExternalLink href={bookUrl} className={secondaryButton}>
            Read Our Book
          </ExternalLink>
        </div>
      </section>

      <section
        aria-labelledby="book-promo-title"
        className="mt-14 grid items-center gap-8 rounded-2xl border-2 border-line px-edge-6 py-6 sm:grid-cols-[12rem_1fr] sm:p-10"
      >
        <BookCover className="mx-auto w-40 sm:w-48" />
        <div>
          <p className="font-semibold text-accent uppercase tracking-wide">The companion book</p>
          <h2 id="book-promo-title" className="mt-1 font-bold text-2xl sm:text-3xl">
            {BOOK.title}
          </h2>
          <p className="mt-3 text-lg">
            {BOOK.author} shows how a café, a corner shop, a dental practice or a village hall can
            remove the barriers that matter most, often for less than the cost of a new sign. Real
            examples, honest costs and a poem about what it feels like to be on the other side of
            the door.
          </p>
          <p className="mt-6">
            <ExternalLink href={bookUrl} className={primaryButton}>
              Buy the Book
            </ExternalLink>
          </p>
        </div>
      </section>

      <section aria-labelledby="statistics-title" className="mt-14">
        <h2 id="statistics-title" className="sr-only">
          Accessibility in numbers
        </h2>
        <ul className="grid gap-4 rounded-2xl bg-accent px-edge-6 py-6 text-on-accent sm:grid-cols-2 sm:p-8 lg:grid-cols-4">
          {STATISTICS.map((statistic) => (
            <li key={statistic.figure} className="text-center">
              <span
                aria-hidden={statistic.spoken === statistic.figure ? undefined : true}
                className="block font-bold text-4xl sm:text-5xl"
              >
                {statistic.figure}
              </span>
              {statistic.spoken !== statistic.figure && (
                <span className="sr-only">{statistic.spoken} </span>
              )}
              <span className="mt-1 block text-lg">{statistic.caption}</span>
              <span className="mt-2 block text-sm">{statistic.note}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-muted text-sm">
          Sources:{" "}
          {STATISTICS_SOURCES.map((source, index) => (
            <span key={source.url}>
              {index > 0 && "; "}
              <ExternalLink href={source.url} className="underline underline-offset-4">
                {source.publisher}, {source.title}
              </ExternalLink>
            </span>
          ))}
          .
        </p>
      </section>

      <section
        aria-labelledby="self-assessment-title"
        className="mt-14 rounded-2xl border-2 border-line px-edge-6 py-6 sm:p-8"
      >
        <h2 id="self-assessment-title" className="font-bold text-2xl sm:text-3xl">
          How accessible is your business?
        </h2>
        <p className="mt-3 max-w-3xl text-lg">
          Answer plain questions about your premises, your website, your team and your policies. In
          about fifteen minutes you get a score for each area, a list of what to fix first with
          rough costs, and a draft access guide to publish. No sign-up, and no name or e-mail asked.
        </p>
        <p className="mt-5">
          <Link href={PAGE_PATHS.selfAssessment} className={primaryButton}>
            Start the self-assessment
          </Link>
        </p>
      </section>

      <section aria-labelledby="resources-title" className="mt-14">
        <h2 id="resources-title" className="font-bold text-2xl sm:text-3xl">
          Find what you need
        </h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {RESOURCES.map((resource) => (
            <li
              key={resource.href}
              className="relative flex flex-col rounded-xl border-2 border-line px-edge-5 py-5 hover:border-accent"
            >
              {resource.cover && <BookCover decorative className="mb-4 w-24" />}
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

      <section aria-labelledby="benefits-title" className="mt-14">
        <h2 id="benefits-title" className="font-bold text-2xl sm:text-3xl">
          Why accessibility is good for business
        </h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="rounded-xl bg-surface px-edge-6 py-6">
              <h3 className="font-bold text-xl">{benefit.title}</h3>
              <p className="mt-2">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="cta-title"
        className="mt-14 rounded-2xl border-2 border-accent px-edge-6 py-10 text-center sm:px-10"
      >
        <h2 id="cta-title" className="font-bold text-2xl sm:text-3xl">
          Ready to make your place easier for everyone?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg">
          Tell us about your building, your website or your customers. We will help you find the
          changes that make the biggest difference for the least disruption.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-4">
          <Link href={PAGE_PATHS.contact} className={primaryButton}>
            Contact Us
          </Link>
          <Link href={PAGE_PATHS.about} className={secondaryButton}>
            Learn More<span className="sr-only"> about Real Access</span>
          </Link>
        </div>
      </section>
    </>
  );
}
