// The directory's page links ("Next page", back to the first) and what it says when it cannot
// place a postcode. Plain links, so they work without JavaScript and can be shared.
import { Link } from "wouter";
import { postcodeDistrict } from "../../../shared/access-guides/postcode.ts";
import { directoryAddress, type GuideSearch } from "../../../shared/access-guides/search.ts";
import { PAGE_PATHS } from "../../../shared/page-paths.ts";
import { useIsHydrating } from "../../lib/use-is-hydrating.ts";
import type { PostcodeOutcome } from "./directory-answer.ts";

const linkClass = "underline underline-offset-4 font-semibold";

export function DirectoryPages({
  search,
  next,
  profile,
}: {
  search: GuideSearch;
  next: string;
  /** The visitor's needs in the address (profile.ts), kept on every page. */
  profile: string;
}) {
  if (!next && !search.cursor) return null;
  return (
    <nav aria-label="Pages of guides" className="flex flex-wrap gap-x-6 gap-y-2">
      {search.cursor && (
        <Link
          href={directoryAddress(PAGE_PATHS.accessGuides, search, { profile })}
          className={linkClass}
        >
          First page
        </Link>
      )}
      {next && (
        <Link
          href={directoryAddress(PAGE_PATHS.accessGuides, search, { cursor: next, profile })}
          className={linkClass}
        >
          Next page
        </Link>
      )}
    </nav>
  );
}

export const NOT_PLACED = {
  "not-held": (postcode: string) =>
    `We cannot find places near a postcode yet, as this site does not hold postcode locations, so these are the guides in ${postcodeDistrict(postcode)}, by name.`,
  unknown: (postcode: string) =>
    `We do not know where ${postcode} is (it may be new, or no longer in use), so these are the guides in ${postcodeDistrict(postcode)}, by name.`,
} as const;

export function NotPlaced({
  postcode,
  outcome,
}: {
  postcode: string;
  outcome: Exclude<PostcodeOutcome, "found" | null>;
}) {
  const hydrating = useIsHydrating();
  return (
    <div className="rounded-xl border-2 border-line p-4">
      <p className="font-semibold">{NOT_PLACED[outcome](postcode)}</p>
      <p>
        You can search by town above
        {hydrating ? "." : ", or use “Use my location” to list the nearest guides first."}
      </p>
    </div>
  );
}
