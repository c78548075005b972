// "Delete this guide" on the manage page asks first (WCAG 3.3.4). Without JavaScript it is a link
// to the confirmation page (access-guide-delete-page.tsx), whose form posts the real delete; with
// it, the same link opens a dialog asking the same question. Either way the business lands on a
// page saying the guide was deleted.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "react-aria-components";
import { useLocation } from "wouter";
import {
  DELETE_GUIDE_MEANING,
  DELETE_GUIDE_QUESTION,
} from "../../../shared/access-guides/delete-words.ts";
import { PAGE_PATHS, pagePath } from "../../../shared/page-paths.ts";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { dangerButton, secondaryButton } from "../../components/ui/button-styles.ts";
import { ClientOnly } from "../../components/ui/client-only.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { apiCall } from "../../lib/api-client.ts";

/** Deletes by the manage token, then opens the page that says so. */
export function useDeleteGuide(token: string) {
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
