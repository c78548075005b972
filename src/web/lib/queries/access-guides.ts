// Access guides (decision 036): one published guide and its OpenStreetMap tags, the directory's
// list, a business's own guide by its manage token, and the team's review queue. Free of zod, like every query factory here.
import { queryOptions } from "@tanstack/react-query";
import {
  POSTED_GUIDE_KEY,
  POSTED_NEW_GUIDE_KEY,
  POSTED_NOTICE_KEY,
  POSTED_PHOTO_KEY,
} from "../../../shared/access-guides/addresses.ts";
import type { GuideNeed } from "../../../shared/access-guides/needs.ts";
import { type ApiResponse, pathOf } from "../../../shared/api-routes.ts";
import type { PostedForm } from "../../../shared/posted-forms.ts";
import type { WithHeaders } from "../../../shared/site.ts";

/**
 * A live notice ends by itself after its last day, which no write announces: a page showing
 * guides is cached at most this long, so an ended notice is gone within a quarter of an hour.
 */
const NOTICE_PAGE_MAX_AGE_MS = 15 * 60 * 1000;

export const accessGuideQuery = (id: number) =>
  queryOptions<ApiResponse<"GET /api/access-guides/:id">>({
    queryKey: [pathOf("GET /api/access-guides/:id", { params: { id } })],
    meta: { failure: "Failed to load the access guide", pageMaxAgeMs: NOTICE_PAGE_MAX_AGE_MS },
  });

/** The OpenStreetMap tags a published guide supports, with their rules (decision 042). */
export const accessGuideOsmTagsQuery = (id: number) =>
  queryOptions<ApiResponse<"GET /api/access-guides/:id/osm-tags">>({
    queryKey: [pathOf("GET /api/access-guides/:id/osm-tags", { params: { id } })],
    meta: { failure: "Failed to load the OpenStreetMap tags" },
  });

/** The directory's headers the page reads: the next page, the count, a postcode's outcome. */
export const DIRECTORY_HEADERS = [
  "link",
  "result-count",
  "near-postcode",
  "postcode-sources",
] as const;

export const accessGuidesQuery = (search: {
  town?: string;
  need?: readonly GuideNeed[];
  near?: string;
  nearPostcode?: string;
  cursor?: string;
}) =>
  queryOptions<WithHeaders<ApiResponse<"GET /api/access-guides">>>({
    queryKey: [
      pathOf("GET /api/access-guides", {
        query: {
          ...(search.town ? { town: search.town } : {}),
          ...(search.need?.length ? { need: search.need.join(",") } : {}),
          ...(search.near ? { near: search.near } : {}),
          ...(search.nearPostcode ? { nearPostcode: search.nearPostcode } : {}),
          ...(search.cursor ? { cursor: search.cursor } : {}),
        },
      }),
    ],
    meta: {
      failure: "Failed to load the access guides",
      pageMaxAgeMs: NOTICE_PAGE_MAX_AGE_MS,
      headers: DIRECTORY_HEADERS,
    },
  });

export const managedGuideQuery = (manageToken: string) =>
  queryOptions<ApiResponse<"GET /api/access-guides/manage/:manageToken">>({
    queryKey: [pathOf("GET /api/access-guides/manage/:manageToken", { params: { manageToken } })],
    meta: { failure: "Failed to load your access guide" },
  });

/** The version of a business's own guide that visitors see (null until one is published). */
export const managedPublishedGuideQuery = (manageToken: string) =>
  queryOptions<ApiResponse<"GET /api/access-guides/manage/:manageToken/published">>({
    queryKey: [
      pathOf("GET /api/access-guides/manage/:manageToken/published", { params: { manageToken } }),
    ],
    meta: { failure: "Failed to load your published guide" },
  });

/** The middle of the guide's postcode, when the site holds it ("Use the middle of <postcode>"). */
export const managedPostcodeCentreQuery = (manageToken: string) =>
  queryOptions<ApiResponse<"GET /api/access-guides/manage/:manageToken/postcode-centre">>({
    queryKey: [
      pathOf("GET /api/access-guides/manage/:manageToken/postcode-centre", {
        params: { manageToken },
      }),
    ],
    meta: { failure: "Failed to load where your postcode is" },
  });

export const guideReviewQueueQuery = () =>
  queryOptions<ApiResponse<"GET /api/admin/access-guides">>({
    queryKey: [pathOf("GET /api/admin/access-guides", { query: { status: "in_review" } })],
    meta: { failure: "Failed to load the access guides waiting for review" },
  });

/** The manage form's post brought back (without JavaScript): never fetched, set by the server. */
export const postedGuideQuery = () =>
  queryOptions<PostedForm | null>({ queryKey: POSTED_GUIDE_KEY, queryFn: () => null });

/** The start form's post brought back (without JavaScript): never fetched, set by the server. */
export const postedNewGuideQuery = () =>
  queryOptions<PostedForm | null>({ queryKey: POSTED_NEW_GUIDE_KEY, queryFn: () => null });

/** A photo form's post brought back (without JavaScript): never fetched, set by the server. */
export const postedPhotoQuery = () =>
  queryOptions<PostedForm | null>({ queryKey: POSTED_PHOTO_KEY, queryFn: () => null });

/** A notice form's post brought back (without JavaScript): never fetched, set by the server. */
export const postedNoticeQuery = () =>
  queryOptions<PostedForm | null>({ queryKey: POSTED_NOTICE_KEY, queryFn: () => null });
