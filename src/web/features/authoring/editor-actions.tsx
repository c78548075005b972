// The row under an article's or news item's fields: save, publish, take down, preview, and
// whether there are unsaved changes. Publishing and taking down are an editor's (publish-content).
import { Button } from "react-aria-components";
import type { PublicationStatus } from "../../../shared/publication.ts";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles.ts";
import { ExternalLink } from "../../components/ui/external-link.tsx";
import { useCan } from "../../lib/use-admin-session.ts";

interface EditorActionsProps {
  /** As last saved; undefined until the first save. */
  saved: { status: PublicationStatus } | undefined;
  previewHref: string | undefined;
  dirty: boolean;
  isSaving: boolean;
  isTakingDown: boolean;
  onPublish: () => void;
  onTakeDown: () => void;
}

export function EditorActions({
  saved,
  previewHref,
  dirty,
  isSaving,
  isTakingDown,
  onPublish,
  onTakeDown,
}: EditorActionsProps) {
  const mayPublish = useCan("publish-content");
  const isPublic = saved?.status === "published" || saved?.status === "scheduled";
  return (
    <div className="flex flex-wrap gap-3">
      <BusyButton type="submit" className={primaryButton} isBusy={isSaving}>
        {saved?.status === "published" ? "Save and update the page" : "Save draft"}
      </BusyButton>
      {mayPublish && saved && saved.status !== "published" && (
        <Button className={secondaryButton} onPress={onPublish}>
          Publish…
        </Button>
      )}
      {mayPublish && isPublic && (
        <BusyButton className={secondaryButton} isBusy={isTakingDown} onPress={onTakeDown}>
          {saved.status === "scheduled" ? "Cancel the schedule" : "Take off the site"}
        </BusyButton>
      )}
      {previewHref && (
        <ExternalLink
          href={previewHref}
          className="inline-flex min-h-11 items-center self-center font-semibold underline underline-offset-4"
        >
          Preview its page{dirty ? " (as last saved)" : ""}
        </ExternalLink>
      )}
      {dirty && <p className="self-center text-muted">Unsaved changes</p>}
    </div>
  );
}
