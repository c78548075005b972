import { Link } from "wouter";
import { BOOK, BRAND } from "../../shared/site.ts";
import { ProsePage } from "../components/layout/prose-page.tsx";

export default function AboutPage() {
  return (
    <ProsePage
      heading="About Us"
      lede={
        <p>
          {BRAND.name} helps organisations find practical accessibility solutions that work within
          their budget, their building and their day-to-day reality.
        </p>
      }
    >
      <h2>Our mission</h2>
      <p>
        Most places that are hard to use were not built to shut anyone out. They were built by
        people who never had to think about a step, a glaring screen or a form that times out. Our
        mission is to close that gap: to help every business, charity and public space in the UK
        welcome the people who are already trying to come through the door.
      </p>
      <p>
        We want accessibility to feel ordinary, like fire safety or food hygiene: something you plan
        for, improve a little every year and take quiet pride in, rather than something you fear
        getting wrong.
      </p>

      <h2>Our approach</h2>
      <p>We work in a way that small organisations can actually use.</p>
      <ul>
        <li>
          <strong>Start with people, not paperwork.</strong> We begin with the journeys your
          customers, visitors and staff make, from finding you online to paying and leaving, and
          look for where those journeys break.
        </li>
        <li>
          <strong>Fix what matters most first.</strong> Some changes cost nothing: moving a display
          stand out of a walkway, adding your step-free entrance to your website, training staff to
          offer help without taking over. We put those first.
        </li>
        <li>
          <strong>Be honest about cost.</strong> When something needs money, we say roughly how much
          and what the cheaper alternatives are, so you can plan rather than put it off.
        </li>
        <li>
          <strong>Listen to disabled people.</strong> Our advice draws on the experience of disabled
          people and their families, including the stories shared with us by our community.
        </li>
        <li>
          <strong>Keep it plain.</strong> No jargon and no lectures: clear, friendly steps you can
          hand to a colleague on Monday morning.
        </li>
      </ul>
      <p>
        You will find that approach throughout the site: in the{" "}
        <Link href="/advice-and-solutions">quick solutions and expert articles</Link>, in the news
        we pick, and in the book, <Link href="/book">{BOOK.title}</Link>.
      </p>

      <h2>Why it matters</h2>
      <p>
        Around one in four adults in the UK lives with a disability, and many more live with a
        temporary injury, a long-term condition or the ordinary changes that come with age. Many of
        those disabilities cannot be seen. When a place is hard to use, these people do not
        complain; they simply go somewhere else, and take their friends and family with them.
      </p>
      <p>
        Good access is also the law. In Great Britain the Equality Act 2010, and in Northern Ireland
        the Disability Discrimination Act 1995, ask service providers and employers to make
        reasonable adjustments so that disabled people are not put at a substantial disadvantage. A
        business serving the public must think ahead about what disabled customers may need, rather
        than waiting to be asked. An employer's duty starts once it knows, or could reasonably be
        expected to know, that a job applicant or employee is disabled.
      </p>
      <p>
        Above all, it is about dignity. Being able to arrive, find your way, be understood and leave
        without having to ask for special treatment is something most of us take for granted. Real
        access means making that true for everyone.
      </p>

      <h2>Talk to us</h2>
      <p>
        Whether you run a shop, manage a venue, build websites or simply have an idea that made a
        difference, we would love to hear from you. <Link href="/contact">Get in touch</Link>.
      </p>
    </ProsePage>
  );
}
