// Confirms before deleting results. The form posts to the server without JavaScript; with it, the
// API deletes them and the visitor lands on the start of the self-assessment either way.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation, useParams } from "wouter";
import { ASSESSMENT_DELETED_PATH } from "../../shared/api-paths.ts";
import { PAGE_PATHS, pagePath } from "../../shared/page-paths.ts";
import { PageHeading } from "../components/layout/route-focus.tsx";
import { dangerButton, secondaryButton } from "../components/ui/button-styles.ts";
import { apiCall } from "../lib/api-client.ts";

export default function SelfAssessmentDeletePage() {
  const { token = "" } = useParams<{ token: string }>();
  const [, navigate] = useLocation();
  const [failed, setFailed] = useState(false);
  const remove = useMutation({
    mutationFn: () => apiCall("DELETE /api/assessments/:token", { params: { token } }),
    onSuccess: () => navigate(ASSESSMENT_DELETED_PATH),
    onError: () => setFailed(true),
  });
  const results = pagePath(PAGE_PATHS.selfAssessmentResults, { token });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeading>Delete your results?</PageHeading>
      <p>
        This deletes your answers, scores, recommendations and draft guide for good. Anyone you
        shared the link with will not be able to see them either. Download or print anything you
        want to keep first.
      </p>
      {failed && (
        <p role="alert" className="font-bold text-danger">
          We could not delete your results. They may already have gone; if not, please try again.
        </p>
      )}
      <form
        method="post"
        action={pagePath(PAGE_PATHS.selfAssessmentDelete, { token })}
        onSubmit={(event) => {
          event.preventDefault();
          remove.mutate();
        }}
        className="flex flex-wrap gap-4"
      >
        <button type="submit" className={dangerButton} disabled={remove.isPending}>
          {remove.isPending ? "Deleting…" : "Delete these results"}
        </button>
        <Link href={results} className={secondaryButton}>
          Keep my results
        </Link>
      </form>
    </div>
  );
}
