import { Suspense } from "react";
import { CONTACT_FORM_ANCHOR } from "../../shared/posted-forms.ts";
import { PageHeading } from "../components/layout/route-focus.tsx";
import { waitUntilWanted } from "../lib/hydrate-when-wanted.ts";
import { CHUNK_ATTRIBUTE, preloadable } from "../lib/preloadable.tsx";
import { useSite } from "../lib/site-context.tsx";

// The form (react-hook-form, zod and the contract) is a chunk of its own, kept out of the page's
// first load: the server renders it, so it works at once as a plain post, and the browser
// hydrates it once it is well on screen or used (lib/hydrate-when-wanted.ts).
const contactForm = preloadable<Record<string, never>>(
  () =>
    import("../features/contact/contact-form.tsx").then(({ ContactForm }) => ({
      default: ContactForm,
    })),
  "contact-form",
  { whenWanted: waitUntilWanted },
);
// One element for the page's life: a part still waiting to hydrate that is given new props (the
// page renders again just after hydrating) would have to hydrate at once, or be built again empty.
const contactFormUntilWanted = (
  <Suspense fallback={<p>Loading the form…</p>}>
    <contactForm.Component />
  </Suspense>
);

export default function ContactPage() {
  const { contactEmail } = useSite();
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading>Contact Us</PageHeading>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_2fr]">
        <div className="flex flex-col gap-6">
          <section aria-labelledby="contact-intro-title" className="rounded-2xl bg-surface p-6">
            <h2 id="contact-intro-title" className="font-bold text-xl">
              We would like to hear from you
            </h2>
            <p className="mt-3">
              Ask us an accessibility question, tell us about a solution that worked for you,
              suggest a news story or ask about the book. A real person reads every message, and we
              reply as soon as we can, usually within a few working days.
            </p>
            <p className="mt-3">
              If something on this website is hard to use, please tell us that too: it helps us put
              it right.
            </p>
          </section>
          <section
            aria-labelledby="contact-email-title"
            className="rounded-2xl border-2 border-line p-6"
          >
            <h2 id="contact-email-title" className="font-bold text-xl">
              Prefer e-mail?
            </h2>
            <p className="mt-3">Write to us at</p>
            <p className="mt-1 break-words font-bold text-lg">
              <a href={`mailto:${contactEmail}`} className="underline underline-offset-4">
                {contactEmail}
              </a>
            </p>
          </section>
        </div>
        <section aria-labelledby={CONTACT_FORM_ANCHOR}>
          <h2 id={CONTACT_FORM_ANCHOR} className="font-bold text-2xl">
            Send us a message
          </h2>
          <div {...{ [CHUNK_ATTRIBUTE]: contactForm.name }} className="mt-4">
            {contactFormUntilWanted}
          </div>
        </section>
      </div>
    </div>
  );
}
