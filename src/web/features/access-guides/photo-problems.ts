// A refused photo form's problems for the manage page's error summary, each linked to its field.
// An upload always says the file needs choosing again: no browser keeps it across a post.
import type { GuidePhotoView } from "../../../shared/contracts/access-guides.ts";
import type { PostedForm } from "../../../shared/posted-forms.ts";
import type { SummaryItem } from "../../components/ui/error-summary.tsx";
import { CHOOSE_AGAIN } from "./guide-photos.tsx";

export function photoProblems(
  posted: PostedForm,
  photos: readonly GuidePhotoView[],
): SummaryItem<string>[] {
  const { photoId } = posted.values;
  if (photoId) {
    const index = photos.findIndex((photo) => String(photo.id) === photoId);
    const alt = posted.errors.alt;
    return alt && index >= 0
      ? [{ name: "alt", id: `photo-alt-${photoId}`, message: `Photo ${index + 1}: ${alt}` }]
      : [];
  }
  // In the form's order: the file, then its alt text.
  const items: SummaryItem<string>[] = [
    { name: "file", id: "photo-file", message: posted.errors.file ?? CHOOSE_AGAIN },
  ];
  if (posted.errors.alt) {
    items.push({ name: "alt", id: "photo-alt-new", message: posted.errors.alt });
  }
  return items;
}
