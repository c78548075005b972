// The access guides' pages in the route table (./routes.ts): the directory, starting, managing
// and deleting a guide, how we check guides, and a published guide's own page.
import {
  GUIDE_FROM_PARAM,
  GUIDE_NOTICE_PARAM,
  GUIDE_PHOTO_PARAM,
  GUIDE_PLACED_PARAM,
  GUIDE_SAVED_PARAM,
  GUIDE_SENT_PARAM,
  GUIDE_WITHDRAWN_PARAM,
} from "../shared/access-guides/addresses.ts";
import { PROFILE_PARAMS } from "../shared/access-guides/profile-params.ts";
import { directoryQueryOf, guideSearchFrom } from "../shared/access-guides/search.ts";
import { ANSWERED_PARAM, REPORTED_PARAM } from "../shared/access-guides/trust-addresses.ts";
import { ASSESSMENT_TOKEN_PATTERN } from "../shared/assessment/results-token.ts";
import { CONTENT_KINDS } from "../shared/content-kinds.ts";
import type { PublicAccessGuide } from "../shared/contracts/access-guides.ts";
import { PAGE_PATHS } from "../shared/page-paths.ts";
import { parsePermalinkSegment, permalinkPath } from "../shared/permalinks.ts";
import { accessGuideDescription } from "./lib/access-guide-description.ts";
import { preloadable } from "./lib/preloadable.tsx";
import {
  accessGuideOsmTagsQuery,
  accessGuideQuery,
  accessGuidesQuery,
  managedGuideQuery,
  managedPostcodeCentreQuery,
  managedPublishedGuideQuery,
} from "./lib/queries/access-guides.ts";
import { pageFormTokenQuery } from "./lib/queries/stories.ts";

import { type PageRoute, TITLE_SUFFIX } from "./page-route.ts";

const suffix = TITLE_SUFFIX;

export const accessGuideRoutes: PageRoute[] = [
  {
    path: PAGE_PATHS.accessGuides,
    description:
      "Access guides that businesses publish about their own premises: measured door widths, steps, parking, toilets and help, searchable by town and need.",
    title: `Access guides${suffix}`,
    page: preloadable(() => import("./pages/access-guides-page.tsx")),
    query: ["town", "need", "near", "nearPostcode", "cursor", ...PROFILE_PARAMS],
    prefetch: (search) => [accessGuidesQuery(directoryQueryOf(guideSearchFrom(search)))],
  },
  {
    // Starting a guide from self-assessment results, named by their token in the address.
    path: PAGE_PATHS.accessGuideNew,
    description: "Start your business's access guide from your self-assessment results.",
    title: `Publish an access guide${suffix}`,
    page: preloadable(() => import("./pages/access-guide-new-page.tsx")),
    query: [GUIDE_FROM_PARAM],
    noindex: true,
    isPrivate: () => true,
  },
  {
    // Asked before a guide is deleted; its form posts the delete (no JavaScript).
    path: PAGE_PATHS.accessGuideDelete,
    description: "Delete your access guide.",
    title: `Delete your guide${suffix}`,
    page: preloadable(() => import("./pages/access-guide-delete-page.tsx")),
    noindex: true,
    isPrivate: () => true,
  },
  {
    path: PAGE_PATHS.accessGuideDeleted,
    description: "Your access guide is deleted.",
    title: `Guide deleted${suffix}`,
    page: preloadable(() => import("./pages/access-guide-deleted-page.tsx")),
    noindex: true,
  },
  {
    path: PAGE_PATHS.accessGuidePolicy,
    description:
      "What we check before publishing a guide, how to report a problem, fake or paid feedback, and appeals.",
    title: `How we check access guides${suffix}`,
    page: preloadable(() => import("./pages/access-guide-policy-page.tsx")),
  },
  {
    // A business's own guide, by the secret in its address: never cached or listed.
    path: PAGE_PATHS.accessGuideManage,
    description: "Write, check and send your business's access guide for review.",
    title: `Your access guide${suffix}`,
    page: preloadable(() => import("./pages/access-guide-manage-page.tsx")),
    query: [
      GUIDE_SAVED_PARAM,
      GUIDE_PLACED_PARAM,
      GUIDE_SENT_PARAM,
      GUIDE_PHOTO_PARAM,
      GUIDE_NOTICE_PARAM,
      GUIDE_WITHDRAWN_PARAM,
    ],
    prefetch: (_search, { token }) =>
      token && ASSESSMENT_TOKEN_PATTERN.test(token)
        ? [
            managedGuideQuery(token),
            managedPublishedGuideQuery(token),
            managedPostcodeCentreQuery(token),
          ]
        : [],
    noindex: true,
    isPrivate: () => true,
  },
  {
    path: `${CONTENT_KINDS["access-guide"].permalinkBase}/:ref`,
    description: "An access guide published by a business with Real Access.",
    title: `Access guide${suffix}`,
    page: preloadable(() => import("./pages/access-guide-page.tsx")),
    // After a plain post of "Was this right?" or a report, the thanks.
    query: [ANSWERED_PARAM, REPORTED_PARAM, ...PROFILE_PARAMS],
    // The OpenStreetMap tags' rules come as data, so their words stay out of the page's script;
    // the signed time the page was rendered goes into its forms, as the story form's does.
    prefetch: (_search, { ref }) => {
      const id = parsePermalinkSegment(ref ?? "")?.id;
      return id === undefined ? [] : [accessGuideOsmTagsQuery(id), pageFormTokenQuery()];
    },
    item: {
      path: (guide: PublicAccessGuide) =>
        permalinkPath("access-guide", { id: guide.id, title: guide.name }),
      query: accessGuideQuery,
      head: (guide: PublicAccessGuide) => ({
        title: `${guide.name}: access guide${suffix}`,
        description: accessGuideDescription(guide),
        // Built by the server alone (entry-server.tsx): the browser's script never carries it.
        jsonLd: [],
      }),
    },
  },
];
