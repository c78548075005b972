// /access-guides/manage/<token>: a business's own access guide (decision 036), by the secret in the
// address: where it stands, the team's reason if it was sent back, and the form in sections. The
// form posts to this address, so the page works without JavaScript.
import { useQuery } from "@tanstack/react-query";
import { useParams, useSearch } from "wouter";
import {
  GUIDE_NOTICE_OUTCOMES,
  GUIDE_NOTICE_PARAM,
  GUIDE_PHOTO_OUTCOMES,
  GUIDE_PHOTO_PARAM,
  type GuideNoticeOutcome,
  type GuidePhotoOutcome,
} from "../../shared/access-guides/addresses.ts";
import {
  BUSINESS_FIELDS,
  FACT_PATHS,
  formValuesOf,
  GUIDE_PLACED_PARAM,
  GUIDE_SAVED_PARAM,
  GUIDE_SENT_PARAM,
  GUIDE_WITHDRAWN_PARAM,
  LOCATION_FIELD,
  PUBLISH_EMAIL_FIELD,
} from "../../shared/access-guides/form-values.ts";
import { LICENCE_AGREED_FIELD } from "../../shared/access-guides/licence.ts";
import { locationText } from "../../shared/access-guides/location-text.ts";
import { NOTICE_FIELDS } from "../../shared/access-guides/notices.ts";
import { apiErrorOf } from "../../shared/api-error.ts";
import { PAGE_PATHS, pagePath } from "../../shared/page-paths.ts";
import { PageHeading } from "../components/layout/route-focus.tsx";
import { LoadingStatus } from "../components/ui/loading-status.tsx";
import { DeleteGuide } from "../features/access-guides/delete-guide.tsx";
import { GoogleAttributesPanel } from "../features/access-guides/google-attributes-panel.tsx";
import { GuideForYourWebsite } from "../features/access-guides/guide-for-your-website.tsx";
import { GuideInReview } from "../features/access-guides/guide-in-review.tsx";
import { GuidePhotos } from "../features/access-guides/guide-photos.tsx";
import { GuideStatus } from "../features/access-guides/guide-status.tsx";
import { GuideTakenDown } from "../features/access-guides/guide-taken-down.tsx";
import { ManageAddress } from "../features/access-guides/manage-address.tsx";
import { ManageForm } from "../features/access-guides/manage-form.tsx";
import { ManageNotices } from "../features/access-guides/manage-notices.tsx";
import { photoProblems } from "../features/access-guides/photo-problems.ts";
import { PostedErrors } from "../features/access-guides/posted-errors.tsx";
import {
  managedGuideQuery,
  managedPostcodeCentreQuery,
  managedPublishedGuideQuery,
  postedGuideQuery,
  postedNoticeQuery,
  postedPhotoQuery,
} from "../lib/queries/access-guides.ts";

const FIELD_ORDER = [...BUSINESS_FIELDS, ...FACT_PATHS, LICENCE_AGREED_FIELD];

export default function AccessGuideManagePage() {
  const { token = "" } = useParams<{ token: string }>();
  const search = new URLSearchParams(useSearch());
  const { data: guide, error, isPending } = useQuery(managedGuideQuery(token));
  const { data: published } = useQuery(managedPublishedGuideQuery(token));
  const { data: centre } = useQuery(managedPostcodeCentreQuery(token));
  const { data: posted } = useQuery(postedGuideQuery());
  const { data: postedPhoto } = useQuery(postedPhotoQuery());
  const { data: postedNotice } = useQuery(postedNoticeQuery());
  if (isPending) return <LoadingStatus>Loading your guide…</LoadingStatus>;
  if (error || !guide) {
    const missing =
      !guide || apiErrorOf(error)?.status === 404 || apiErrorOf(error)?.status === 400;
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        <PageHeading>
          {missing ? "We could not find this guide" : "Failed to load your guide"}
        </PageHeading>
        <p>
          {missing
            ? "It may have been deleted, or the address may be incomplete. Check you copied the whole address."
            : "Something went wrong on our side. Please try again in a moment."}
        </p>
      </div>
    );
  }
  const address = pagePath(PAGE_PATHS.accessGuideManage, { token });
  const values = posted?.values ?? {
    ...formValuesOf(guide.details),
    name: guide.name,
    category: guide.category,
    town: guide.town,
    postcode: guide.postcode,
    [LOCATION_FIELD]: guide.location ? locationText(guide.location) : "",
    contactEmail: guide.contactEmail ?? "",
    [PUBLISH_EMAIL_FIELD]: guide.publishContactEmail ? "yes" : "",
  };
  const errors = posted?.errors ?? {};
  const confirmation = search.has(GUIDE_SENT_PARAM)
    ? "Saved and sent for review. We will read it soon."
    : search.has(GUIDE_PLACED_PARAM)
      ? `Your changes are saved, and your guide is at the middle of ${guide.postcode}. That is the middle of the postcode, not your door: if you can, move it to your entrance.`
      : search.has(GUIDE_SAVED_PARAM)
        ? "Your changes are saved."
        : null;
  const photoParam = search.get(GUIDE_PHOTO_PARAM) ?? "";
  const photoOutcome =
    photoParam in GUIDE_PHOTO_OUTCOMES ? (photoParam as GuidePhotoOutcome) : null;
  const noticeParam = search.get(GUIDE_NOTICE_PARAM) ?? "";
  const noticeOutcome =
    noticeParam in GUIDE_NOTICE_OUTCOMES ? (noticeParam as GuideNoticeOutcome) : null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeading>{`Your access guide: ${guide.name}`}</PageHeading>
      {postedNotice ? (
        <PostedErrors
          errors={postedNotice.errors}
          order={NOTICE_FIELDS}
          refusal={postedNotice.refusal}
          refusalTitle="We could not post your notice"
          subject="your notice"
        />
      ) : postedPhoto ? (
        <PostedErrors
          errors={{}}
          order={[]}
          refusal={postedPhoto.refusal}
          refusalTitle={
            postedPhoto.values.photoId
              ? "We could not change your photo"
              : "We could not add your photo"
          }
          extra={photoProblems(postedPhoto, guide.photos)}
          subject="your photo"
        />
      ) : (
        <PostedErrors errors={errors} order={FIELD_ORDER} refusal={posted?.refusal ?? null} />
      )}
      {confirmation ? (
        <p role="status" className="rounded-xl border-2 border-accent p-4 font-semibold">
          {confirmation}
        </p>
      ) : null}
      <ManageAddress token={token} email={guide.contactEmail} />
      <p>
        Fill in what you know and leave the rest blank; a blank is left out of your guide. Measure
        where you can: a door's width tells a wheelchair user far more than "accessible".
      </p>
      <GuideTakenDown takenDown={guide.takenDown} />
      <GuideInReview token={token} guide={guide} withdrawn={search.has(GUIDE_WITHDRAWN_PARAM)} />
      <GuideStatus guide={guide} />
      <ManageNotices
        token={token}
        published={published?.guide ?? null}
        posted={postedNotice ?? null}
        outcome={noticeOutcome}
      />
      <GoogleAttributesPanel details={guide.details} />
      {published?.guide ? <GuideForYourWebsite guide={published.guide} /> : null}
      <ManageForm
        action={address}
        values={values}
        errors={errors}
        posted={Boolean(posted)}
        place={{
          saved: guide.location,
          // The button names the postcode the site knows the middle of: the one saved.
          postcode: centre?.centre ? centre.postcode : null,
        }}
      />
      <GuidePhotos
        token={token}
        photos={guide.photos}
        posted={postedPhoto ?? null}
        outcome={photoOutcome}
      />
      <DeleteGuide token={token} />
    </div>
  );
}
