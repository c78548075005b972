// /access-guides/new?from=<results token>: the first step of a business's access guide
// (docs/product.md#access-guides): its name and address. The answers in its results fill what they can; the next page, the
// guide's own, is where the measurements go. A plain form post, so it works without JavaScript.
import { useQuery } from "@tanstack/react-query";
import { Link, useSearch } from "wouter";
import { BUSINESS_FIELDS, GUIDE_FROM_PARAM } from "../../shared/access-guides/form-values.ts";
import { ASSESSMENT_TOKEN_PATTERN } from "../../shared/assessment/results-token.ts";
import { HONEYPOT_FIELD } from "../../shared/contracts/common.ts";
import { PAGE_PATHS } from "../../shared/page-paths.ts";
import { PageHeading } from "../components/layout/route-focus.tsx";
import { primaryButton } from "../components/ui/button-styles.ts";
import { BusinessFields } from "../features/access-guides/business-fields.tsx";
import { PostedErrors } from "../features/access-guides/posted-errors.tsx";
import { postedNewGuideQuery } from "../lib/queries/access-guides.ts";

export default function AccessGuideNewPage() {
  const search = new URLSearchParams(useSearch());
  const { data: posted } = useQuery(postedNewGuideQuery());
  const values = posted?.values ?? {};
  const errors = posted?.errors ?? {};
  const from = values.assessmentToken ?? search.get(GUIDE_FROM_PARAM) ?? "";
  if (!ASSESSMENT_TOKEN_PATTERN.test(from)) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        <PageHeading>Start from your self-assessment</PageHeading>
        <p>
          An access guide starts from your self-assessment results, so your answers can fill in what
          they already say. Open your results page and choose "Publish an access guide".
        </p>
        <p>
          <Link href={PAGE_PATHS.selfAssessment} className="underline underline-offset-4">
            Start a self-assessment
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeading>Publish an access guide</PageHeading>
      <p>
        Tell visitors what to expect before they set off. First, your business's name and where it
        is. Next you will see your guide, with what your answers already say filled in, ready for
        your measurements. Our team reads every guide before it is published.
      </p>
      <PostedErrors errors={errors} order={BUSINESS_FIELDS} refusal={posted?.refusal ?? null} />
      <form
        method="post"
        action={PAGE_PATHS.accessGuideNew}
        noValidate
        className="flex flex-col gap-4"
      >
        <input type="hidden" name="assessmentToken" value={from} />
        <BusinessFields
          values={values}
          errors={errors}
          emailHint="We will e-mail you the private link to your guide, and tell you when it is published or if we need a change. It is not shown on the guide unless you ask."
          categoryHint="It helps people find you on maps and in searches. If you leave it, we go by the type of business in your self-assessment; you can change it later."
        />
        {/* Honeypot: hidden from people and from assistive technology, so only bots fill it. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            Leave this field empty
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <div>
          <button type="submit" className={primaryButton}>
            Start my guide
          </button>
        </div>
      </form>
    </div>
  );
}
