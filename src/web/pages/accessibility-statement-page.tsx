import { Link } from "wouter";
import { PAGE_PATHS } from "../../shared/page-paths.ts";
import { BRAND } from "../../shared/site.ts";
import { ProsePage } from "../components/layout/prose-page.tsx";
import { ExternalLink } from "../components/ui/external-link.tsx";
import { NOT_YET_TESTED } from "../content/not-yet-tested.ts";
import { DISPLAY_WITHOUT_SCRIPT_ID } from "../features/accessibility-settings/settings-trigger.tsx";
import { useSite } from "../lib/site-context.tsx";

export default function AccessibilityStatementPage() {
  const { contactEmail, newsFeedUrl } = useSite();
  return (
    <ProsePage
      heading="Accessibility Statement"
      lede={<p className="mt-2">Updated 27 November 2026</p>}
    >
      <p>
        This statement covers this website, run by {BRAND.name}. A website about accessibility has
        to practise what it preaches, so we want as many people as possible to be able to use it,
        and we want to hear from you when we fall short.
      </p>

      <h2>What you should be able to do</h2>
      <p>You should be able to:</p>
      <ul>
        <li>
          use every page and form with a keyboard alone, with a clearly visible focus indicator
        </li>
        <li>
          skip straight to the main content with the ‘Skip to Content’ link, or to the display
          settings with ‘Skip to Accessibility Settings’, the second thing you reach with Tab
        </li>
        <li>
          use your browser's Back button to close an article or story you opened, or to return to
          the tab you were on
        </li>
        <li>use the site with a screen reader, with proper headings, landmarks and labels</li>
        <li>zoom the page up to 400% without text disappearing off the screen</li>
        <li>
          read every page without JavaScript, because pages are built on our server first, and
          without JavaScript find and read articles and stories, like a story, send us a message,
          share your story and take the self-assessment
        </li>
        <li>have notifications read out, and move to them with the F8 key</li>
        <li>turn off animations, or have them stay off if your device asks for reduced motion</li>
      </ul>

      <h2>Adjusting the display</h2>
      <p>
        The round Accessibility Settings button opens a panel where you can change how the site
        looks. On a wide screen it is in the bottom right corner of every page; on a phone or tablet
        it is at the top, beside the Menu button. You can:
      </p>
      <ul>
        <li>
          choose a colour theme, such as navy on pale yellow or white on black, or pick your own
          background and text colours (the panel shows the contrast ratio of your choice)
        </li>
        <li>change the font, including OpenDyslexic, and the spacing between lines</li>
        <li>make the text larger or smaller</li>
        <li>switch off motion and animations, and turn on other options such as a larger cursor</li>
      </ul>
      <p>
        Your choices are saved in your own browser and are never sent to us. You can also use your
        browser's or device's own settings, and tools such as{" "}
        <ExternalLink href="https://mcmw.abilitynet.org.uk/">
          AbilityNet's My Computer My Way
        </ExternalLink>{" "}
        explain how.
      </p>

      <h3 id={DISPLAY_WITHOUT_SCRIPT_ID}>If JavaScript is off</h3>
      <p>
        The settings panel needs JavaScript, because your choices are kept in your browser and
        applied by a small script. If JavaScript is turned off, or has not loaded yet, the
        Accessibility Settings button brings you here instead, and settings you saved earlier are
        not applied. Your browser and device can do most of the same things, and the site works with
        them:
      </p>
      <ul>
        <li>
          zoom in with Ctrl and + (Cmd and + on a Mac), or pinch on a phone or tablet; pages
          rearrange themselves to fit
        </li>
        <li>set a larger text size in your browser's settings: the site's text grows with it</li>
        <li>
          use your device's high contrast or colour settings, such as the contrast themes in Windows
        </li>
        <li>
          turn on reduced motion in your device's accessibility settings: the site's animations stop
        </li>
        <li>
          use your browser's reading view (Reader in Safari and Firefox, Immersive Reader in Edge,
          Reading mode in Chrome) to choose your own font, spacing and colours
        </li>
      </ul>

      <h2>Our standard</h2>
      <p>
        We aim for this website to meet the Web Content Accessibility Guidelines (WCAG) version 2.2
        at level AA. This is a new site. We believe the pages we have built meet that standard, but
        we have not yet had an independent audit, so we describe the site as aiming to conform
        rather than claiming that it does.
      </p>

      <h2>How we test</h2>
      <p>
        Every change to the site is checked before it goes live. Automated accessibility checks
        (axe-core) run on every page, at desktop and phone sizes and in every colour theme, and must
        find no problems. Other automated checks try every page without JavaScript, without its
        styles, in forced colours, zoomed to 400% and with text at twice its size; walk the keyboard
        through every page to make sure what has focus is never hidden; and compare what a screen
        reader says on key pages with transcripts we have read.{" "}
        <Link href={PAGE_PATHS.accessibilityEvidence}>
          What the checks look at, and what they last found
        </Link>
        .
      </p>
      <p>
        Automated tools find only some kinds of problem. {NOT_YET_TESTED} We plan to, and we will
        update this statement when we have. Until then, your feedback matters all the more.
      </p>

      <h2>Known limitations</h2>
      <ul>
        {/* True only when the site owner points the feed at another service (NEWS_FEED_URL);
            the built-in feed follows the display settings like every other page. */}
        {newsFeedUrl && (
          <li>
            <strong>The news feed.</strong> The latest news feed on the News page is provided by
            another service and shown in a frame. We cannot control how accessible its content is,
            and our display settings do not reach inside it. Our own top stories beside it are fully
            accessible.
          </li>
        )}
        <li>
          <strong>The bookshop.</strong> Links to buy the book take you to a third-party online
          bookshop. Its accessibility is its owner's responsibility, not ours. If you have trouble
          buying the book there, e-mail us and we will help.
        </li>
        <li>
          <strong>Community stories.</strong> Stories are written by visitors. We check each one
          before it is published, but we publish them in the author's own words, so some may be
          longer or less plain than our own writing.
        </li>
        <li>
          <strong>Without JavaScript.</strong> You can like a story without JavaScript, but taking a
          like back needs it, and so do the display settings panel and the admin area. Without it,
          your browser's own settings can still change text size and colours.
        </li>
        <li>
          <strong>Custom colours.</strong> If you choose your own colours in the settings panel,
          some combinations may have low contrast. The panel warns you when the contrast ratio is
          below 4.5 to 1.
        </li>
      </ul>

      <h2>Reporting a problem</h2>
      <p>
        If you find something hard to use, or you need information from this site in a different
        format, please tell us. E-mail <a href={`mailto:${contactEmail}`}>{contactEmail}</a> or use
        our <Link href="/contact">contact form</Link>. It helps to tell us:
      </p>
      <ul>
        <li>the address (URL) of the page</li>
        <li>what you were trying to do and what went wrong</li>
        <li>the device, browser and any assistive technology you use, if you are happy to say</li>
      </ul>
      <p>
        We aim to reply within five working days. If a problem cannot be fixed straight away, we
        will tell you what we are doing about it and help you get the information another way.
      </p>

      <h2>If you are not happy with our response</h2>
      <p>
        {BRAND.name} is not a public sector body, so the Public Sector Bodies Accessibility
        Regulations 2018 do not apply to us, but we follow their spirit and the shape of their
        statements. If you feel we have not dealt with a problem fairly, please tell us so that we
        can look at it again. The Equality Advisory and Support Service (EASS) offers free advice
        about discrimination in England, Scotland and Wales.
      </p>

      <h2>About this statement</h2>
      <p>
        This statement was prepared on 28 July 2025 and last updated on 27 November 2026, when we
        checked its claims against the automated checks above.
      </p>
    </ProsePage>
  );
}
