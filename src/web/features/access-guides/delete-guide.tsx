// "Delete this guide" on the manage page asks first (WCAG 3.3.4). Without JavaScript it is a link
// to the confirmation page (access-guide-delete-page.tsx), whose form posts the real delete; with
// it, the same link opens a dialog asking the same question. Either way the business lands on a
// page saying the guide was deleted.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "react-aria-components";
import { useLocation } from "wouter";
import { PAGE_PATHS, pagePath } from "../../../shared/page-paths.ts";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { dangerButton, secondaryButton } from "../../components/ui/button-styles.ts";
import { ClientOnly } from "../../components/ui/client-only.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { apiCall } from "../../lib/api-client.ts";

/** The words of the confirmation page (access-guide-delete-page.tsx), kept apart: see there. */
const DELETE_GUIDE_QUESTION = "Delete this guide?";
const DELETE_GUIDE_MEANING =
  "Deleting takes your guide off the site at once, with its photos, and this private link stops working. It cannot be undone: to have a guide again you would start a new one from your self-assessment results.";

/** Deletes by the manage token, then opens the page that says so. */
function useDeleteGuide(token: string) {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () =>
      apiCall("DELETE /api/access-guides/manage/:manageToken", { params: { manageToken: token } }),
    onSuccess: () => navigate(PAGE_PATHS.accessGuideDeleted),
  });
}

export function DeleteGuide({ token }: { token: string }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteGuide(token);
  return (
    <div className="flex flex-col gap-2 border-line border-t pt-6">
      <p>Deleting your guide takes it off the site at once and cannot be undone.</p>
      <div>
        {/* A link to the question's page until the script runs; then a button that asks here. */}
        <ClientOnly
          fallback={
            <a href={pagePath(PAGE_PATHS.accessGuideDelete, { token })} className={dangerButton}>
              Delete this guide
            </a>
          }
        >
          <Button className={dangerButton} onPress={() => setAsking(true)}>
            Delete this guide
          </Button>
        </ClientOnly>
      </div>
      <ModalDialog
        title={DELETE_GUIDE_QUESTION}
        isOpen={asking}
        onOpenChange={setAsking}
        role="alertdialog"
      >
        <p className="text-lg">{DELETE_GUIDE_MEANING}</p>
        {remove.isError ? (
          <p role="alert" className="font-bold text-danger">
            We could not delete your guide. It may already have gone; if not, please try again.
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button className={secondaryButton} onPress={() => setAsking(false)}>
            Keep it
          </Button>
          <BusyButton
            className={dangerButton}
            isBusy={remove.isPending}
            onPress={() => remove.mutate()}
          >
            {remove.isPending ? "Deleting…" : "Delete"}
          </BusyButton>
        </div>
      </ModalDialog>
    </div>
  );
}
