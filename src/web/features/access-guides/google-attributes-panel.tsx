// The four accessibility attributes Google Business Profile asks for, worked out from the guide,
// for the business to copy into its profile.

import { googleAttributes } from "../../../shared/access-guides/google-attributes.ts";
import type { GuideDetails } from "../../../shared/contracts/access-guides.ts";

export function GoogleAttributesPanel({ details }: { details: GuideDetails }) {
  return (
    <section
      aria-labelledby="google-attributes-title"
      className="flex flex-col gap-2 rounded-xl border-2 border-line p-5"
    >
      <h2 id="google-attributes-title" className="font-bold text-xl">
        For your Google Business Profile
      </h2>
      <p>
        Google asks four yes-or-no questions about access. From your guide as saved, your answers
        are below; "Not sure yet" means your guide does not say, so measure or check first.
      </p>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {googleAttributes(details).map(({ name, answer }) => (
          <div key={name} className="contents">
            <dt className="font-semibold">{name}</dt>
            <dd>{answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
