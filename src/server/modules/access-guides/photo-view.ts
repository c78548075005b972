// A guide's photo as a page shows it (decision 036): by its media reference, which carries its size.
import type { GuidePhoto } from "../../../shared/contracts/access-guides.ts";
import { mediaReference } from "../../../shared/media.ts";

export const photoView = (photo: GuidePhoto) => ({
  id: photo.id,
  url: mediaReference({ ...photo, decorative: false }),
  alt: photo.alt,
  width: photo.width,
  height: photo.height,
});
