import { GUIDE_DATA_LICENCE } from "../../shared/access-guides/licence.ts";
import { BRAND } from "../../shared/site.ts";
import { ProsePage } from "../components/layout/prose-page.tsx";
import { ExternalLink } from "../components/ui/external-link.tsx";
import { useSite } from "../lib/site-context.tsx";

export default function PrivacyPage() {
  const { contactEmail } = useSite();
  const email = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return (
    <ProsePage heading="Privacy Policy" lede={<p className="mt-2">Effective 27 November 2026</p>}>
      <p>
        This policy explains what information this website stores about you, why, for how long, and
        the rights you have over it. We collect as little as we can. There is no advertising, no
        analytics tracking and no third-party cookie on our pages.
      </p>

      <h2>Who is responsible for your information</h2>
      <p>
        {BRAND.name} is the data controller for the information collected through this website. You
        can contact us about anything in this policy at {email}.
      </p>

      <h2>What we store and why</h2>

      <h3>When you send us a message</h3>
      <p>
        The contact form asks for your name, your e-mail address and your message, and, if you
        choose, your organisation and what your message is about. We store these, with the date you
        sent them, so that we can read your message and reply. We use them for nothing else, and we
        do not add you to any mailing list. Our lawful basis is our legitimate interest in answering
        the people who contact us.
      </p>
      <p>
        So that we notice your message quickly, the site also e-mails a copy of it to our own inbox.
      </p>
      <p>
        To stop the form being flooded with spam, we also record the internet (IP) address a message
        came from and when. We use it only to count how many messages came from that address in the
        last hour. Each record is deleted once it is more than an hour old, the next time the form
        is used.
      </p>

      <h3>When you share a community story</h3>
      <p>
        The story form asks for a title, your story, an optional summary, your name and your e-mail
        address. If we approve your story, we publish the title, the story, the summary and the name
        you gave. <strong>Your e-mail address is never published.</strong> We use it only to contact
        you about your story, for example if we have a question before publishing it. Our lawful
        basis is your consent to publication, which you can withdraw by asking us to remove the
        story.
      </p>
      <p>
        When a story arrives, the site e-mails us a short note of its title, summary and the name
        you gave, so that we know to review it. The note does not include your e-mail address.
      </p>

      <h3>When you like a story</h3>
      <p>
        The first time you like a story, our server gives your browser a cookie containing a random
        identifier. It does not contain your name or anything else about you; it simply lets us
        remember which stories have been liked from your browser, so that each story can be liked
        once. We store that identifier alongside each story you like. If you clear your cookies, we
        can no longer connect your browser to your earlier likes.
      </p>

      <h3>When you assess your business</h3>
      <p>
        The self-assessment asks about your business, not about you: its type, its size and your
        answers to the questions. It never asks for your name or e-mail address. We store your
        answers, scores and recommendations under a long random link that only you are given, so
        that you can come back to your results and update them later. We keep no copy of the link
        itself, only a scrambled fingerprint of it, so we cannot find your results for you if you
        lose it. Anyone you share the link with can see your results, and anyone with the link can
        delete them with <strong>Delete these results</strong>. While you are answering, your
        answers so far are kept in your own browser, and are removed when you see your results. We
        also count, without names, how many assessments were made and which gaps come up most often,
        to decide what advice to write next.
      </p>
      <p>
        To stop the self-assessment being flooded, we also record the internet (IP) address an
        assessment came from and when, for about an hour, as we do for the contact form.
      </p>

      <h3>When you publish an access guide</h3>
      <p>
        An access guide describes your premises, not you: your business's name, town and postcode,
        and the facts you give about the way in, parking, toilets and help. You may also give an
        e-mail address, so we can tell you when your guide is published or why we sent it back. We
        show that address on your guide only if you tick the box that asks for it. As with
        self-assessment results, you manage your guide with a long random link that only you are
        given, and we keep only a scrambled fingerprint of it. Our team reads each guide before it
        is published, and anyone can then read it and download its facts. To stop the form being
        flooded, we record the internet (IP) address a guide came from and when, for about an hour.
        You may add up to six photos of your premises. We remove what a camera or phone records in
        the file, such as where and when it was taken, before we keep it; nobody else sees a photo
        until our team has read the guide with it, and a photo you remove, or your guide's, is
        deleted with it.
      </p>
      <p>
        When you send your guide for review, you agree that its facts are published as open data
        under the{" "}
        <ExternalLink href={GUIDE_DATA_LICENCE.url}>{GUIDE_DATA_LICENCE.name}</ExternalLink>, and we
        record the date you agreed. Once the guide is published, its facts (your business's name,
        address, kind of place and location, the facts about access, and the e-mail address only if
        you chose to show it) are in our open-data feed, so accessibility maps and OpenStreetMap
        mappers can reuse them if they say where they came from. Your photos are not part of this:
        they stay yours and are shown only on this site. If you delete your guide, it leaves the
        feed at once, but we cannot take back a copy someone has already made.
      </p>

      <h3>Your display settings</h3>
      <p>
        The choices you make in the Accessibility Settings panel (colours, font, spacing, text size
        and motion) are saved in your own browser's local storage, under the name
        ‘accessibility-settings’. They are never sent to us. You can remove them with the panel's
        Reset to Default button or by clearing your browser's site data.
      </p>

      <h3>The administrator's session</h3>
      <p>
        When the site's administrator signs in, the server sets a session cookie in their browser so
        they stay signed in. It is used only for the admin area, and ends when they sign out or the
        session expires. Visitors never receive it.
      </p>
      <p>
        Every attempt to sign in to the admin area is recorded with the internet (IP) address it
        came from and the browser's own description of itself, so that we can spot someone trying to
        guess the password. We also record what the administrator changes, such as approving or
        correcting a story, keeping the story's earlier wording in that record until the story
        itself is deleted.
      </p>

      <h3>Server logs</h3>
      <p>
        Like most websites, our server keeps technical logs of the requests it answers, which can
        include your IP address. We use them only to keep the site working and secure, and we do not
        keep them for more than 30 days.
      </p>

      <h2>Cookies</h2>
      <p>
        This site uses only these cookies, all set by us and all needed for something you asked for:
      </p>
      <ul>
        <li>the anonymous visitor cookie, set only when you like a story</li>
        <li>the administrator's session cookie, set only when the administrator signs in</li>
        <li>
          where the site reads from a second copy of its database, a cookie that lasts a few seconds
          after you send us something, such as a like or a message, so that the next pages you see
          already show it; it holds nothing about you
        </li>
      </ul>
      <p>
        We use no analytics or advertising cookies. Other websites we link to, such as the online
        bookshop, and the news feed shown in a frame on our News page, are run by others and may set
        their own cookies under their own privacy policies.
      </p>

      <h2>Who we share your information with</h2>
      <p>
        We do not sell your information or share it with anyone for marketing. Our website is run on
        hosting services that store the data on our behalf and may not use it for anything else, and
        an e-mail service delivers the copies of messages and notes of stories to our inbox on the
        same terms. We will only disclose information to others if the law requires us to.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>
          Contact messages: for as long as we need to deal with your enquiry, and no longer than two
          years.
        </li>
        <li>
          IP addresses recorded by the contact form, the story form, likes and the self-assessment,
          only to limit how often they are used: about an hour.
        </li>
        <li>
          Community stories: published stories stay until you ask us to remove them; stories we do
          not publish are deleted within three months.
        </li>
        <li>Likes: for as long as the story they belong to is on the site.</li>
        <li>
          Self-assessment results: until you delete them, and no longer than two years after you
          last made or updated them. Updating them keeps your earlier scores, with their dates,
          beside the new ones.
        </li>
        <li>
          Access guides: a published guide, with its e-mail address and photos, until you delete it
          with its link or ask us to. A guide never published is deleted, photos and all, two years
          after you last changed it.
        </li>
        <li>
          The site's own copy of a message or story note while it is being e-mailed to us: a week
          after it is sent, or 30 days after the last try if it could not be sent.
        </li>
        <li>Records of admin sign-in attempts and admin changes: one year.</li>
        <li>Server logs: no more than 30 days.</li>
        <li>Display settings: in your browser until you reset them or clear your site data.</li>
      </ul>

      <h2>Your rights</h2>
      <p>
        Under UK data protection law (the UK GDPR and the Data Protection Act 2018) you have the
        right to:
      </p>
      <ul>
        <li>ask for a copy of the information we hold about you</li>
        <li>ask us to correct information that is wrong or incomplete</li>
        <li>ask us to delete your information, including a story we have published</li>
        <li>ask us to restrict how we use your information, or object to how we use it</li>
        <li>ask for information you gave us in a format you can take elsewhere</li>
        <li>withdraw your consent at any time, where we rely on it</li>
      </ul>
      <p>
        To use any of these rights, e-mail {email}. We will reply within one month. There is no
        charge.
      </p>

      <h2>Complaints</h2>
      <p>
        If you are unhappy with how we have handled your information, please tell us first so that
        we can try to put it right. You also have the right to complain to the Information
        Commissioner's Office (ICO), the UK's data protection regulator, at{" "}
        <ExternalLink href="https://ico.org.uk/make-a-complaint/">
          ico.org.uk/make-a-complaint
        </ExternalLink>{" "}
        or by calling 0303 123 1113.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        If we change how we use your information, we will update this page and the date at the top
        of it.
      </p>
    </ProsePage>
  );
}
