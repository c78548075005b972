// While a guide is with the team it cannot change (the team publishes what it read), so the manage
// page says so and offers "Take it back from review": the guide is a draft again, to change and
// send once more. The button's form posts to the server without JavaScript; with it, the API.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { ManagedAccessGuide } from "../../../shared/contracts/access-guides.ts";
import { IN_REVIEW_LOCKED } from "../../../shared/guide-safeguard-words.ts";
import { PAGE_PATHS, pagePath } from "../../../shared/page-paths.ts";
import { secondaryButton } from "../../components/ui/button-styles.ts";
import { apiCall } from "../../lib/api-client.ts";
import { managedGuideQuery } from "../../lib/queries/access-guides.ts";

export const WITHDRAWN_WORDS =
  "Your guide is back with you as a draft. Change what you need, then send it to us again.";

export function GuideInReview({
  token,
  guide,
  withdrawn,
}: {
  token: string;
  guide: ManagedAccessGuide;
  /** Taken back just now (the page's `?withdrawn=1`, or the API's answer). */
  withdrawn: boolean;
}) {
  const queryClient = useQueryClient();
  const said = useRef<HTMLParagraphElement>(null);
  const withdraw = useMutation({
    mutationFn: () =>
      apiCall("POST /api/access-guides/manage/:manageToken/withdraw", {
        params: { manageToken: token },
      }),
    onSuccess: (guide) => queryClient.setQueryData(managedGuideQuery(token).queryKey, guide),
  });
  // The button goes with the state it changed: focus goes to the words that say so, once shown.
  useEffect(() => {
    if (withdraw.isSuccess) said.current?.focus();
  }, [withdraw.isSuccess]);
  if (guide.status !== "in_review") {
    return withdrawn || withdraw.isSuccess ? (
      <p
        ref={said}
        tabIndex={-1}
        role="status"
        className="rounded-xl border-2 border-accent p-4 font-semibold"
      >
        {WITHDRAWN_WORDS}
      </p>
    ) : null;
  }
  return (
    <section
      aria-labelledby="guide-in-review-title"
      className="flex flex-col gap-3 rounded-xl border-2 border-accent p-5"
    >
      <h2 id="guide-in-review-title" className="font-bold text-xl">
        With our team
      </h2>
      <p>{IN_REVIEW_LOCKED}</p>
      <p>
        If you need to change something now, take it back from review. It becomes a draft again and
        you send it to us once more when it is ready.
      </p>
      {withdraw.isError ? (
        <p role="alert" className="font-bold text-danger">
          {withdraw.error.message}
        </p>
      ) : null}
      <form
        method="post"
        action={pagePath(PAGE_PATHS.accessGuideWithdraw, { token })}
        onSubmit={(event) => {
          event.preventDefault();
          if (!withdraw.isPending) withdraw.mutate();
        }}
      >
        <button type="submit" className={secondaryButton} aria-disabled={withdraw.isPending}>
          {withdraw.isPending ? "Taking it back…" : "Take it back from review"}
        </button>
      </form>
    </section>
  );
}
