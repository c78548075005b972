// The count on the admin's Access Guides tab: guides waiting for review, reports of problems and
// visitors' corrections waiting, together; undefined until the guides are known.

import { useGuideQueue } from "./use-guide-review.ts";
import { useGuideFeedbackQueue, useGuideReports } from "./use-guide-trust-admin.ts";

export function useGuideWork(enabled: boolean) {
  const guides = useGuideQueue(enabled).data?.length;
  const reports = useGuideReports(enabled).data?.length ?? 0;
  const corrections = useGuideFeedbackQueue(enabled).data?.length ?? 0;
  return guides === undefined ? undefined : guides + reports + corrections;
}
