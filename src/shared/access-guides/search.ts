// The directory's search in its address (/access-guides?town=Leeds&need=step-free&need=…), read
// the same by the page, the server's prefetch and the API call. Free of zod and of React.
import { GUIDE_NEED_IDS, type GuideNeed } from "./needs.ts";

export interface GuideSearch {
  town: string;
  need: GuideNeed[];
}

const isNeed = (value: string): value is GuideNeed =>
  (GUIDE_NEED_IDS as readonly string[]).includes(value);

export function guideSearchFrom(search: URLSearchParams): GuideSearch {
  return {
    town: (search.get("town") ?? "").trim().slice(0, 80),
    need: [
      ...new Set(
        search
          .getAll("need")
          .flatMap((each) => each.split(","))
          .filter(isNeed),
      ),
    ],
  };
}
