// /access-guides/how-we-check: our review and moderation policy for access guides, in
// plain words: what we check before a guide goes up, how anyone reports a problem, what we do
// about fake or paid feedback (the Digital Markets, Competition and Consumers Act 2024 asks a site
// that publishes consumer reviews to have such a policy and follow it), and how a business appeals.
import { Link } from "wouter";
import { PAGE_PATHS } from "../../shared/page-paths.ts";
import { ProsePage } from "../components/layout/prose-page.tsx";

export default function AccessGuidePolicyPage() {
  return (
    <ProsePage
      heading="How we check access guides"
      lede={<p className="mt-2">Last updated 28 November 2026</p>}
    >
      <p>
        Every access guide on Real Access is written by the business it describes. Disabled visitors
        plan journeys on what these guides say, so we read each one before it goes up and act
        quickly when someone tells us a guide is wrong. This page says how.
      </p>

      <h2>What we check before a guide goes up</h2>
      <p>
        Someone on our team reads every guide, and every change to one, before anyone can see it. We
        check that:
      </p>
      <ul>
        <li>it is a real place, with a town and postcode that belong together</li>
        <li>
          the facts make sense together: for example, a door width a wheelchair can pass through,
          steps that match a step-free entrance, and measurements in sensible units
        </li>
        <li>
          the photos show the place, and each has a description that says what it shows for someone
          who cannot see it
        </li>
        <li>
          nothing in it is an advert, a link to somewhere else, offensive, or someone else's private
          details
        </li>
      </ul>
      <p>
        If something needs changing, we send the guide back to the business with our reason in plain
        words. While we are reading a guide, nobody can change it: what we publish is exactly what
        we read. A business that needs to change something first takes its guide back from review
        and sends it again.
      </p>
      <p>
        We cannot visit every place, so a guide is the business's own account. Each guide says when
        the business last checked its facts, and we ask businesses to check them again at least once
        a year.
      </p>

      <h2>How to tell us about a problem</h2>
      <p>
        If a guide is wrong, out of date or should not be here, please tell us. You do not need an
        account. Under each part of a guide, “Was this right?” lets you say whether what it says
        matched your visit, and at the end of every guide “Report a problem with this guide” lets
        you tell us it has closed, moved or is wrong. You can also use the{" "}
        <Link href={PAGE_PATHS.contact} className="underline underline-offset-4">
          contact page
        </Link>
        : say which guide, what is wrong and, if you can, when you visited.
      </p>
      <p>
        We look at every report, usually within a few working days. If a guide could send someone
        somewhere they cannot get in or cannot use, we take it off the site while we check. We may
        ask the business to confirm or correct its facts, and we tell it what was reported, but
        never who reported it.
      </p>

      <h2>Fake, paid and unfair feedback</h2>
      <p>
        Feedback about a place is only useful if it is honest and comes from people who went there.
        We do not allow fake or paid feedback, and we take down what we find.
      </p>
      <ul>
        <li>
          Nobody may offer or accept money, discounts, gifts or anything else in return for
          feedback, good or bad. We never offer rewards for feedback ourselves.
        </li>
        <li>
          A business may not write feedback about its own place, ask staff, friends or family to do
          it, or write feedback about a competitor.
        </li>
        <li>
          We look out for signs of fake feedback: many answers from one connection, bursts of
          similar answers in a short time, and answers that contradict what other visitors and the
          business say. We limit how often anyone can send feedback, and automated sending is
          blocked.
        </li>
        <li>
          When we find feedback we believe is fake or was paid for, we remove it and do not count
          it. If a business was behind it, we may take its guide off the site.
        </li>
        <li>
          Nobody can pay us to remove, hide or reorder feedback or reports, or to publish a guide
          faster. We do not sell places in the directory. Feedback is removed only because it breaks
          these rules or is wrong, never because a business would rather it went.
        </li>
      </ul>
      <p>
        If you think feedback on a guide is fake or was paid for, please tell us in the same way as
        any other problem.
      </p>

      <h2>When we take a guide down</h2>
      <p>
        We take a guide off the site when it is wrong in a way that could mislead visitors, when the
        place has closed or moved, or when the guide breaks the rules on this page. We e-mail the
        business our reason if it gave us an address, and the reason shows on its guide's private
        page. The guide is not deleted: the business can put it right and send it to us again, and
        we read it like any other.
      </p>

      <h2>How a business can appeal</h2>
      <p>
        If you think we got it wrong, reply to our e-mail or write to us through the{" "}
        <Link href={PAGE_PATHS.contact} className="underline underline-offset-4">
          contact page
        </Link>
        . Tell us which guide and why you disagree, with anything that helps, such as a photo or a
        measurement. Someone who did not take the decision will look at it again and reply within
        ten working days, saying what we decided and why.
      </p>

      <p>
        <Link href={PAGE_PATHS.accessGuides} className="underline underline-offset-4">
          Back to the access guides
        </Link>
      </p>
    </ProsePage>
  );
}
