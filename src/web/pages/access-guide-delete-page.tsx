// /access-guides/manage/<token>/delete: "Delete this guide?", asked before anything is deleted
// (WCAG 3.3.4), as deleting self-assessment results asks. The form posts the real delete to this
// address without JavaScript; with it, the API deletes. Either way the business lands on a page
// saying the guide was deleted.
import { useParams } from "wouter";
import {
  DELETE_GUIDE_MEANING,
  DELETE_GUIDE_QUESTION,
} from "../../shared/access-guides/delete-words.ts";
import { PAGE_PATHS, pagePath } from "../../shared/page-paths.ts";
import { PageHeading } from "../components/layout/route-focus.tsx";
import { dangerButton, secondaryButton } from "../components/ui/button-styles.ts";
import { useDeleteGuide } from "../features/access-guides/delete-guide.tsx";

export default function AccessGuideDeletePage() {
  const { token = "" } = useParams<{ token: string }>();
  const remove = useDeleteGuide(token);
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
