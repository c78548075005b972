// The manage page's photos (decision 036): up to six, each with the alt text the business writes
// for people who cannot see it. Plain forms, so they work without JavaScript as the guide's own
// form does: the upload posts its file as multipart, and each photo has a form to change its alt
// text, move it or remove it. Until the guide is approved its photos load by its token, as they
// are not public yet.
import {
  GUIDE_PHOTO_ALT_MAX,
  GUIDE_PHOTO_OUTCOMES,
  GUIDE_PHOTOS_ANCHOR,
  GUIDE_PHOTOS_MAX,
  type GuidePhotoOutcome,
  PHOTO_ID_FIELD,
} from "../../../shared/access-guides/addresses.ts";
import { pathOf } from "../../../shared/api-routes.ts";
import type { GuidePhotoView } from "../../../shared/contracts/access-guides.ts";
import { PAGE_PATHS, pagePath } from "../../../shared/page-paths.ts";
import type { PostedForm } from "../../../shared/posted-forms.ts";
import { MediaPicture } from "../../components/media-picture.tsx";
import { dangerButton, primaryButton, secondaryButton } from "../../components/ui/button-styles.ts";
import { fieldClass } from "../../components/ui/field-styles.ts";

/** A browser never keeps a chosen file across a post, so the page says so plainly. */
export const CHOOSE_AGAIN =
  "Choose your photo again: your browser cannot keep a chosen file when the page reloads.";

const ALT_HINT = `Say what the photo shows of getting in or moving around, in a sentence: for example, "The front door, with a portable ramp across the single step". At most ${GUIDE_PHOTO_ALT_MAX} characters.`;

function AltField({
  id,
  label,
  value,
  error,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
}) {
  const described = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-muted text-sm">
        {ALT_HINT}
      </p>
      {error ? (
        <p id={`${id}-error`} className="font-semibold text-danger">
          {error}
        </p>
      ) : null}
      <input
        id={id}
        name="alt"
        type="text"
        defaultValue={value}
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
        className={fieldClass}
      />
    </div>
  );
}

export function GuidePhotos({
  token,
  photos,
  posted,
  outcome,
}: {
  token: string;
  photos: readonly GuidePhotoView[];
  posted: PostedForm | null;
  outcome: GuidePhotoOutcome | null;
}) {
  const manage = pathOf("GET /api/access-guides/manage/:manageToken", {
    params: { manageToken: token },
  });
  const fileBase = `${manage}/photo-files`;
  // Every form here posts to the manage page itself, so a refusal comes back at its address.
  const address = pagePath(PAGE_PATHS.accessGuideManage, { token });
  const postedFor = (photoId: string) => (posted?.values.photoId === photoId ? posted : null);
  const upload = postedFor("");
  const uploadError = upload?.errors.file;
  return (
    <section aria-labelledby={GUIDE_PHOTOS_ANCHOR} className="flex flex-col gap-4">
      <h2 id={GUIDE_PHOTOS_ANCHOR} tabIndex={-1} className="font-bold text-2xl">
        Photos
      </h2>
      <p>
        Up to {GUIDE_PHOTOS_MAX} photos of the way in, the inside and the toilet help visitors know
        what to expect. Describe each one in its alt text, for people who cannot see it. Photos you
        add or change on a published guide appear once we have read them.
      </p>
      {outcome ? (
        <p role="status" className="rounded-xl border-2 border-accent p-4 font-semibold">
          {GUIDE_PHOTO_OUTCOMES[outcome]}
        </p>
      ) : null}
      {photos.length > 0 ? (
        <ol className="flex flex-col gap-6">
          {photos.map((photo, index) => {
            const mine = postedFor(String(photo.id));
            const id = `photo-alt-${photo.id}`;
            return (
              <li
                key={photo.id}
                className="flex flex-col gap-3 rounded-xl border-2 border-line p-4"
              >
                <figure className="max-w-sm">
                  <MediaPicture
                    url={photo.url}
                    alt={photo.alt}
                    sizes="(min-width: 40rem) 24rem, 100vw"
                    fileBase={fileBase}
                    className="h-auto w-full rounded-md"
                  />
                </figure>
                <form method="post" action={address} noValidate className="flex flex-col gap-3">
                  <input type="hidden" name={PHOTO_ID_FIELD} value={photo.id} />
                  <input type="hidden" name="position" value={index + 1} />
                  {mine?.refusal ? (
                    <p className="font-semibold text-danger">{mine.refusal}</p>
                  ) : null}
                  <AltField
                    id={id}
                    label={`Alt text of photo ${index + 1}`}
                    value={mine?.values.alt ?? photo.alt}
                    error={mine?.errors.alt}
                  />
                  <div className="flex flex-wrap gap-3">
                    <button type="submit" name="action" value="save" className={secondaryButton}>
                      Save alt text
                    </button>
                    {index > 0 ? (
                      <button
                        type="submit"
                        name="action"
                        value="earlier"
                        className={secondaryButton}
                      >
                        Move earlier
                      </button>
                    ) : null}
                    {index < photos.length - 1 ? (
                      <button type="submit" name="action" value="later" className={secondaryButton}>
                        Move later
                      </button>
                    ) : null}
                    <button type="submit" name="action" value="remove" className={dangerButton}>
                      Remove photo {index + 1}
                    </button>
                  </div>
                </form>
              </li>
            );
          })}
        </ol>
      ) : null}
      {photos.length < GUIDE_PHOTOS_MAX ? (
        <form
          method="post"
          action={address}
          encType="multipart/form-data"
          noValidate
          className="flex flex-col gap-4 rounded-xl border-2 border-line p-5"
        >
          <h3 className="font-bold text-xl">Add a photo</h3>
          {upload?.refusal ? <p className="font-semibold text-danger">{upload.refusal}</p> : null}
          <div className="flex flex-col gap-1">
            <label htmlFor="photo-file" className="font-semibold">
              Photo
            </label>
            <p id="photo-file-hint" className="text-muted text-sm">
              A JPEG, PNG or WebP of at most 15 MB, as a phone takes it.
            </p>
            {uploadError || upload ? (
              <p id="photo-file-error" className="font-semibold text-danger">
                {uploadError ?? CHOOSE_AGAIN}
              </p>
            ) : null}
            <input
              id="photo-file"
              name="file"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-describedby={
                uploadError || upload ? "photo-file-hint photo-file-error" : "photo-file-hint"
              }
              aria-invalid={uploadError ? true : undefined}
              className="min-h-11"
            />
          </div>
          <AltField id="photo-alt-new" label="Alt text" value="" error={upload?.errors.alt} />
          <div>
            <button type="submit" className={primaryButton}>
              Add photo
            </button>
          </div>
        </form>
      ) : (
        <p>
          Your guide has {GUIDE_PHOTOS_MAX} photos, the most it can have. Remove one to add another.
        </p>
      )}
    </section>
  );
}
