// Adding an image to an article or a news item's picture (ATAG B.2.3): the author
// chooses a file and either describes it or says it is decorative; the upload refuses neither. The
// image is stored in the media library, and the editor puts its reference where it belongs.
import { useId, useState } from "react";
import { apiErrorOf } from "../../shared/api-error.ts";
import {
  ALT_OR_DECORATIVE,
  MEDIA_ALT_MAX,
  type UploadedMedia,
} from "../../shared/contracts/media.ts";
import { apiRequest } from "../lib/api-client.ts";
import { BusyButton } from "./ui/busy-button.tsx";
import { primaryButton } from "./ui/button-styles.ts";
import { fieldClass } from "./ui/field-styles.ts";
import { ModalDialog } from "./ui/modal-dialog.tsx";

interface ImageUploadDialogProps {
  /** The dialog's heading: "Add an image" unless said otherwise. */
  title?: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onUploaded: (image: UploadedMedia) => void;
}

export function ImageUploadDialog({
  title = "Add an image",
  isOpen,
  onOpenChange,
  onUploaded,
}: ImageUploadDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [decorative, setDecorative] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { file: useId(), alt: useId(), altHint: useId(), decorative: useId() };

  const upload = async () => {
    setProblem(null);
    if (!file) return setProblem("Choose an image to upload");
    if (!decorative && !alt.trim()) return setProblem(ALT_OR_DECORATIVE);
    const form = new FormData();
    form.append("file", file);
    form.append(decorative ? "decorative" : "alt", decorative ? "true" : alt.trim());
    setBusy(true);
    try {
      const response = await apiRequest("POST", "/api/admin/media", form);
      onUploaded((await response.json()) as UploadedMedia);
      setFile(null);
      setAlt("");
      setDecorative(false);
      onOpenChange(false);
    } catch (error) {
      setProblem(apiErrorOf(error)?.serverMessage ?? "The image was not uploaded. Try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog title={title} isOpen={isOpen} onOpenChange={onOpenChange}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.file} className="font-semibold">
            Image file
          </label>
          <input
            id={ids.file}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className={fieldClass}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.alt} className="font-semibold">
            Alt text
          </label>
          <p id={ids.altHint} className="text-muted">
            What the image shows, in a sentence, as you would describe it to someone on the phone.
            Not “image of” or the file name.
          </p>
          <textarea
            id={ids.alt}
            value={alt}
            disabled={decorative}
            maxLength={MEDIA_ALT_MAX}
            rows={2}
            onChange={(event) => setAlt(event.target.value)}
            aria-describedby={ids.altHint}
            className={fieldClass}
          />
        </div>
        <div className="flex items-start gap-2">
          <input
            id={ids.decorative}
            type="checkbox"
            checked={decorative}
            onChange={(event) => setDecorative(event.target.checked)}
            className="mt-1 size-5"
          />
          <label htmlFor={ids.decorative}>
            This image is decorative: it adds nothing to the words, so screen readers skip it
          </label>
        </div>
        {problem && (
          <p role="alert" className="font-semibold text-danger">
            {problem}
          </p>
        )}
        <BusyButton className={primaryButton} isBusy={busy} onPress={() => void upload()}>
          Upload and add
        </BusyButton>
      </div>
    </ModalDialog>
  );
}
