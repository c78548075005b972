// The five accessibility attributes Google Business Profile lists, worked out from the guide,
// each with the rule that gave it, for the business to check and copy into its profile.

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
        Google asks five yes-or-no questions about access. From your guide as saved, your answers
        are below, each with the reason for it; "Not sure yet" means your guide does not say, so
        measure or check first.
      </p>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        {googleAttributes(details).map(({ name, answer, rule }) => (
          <div key={name} className="contents">
            <dt className="font-semibold">{name}</dt>
            <dd>
              <strong>{answer}</strong>
              <span className="block">{rule}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
