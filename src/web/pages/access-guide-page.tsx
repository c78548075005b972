// /access-guides/<id>-<slug>: a business's published access guide (decision 036), the facts it gave,
// when it last checked them, the same facts as A11yJSON and as OpenStreetMap tags to suggest, and a
// large-print page that prints cleanly.

import { useSearch } from "wouter";
import { DEFAULT_GUIDE_CATEGORY, guideCategory } from "../../shared/access-guides/categories.ts";
import { fitOf } from "../../shared/access-guides/fit.ts";
import {
  GUIDE_STALE_AFTER_MONTHS,
  isGuideStale,
  overdueFacts,
} from "../../shared/access-guides/freshness.ts";
import { GUIDE_DATA_LICENCE } from "../../shared/access-guides/licence.ts";
import { guideLocation } from "../../shared/access-guides/location.ts";
import { guidePrintPath } from "../../shared/access-guides/print-path.ts";
import { profileFrom, profileProblems } from "../../shared/access-guides/profile.ts";
import { pathOf } from "../../shared/api-routes.ts";
import type { PublicGuideWithTrust } from "../../shared/contracts/access-guide-trust.ts";
import { formatUkDate, isoDate } from "../../shared/dates.ts";
import { PAGE_PATHS } from "../../shared/page-paths.ts";
import { BRAND } from "../../shared/site.ts";
import { PageHeading } from "../components/layout/route-focus.tsx";
import { MediaPicture } from "../components/media-picture.tsx";
import { DecidingFacts } from "../features/access-guides/deciding-facts.tsx";
import { GuideFacts } from "../features/access-guides/guide-facts.tsx";
import { GuideFitVerdict } from "../features/access-guides/guide-fit.tsx";
import { GuideNotices, SectionNotices } from "../features/access-guides/guide-notices.tsx";
import { GuidePolicyLink } from "../features/access-guides/guide-policy-link.tsx";
import { OsmSuggestion } from "../features/access-guides/osm-suggestion.tsx";
import { ProfileForm } from "../features/access-guides/profile-form.tsx";
import { ReportGuide } from "../features/access-guides/report-guide.tsx";
import { SectionTrust } from "../features/access-guides/section-trust.tsx";
import { WasThisRight } from "../features/access-guides/was-this-right.tsx";
import { ItemPage } from "../features/permalinks/item-page.tsx";
import { accessGuideQuery } from "../lib/queries/access-guides.ts";

function GuideVerdict({
  guide,
  profile,
}: {
  guide: PublicGuideWithTrust;
  profile: ReturnType<typeof profileFrom>;
}) {
  const fit = fitOf(profile, guide.details, guide.notices);
  return fit ? <GuideFitVerdict fit={fit} headingLevel="h2" id="guide-fit" /> : null;
}

const STALE_NOTICE = `This guide has not been confirmed for over ${GUIDE_STALE_AFTER_MONTHS} months, so some details may have changed. Please check with the business before you go.`;

export default function AccessGuidePage() {
  // The visitor's needs, from the address (decision 043): the verdict is worked out here, from the
  // same rules the API uses, so the page's own data is the same for everyone.
  const search = new URLSearchParams(useSearch());
  const profile = profileFrom(search);
  return (
    <ItemPage
      query={accessGuideQuery}
      back={{ href: PAGE_PATHS.accessGuides, label: "All access guides" }}
    >
      {(guide: PublicGuideWithTrust) => (
        <>
          <p className="font-bold text-accent text-sm uppercase tracking-wide">Access guide</p>
          <PageHeading documentTitle={`${guide.name}: access guide | Real Access`}>
            {guide.name}
          </PageHeading>
          <p className="text-lg">
            {guide.town}, {guide.postcode}
          </p>
          <GuideNotices notices={guide.notices} />
          <DecidingFacts details={guide.details} />
          <GuideVerdict guide={guide} profile={profile} />
          <ProfileForm
            action={guide.url}
            profile={profile}
            search={search}
            keep={[]}
            problems={profileProblems(search)}
          />
          {guide.category === DEFAULT_GUIDE_CATEGORY ? null : (
            <p>
              <strong>Kind of place: </strong>
              {guideCategory(guide.category).label}
            </p>
          )}
          <p className="rounded-md border-2 border-line p-4">
            <strong>Last checked by the business: </strong>
            <time dateTime={isoDate(guide.lastCheckedAt)}>{formatUkDate(guide.lastCheckedAt)}</time>
            {isGuideStale(guide.lastCheckedAt, new Date()) ? (
              <>
                {" "}
                <strong>{STALE_NOTICE}</strong>
              </>
            ) : null}
          </p>
          <GuideFacts
            details={guide.details}
            // A guide past its year says so once, above; before then, each fact past its date.
            overdue={
              isGuideStale(guide.lastCheckedAt, new Date())
                ? undefined
                : new Set(overdueFacts(guide.details, guide.lastCheckedAt, new Date()))
            }
            besideSection={(section) => (
              <SectionNotices notices={guide.notices} section={section} />
            )}
            after={(section) => (
              <>
                <SectionTrust trust={guide.sections[section.id]} />
                <WasThisRight guideId={guide.id} section={section.id} title={section.title} />
              </>
            )}
          />
          {guide.photos.length > 0 ? (
            <section aria-labelledby="guide-photos" className="flex flex-col gap-4">
              <h2 id="guide-photos" className="font-bold text-2xl">
                Photos
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2">
                {guide.photos.map((photo) => (
                  <li key={photo.id}>
                    <figure>
                      <MediaPicture
                        url={photo.url}
                        alt={photo.alt}
                        sizes="(min-width: 40rem) 22rem, 100vw"
                        className="h-auto w-full rounded-md"
                      />
                    </figure>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {guide.contactEmail ? (
            <p>
              <strong>E-mail: </strong>
              <a href={`mailto:${guide.contactEmail}`} className="underline underline-offset-4">
                {guide.contactEmail}
              </a>
            </p>
          ) : null}
          <OsmSuggestion
            guide={{
              id: guide.id,
              name: guide.name,
              town: guide.town,
              location: guideLocation(guide),
            }}
          />
          <ReportGuide guideId={guide.id} />
          <aside aria-label="About this guide" className="flex flex-col gap-2 print:hidden">
            <p>
              The business wrote this guide and measured what it says; the Real Access team read it
              before it went on the site. To print it, use your browser's Print command: the page
              prints without the menus.
            </p>
            <GuidePolicyLink />
            <p>
              {/* A document of the server's, not a page of this app: a plain link loads it. */}
              <a
                href={guidePrintPath(guide)}
                className="font-semibold underline underline-offset-4"
              >
                Large-print version of this guide
              </a>
            </p>
            <p>
              <a
                href={pathOf("GET /api/access-guides/:id/a11yjson", { params: { id: guide.id } })}
                className="font-semibold underline underline-offset-4"
              >
                These facts as A11yJSON (open data for accessibility maps)
              </a>
            </p>
            {guide.openData ? (
              <p>
                The business agreed that the facts in this guide are open data under the{" "}
                <a href={GUIDE_DATA_LICENCE.url} className="underline underline-offset-4">
                  {GUIDE_DATA_LICENCE.name}
                </a>
                : anyone may reuse them if they say they came from this guide on {BRAND.name}. The
                photos are not included: they belong to the business.
              </p>
            ) : null}
          </aside>
        </>
      )}
    </ItemPage>
  );
}
