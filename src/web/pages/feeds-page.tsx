// How to follow Real Access, in plain HTML. A feed opened in a browser shows a page of
// its own only where the browser still runs XSLT, which browsers are removing; this page says
// the same for everyone, and the footer's "Follow us" leads here.
import { FEED_FORMATS, FEED_KINDS, type FeedFormat, feedOf, feedPath } from "../../shared/feeds.ts";
import { absoluteUrl, BRAND, SOCIAL } from "../../shared/site.ts";
import { ProsePage } from "../components/layout/prose-page.tsx";
import { ExternalLink } from "../components/ui/external-link.tsx";
import { useSite } from "../lib/site-context.tsx";

const FORMAT_NAMES: Record<FeedFormat, string> = { rss: "RSS", atom: "Atom" };

export default function FeedsPage() {
  const { siteUrl } = useSite();
  return (
    <ProsePage
      heading="Follow us"
      lede={
        <p className="mt-2">
          Get our news, expert articles and community stories as soon as we publish them, without
          having to check our website.
        </p>
      }
    >
      <h2>What is a feed?</h2>
      <p>
        A feed is a list of a website's newest posts, written in a standard form that feed readers
        understand. A feed reader is an app or website that checks the feeds you choose and shows
        you everything new in one place. You don't need an account with us or to give us your e-mail
        address, and you can stop at any time by removing the feed from your reader.
      </p>

      <h2>How to subscribe</h2>
      <ol>
        <li>
          Choose a feed reader. There are many, and plenty are free: apps for your phone or
          computer, websites, and readers built into some e-mail programs.
        </li>
        <li>Copy the address of the feed you want from the list below.</li>
        <li>In your feed reader, choose to add a feed or a subscription, and paste the address.</li>
      </ol>
      <p>
        Some feed readers find our feeds for themselves if you give them our website's address,{" "}
        <span className="[overflow-wrap:anywhere]">{absoluteUrl(siteUrl, "/")}</span>.
      </p>
      <p>
        If you open a feed's address in your browser, you may see a page about the feed, or you may
        see its code. The code is what feed readers read, and nothing is wrong.
      </p>

      <h2>Our feeds</h2>
      <p>
        Each feed comes in two formats, RSS and Atom. Feed readers understand both: if you are not
        sure, use the RSS address.
      </p>
      {FEED_KINDS.map((kind) => (
        <section key={kind} aria-labelledby={`feed-${kind}`}>
          <h3 id={`feed-${kind}`}>{feedOf(kind).name}</h3>
          <p>{feedOf(kind).description}</p>
          <ul>
            {(Object.keys(FEED_FORMATS) as FeedFormat[]).map((format) => (
              <li key={format}>
                {FORMAT_NAMES[format]}:{" "}
                <a
                  href={feedPath(kind, format)}
                  type={FEED_FORMATS[format].contentType}
                  className="[overflow-wrap:anywhere]"
                >
                  {absoluteUrl(siteUrl, feedPath(kind, format))}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}

      <h2>Elsewhere</h2>
      <p>You can also follow {BRAND.name} on social media:</p>
      <ul>
        {[SOCIAL.imageSharing, SOCIAL.microblog].map((profile) => (
          <li key={profile.href}>
            <ExternalLink href={profile.href}>{profile.label}</ExternalLink>
          </li>
        ))}
      </ul>
    </ProsePage>
  );
}
