// A news item's picture, chosen by uploading it to the media library through the same dialog as an
// article's images (with alt text, or marked decorative), never by typing an address: a picture on
// another site would send every reader's browser there. Shows the picture chosen, and lets the
// author change or remove it.
import { useId, useState } from "react";
import { Button } from "react-aria-components";
import type { UploadedMedia } from "../../shared/contracts/media.ts";
import { parseMediaReference } from "../../shared/media.ts";
import { ImageUploadDialog } from "./image-upload-dialog.tsx";
import { MediaPicture } from "./media-picture.tsx";
import { linkButton, secondaryButton } from "./ui/button-styles.ts";

export interface Picture {
  /** The image's reference in the media library. */
  url: string;
  /** Its alt text as uploaded ("" when decorative); null when not known. */
  alt: string | null;
}

interface PictureFieldProps {
  /** The id of the button that adds or changes the picture: where an error summary sends focus. */
  id: string;
  label: string;
  description: string;
  value: Picture | null;
  onChange: (picture: Picture | null) => void;
  invalid?: string | undefined;
}

export function PictureField({
  id,
  label,
  description,
  value,
  onChange,
  invalid,
}: PictureFieldProps) {
  const [uploading, setUploading] = useState(false);
  const ids = { description: useId(), error: useId(), current: useId() };
  const reference = value ? parseMediaReference(value.url) : null;
  const describedBy = [ids.description, ids.current, invalid ? ids.error : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="font-semibold">{label}</legend>
      <p id={ids.description} className="text-muted">
        {description}
      </p>
      {invalid && (
        <p id={ids.error} className="font-semibold text-danger">
          <span aria-hidden="true">⚠ </span>
          {invalid}
        </p>
      )}
      {value && (
        <div className="w-full max-w-xs overflow-hidden rounded-md border-2 border-line">
          <MediaPicture
            url={value.url}
            alt={value.alt ?? ""}
            sizes="20rem"
            className="h-auto w-full bg-surface"
          />
        </div>
      )}
      <p id={ids.current}>
        {!value
          ? "No picture chosen."
          : reference?.decorative
            ? "Picture chosen, marked as decorative."
            : value.alt
              ? `Picture chosen, described as “${value.alt}”.`
              : "Picture chosen."}
      </p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <Button
          id={id}
          className={secondaryButton}
          aria-describedby={describedBy}
          onPress={() => setUploading(true)}
        >
          {value ? "Change the picture" : "Add a picture"}
        </Button>
        {value && (
          <Button className={linkButton} onPress={() => onChange(null)}>
            Remove the picture
          </Button>
        )}
      </div>
      <ImageUploadDialog
        title="Add a picture"
        isOpen={uploading}
        onOpenChange={setUploading}
        onUploaded={(image: UploadedMedia) => onChange({ url: image.url, alt: image.alt })}
      />
    </fieldset>
  );
}
