// /access-guides/manage/<token>/delete: "Delete this guide?", asked before anything is deleted
// (WCAG 3.3.4), as deleting self-assessment results asks. The form posts the real delete to this
// address without JavaScript; with it, the API deletes. Either way the business lands on a page
// saying the guide was deleted.
import { useMutation } from "@tanstack/react-query";
import { useLocation, useParams } from "wouter";
import { PAGE_PATHS, pagePath } from "../../shared/page-paths.ts";
import { PageHeading } from "../components/layout/route-focus.tsx";
import { dangerButton, secondaryButton } from "../components/ui/button-styles.ts";
import { apiCall } from "../lib/api-client.ts";

// Its own words and call rather than the manage page's (delete-guide.tsx): a module both pages
// import would join every page's first script (build/chunk-plan.ts).
/** Asked the same in the manage page's dialog (delete-guide.tsx); the browser tests read both. */
export const DELETE_GUIDE_QUESTION = "Delete this guide?";
export const DELETE_GUIDE_MEANING =
  "Deleting takes your guide off the site at once, with its photos, and this private link stops working. It cannot be undone: to have a guide again you would start a new one from your self-assessment results.";

export default function AccessGuideDeletePage() {
  const { token = "" } = useParams<{ token: string }>();
  const [, navigate] = useLocation();
  const remove = useMutation({
    mutationFn: () =>
      apiCall("DELETE /api/access-guides/manage/:manageToken", { params: { manageToken: token } }),
    onSuccess: () => navigate(PAGE_PATHS.accessGuideDeleted),
  });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeading>{DELETE_GUIDE_QUESTION}</PageHeading>
      <p>{DELETE_GUIDE_MEANING}</p>
      {remove.isError ? (
        <p role="alert" className="font-bold text-danger">
          We could not delete your guide. It may already have gone; if not, please try again.
        </p>
      ) : null}
      <form
        method="post"
        action={pagePath(PAGE_PATHS.accessGuideDelete, { token })}
        onSubmit={(event) => {
          event.preventDefault();
          remove.mutate();
        }}
        className="flex flex-wrap gap-4"
      >
        <button type="submit" className={dangerButton} disabled={remove.isPending}>
          {remove.isPending ? "Deleting…" : "Delete"}
        </button>
        <a href={pagePath(PAGE_PATHS.accessGuideManage, { token })} className={secondaryButton}>
          Keep it
        </a>
      </form>
    </div>
  );
}
