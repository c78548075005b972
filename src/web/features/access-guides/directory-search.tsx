// The directory's search (decisions 036 and 044): a plain GET form, so it works before and without
// JavaScript, and the address of a search can be shared. A town, postcode district or postcode,
// or near a postcode (nearest first), and any needs; with JavaScript also "Use my location". With
// JavaScript, sending it puts the search in the address in place, as Advice & Solutions' search
// does: focus stays on the form and the results' status line says how many were found.
import type { FormEvent } from "react";
import { useLocation } from "wouter";
import { GUIDE_NEEDS } from "../../../shared/access-guides/fields.ts";
import type { GuideSearch } from "../../../shared/access-guides/search.ts";
import { PAGE_PATHS } from "../../../shared/page-paths.ts";
import { primaryButton } from "../../components/ui/button-styles.ts";
import { fieldClass } from "../../components/ui/field-styles.ts";
import { NeedChoices } from "./need-choices.tsx";
import { UseMyLocation } from "./use-my-location.tsx";

export function DirectorySearch({
  search,
  profile = "",
}: {
  search: GuideSearch;
  /** The visitor's needs as they stand in the address (profile.ts): a new search keeps them. */
  profile?: string;
}) {
  const [, navigate] = useLocation();
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim() !== "") fields.append(name, value.trim());
    }
    const query = fields.toString();
    navigate(`${PAGE_PATHS.accessGuides}${query ? `?${query}` : ""}`);
  };
  return (
    <search aria-label="Access guides">
      <form
        method="get"
        action={PAGE_PATHS.accessGuides}
        onSubmit={send}
        className="flex flex-col gap-4 rounded-xl border-2 border-line p-5"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor="guide-town" className="font-semibold">
            Town or postcode
          </label>
          <p id="guide-town-hint" className="text-muted text-sm">
            For example Leeds, LS1 or LS1 4AP.
          </p>
          <input
            id="guide-town"
            name="town"
            type="text"
            defaultValue={search.town}
            aria-describedby="guide-town-hint"
            autoComplete="address-level2"
            maxLength={80}
            className={fieldClass}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="guide-near-postcode" className="font-semibold">
            Near a postcode
          </label>
          <p id="guide-near-postcode-hint" className="text-muted text-sm">
            Nearest first, with how far each place is. For example HX7 8AA.
          </p>
          <input
            id="guide-near-postcode"
            name="nearPostcode"
            type="text"
            defaultValue={search.nearPostcode}
            aria-describedby="guide-near-postcode-hint"
            autoComplete="postal-code"
            maxLength={10}
            className={fieldClass}
          />
        </div>
        {/* A location from "Use my location" stays while needs change; a postcode typed in wins. */}
        {search.near && <input type="hidden" name="near" value={search.near} />}
        {[...new URLSearchParams(profile)].map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <UseMyLocation />
        <NeedChoices legend="What you need" name="need" needs={GUIDE_NEEDS} checked={search.need} />
        <div>
          <button type="submit" className={primaryButton}>
            Search guides
          </button>
        </div>
      </form>
    </search>
  );
}
