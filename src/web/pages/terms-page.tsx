import { Link } from "wouter";
import { BRAND } from "../../shared/site.ts";
import { ProsePage } from "../components/layout/prose-page.tsx";
import { useSite } from "../lib/site-context.tsx";

export default function TermsPage() {
  const { contactEmail } = useSite();
  return (
    <ProsePage heading="Terms of Service" lede={<p className="mt-2">Last updated 28 July 2025</p>}>
      <p>
        These terms apply when you use this website, run by {BRAND.name} (‘we’, ‘us’). They are
        written to be read. By using the site you agree to them; if you do not agree, please do not
        use it.
      </p>

      <h2>Using the advice on this site</h2>
      <p>
        Our quick solutions, articles and news are general information to help you make your
        business or organisation more accessible. They are not legal, medical, building or
        professional advice for your particular situation. Every building, business and person is
        different, so check anything important with a suitably qualified person (for example a
        surveyor, an access consultant or a solicitor) before you rely on it, especially before
        building work.
      </p>
      <p>
        We work hard to keep the information accurate and up to date, but we cannot promise that
        everything is complete, correct or current at all times.
      </p>

      <h2>Sharing a community story</h2>
      <p>If you send us a story for the Community Stories section:</p>
      <ul>
        <li>
          it must be your own experience, in your own words, and true to the best of your knowledge
        </li>
        <li>
          it must follow our community guidelines: respect for all people, no diagnosis policing, no
          hate or discrimination, no spam or self-promotion, and respect for other people's privacy
        </li>
        <li>
          you keep the copyright in your story, and you give us a free, worldwide, non-exclusive
          permission to publish it on this site, to edit it lightly for length, clarity or privacy,
          and to feature it in our expert advice section with credit to the name you gave
        </li>
        <li>
          we read every story before it appears, and we may decide not to publish it, or remove it
          later, at our discretion; our decisions are final, and people who repeatedly break the
          guidelines may be blocked
        </li>
        <li>
          your name as you give it will be shown with your story; your e-mail address is never
          published (see our <Link href="/privacy-policy">privacy policy</Link>)
        </li>
      </ul>
      <p>You can ask us to remove your published story at any time.</p>

      <h2>Liking stories</h2>
      <p>
        You can like a story once. Please do not try to inflate the number of likes, for example
        with automated tools; we may reset likes that look artificial.
      </p>

      <h2>Contacting us</h2>
      <p>
        Please use the contact form for genuine messages. To protect the service from spam we limit
        how many messages can be sent from one connection in an hour, and we may ignore messages
        that are abusive or clearly automated.
      </p>

      <h2>Our content</h2>
      <p>
        The words, design, poem and book cover on this site belong to {BRAND.name} or to the people
        who wrote them. You are welcome to share links to any page, and to print or copy our quick
        solutions for use within your own organisation, as long as you do not sell them and you say
        where they came from. For anything else, please ask us first.
      </p>

      <h2>Other websites</h2>
      <p>
        We link to other websites, including the online bookshop where the book is sold and the
        provider of our news feed. We are not responsible for their content, their accessibility or
        how they handle your information. If you buy the book, your purchase is with the bookshop
        and on its terms.
      </p>

      <h2>Availability</h2>
      <p>
        We aim to keep the site available at all times, but we may need to take it offline for
        maintenance, and we cannot guarantee it will always be available or free of faults.
      </p>

      <h2>Our responsibility to you</h2>
      <p>
        We provide this site free of charge. As far as the law allows, we are not responsible for
        any loss that comes from using it or relying on its content. Nothing in these terms limits
        our responsibility where the law does not allow it to be limited, including for death or
        personal injury caused by our negligence, or for fraud.
      </p>

      <h2>Changes to these terms</h2>
      <p>
        We may update these terms from time to time. The date at the top of this page shows when
        they last changed. The terms in force when you use the site are the ones that apply.
      </p>

      <h2>Law</h2>
      <p>
        These terms are governed by the law of England and Wales. If you live in Scotland or
        Northern Ireland, you may also bring proceedings in your local courts.
      </p>

      <h2>Questions</h2>
      <p>
        If you have a question about these terms, e-mail us at{" "}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
      </p>
    </ProsePage>
  );
}
