// The custom top story form (docs/product.md#top-stories-and-news), checked with the contract the
// server uses. A failed submit shows each message by its field and an error summary linking to the
// fields; focus goes to the first.

import { useState } from "react";
import { Controller } from "react-hook-form";
import {
  type CustomStory,
  type CustomStoryInput,
  customStoryInput,
  NEWS_FIELD_MAX,
} from "../../../shared/contracts/news.ts";
import { PictureField } from "../../components/picture-field.tsx";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { primaryButton } from "../../components/ui/button-styles.ts";
import { ErrorSummary, type SummaryField } from "../../components/ui/error-summary.tsx";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { useAccessibleForm } from "../../components/ui/use-accessible-form.ts";
import { useCreateCustomStory } from "./use-top-stories-admin.ts";

type FieldName = "title" | "excerpt" | "content" | "category" | "sourceUrl" | "imageUrl";

/** Field order on the page, which is also the error summary's order. */
const FIELDS: SummaryField<FieldName>[] = [
  { name: "title", id: "custom-story-title" },
  { name: "excerpt", id: "custom-story-excerpt" },
  { name: "content", id: "custom-story-content" },
  { name: "category", id: "custom-story-category" },
  { name: "sourceUrl", id: "custom-story-source-url" },
  { name: "imageUrl", id: "custom-story-image-url" },
];

const EMPTY: CustomStoryInput = {
  title: "",
  excerpt: "",
  content: "",
  category: "",
  sourceUrl: "",
  imageUrl: "",
};

export function CustomStoryForm() {
  const { form, submitWith, summary } = useAccessibleForm({
    schema: customStoryInput,
    defaultValues: EMPTY,
    fields: FIELDS,
  });
  const { control, reset } = form;
  // The picture's alt text as uploaded, to show beside it; the form sends only its reference.
  const [pictureAlt, setPictureAlt] = useState<string | null>(null);
  const create = useCreateCustomStory(() => {
    reset(EMPTY);
    setPictureAlt(null);
  });

  const onValid = (story: CustomStory) => {
    if (!create.isPending) create.mutate(story);
  };

  return (
    <form
      noValidate
      aria-labelledby="custom-story-title-heading"
      onSubmit={submitWith(onValid)}
      className="flex flex-col gap-5"
    >
      <h4 id="custom-story-title-heading" className="font-bold text-xl">
        Add a custom top story
      </h4>
      <p className="text-muted">
        The story is published now, as a top story. Fields marked optional can be left blank.
      </p>

      <ErrorSummary
        id="custom-story-error-summary"
        subject="the story"
        headingLevel="h5"
        {...summary}
      />

      <FormTextField
        control={control}
        name="title"
        id="custom-story-title"
        label="Title"
        description="At least 5 characters."
        isRequired
        maxLength={NEWS_FIELD_MAX.title}
      />
      <FormTextField
        control={control}
        name="excerpt"
        id="custom-story-excerpt"
        label="Excerpt"
        description="A short summary for the story card, at least 10 characters."
        isRequired
        multiline
        rows={3}
      />
      <FormTextField
        control={control}
        name="content"
        id="custom-story-content"
        label="Content"
        description="The full story, at least 20 characters."
        isRequired
        multiline
        rows={6}
      />
      <FormTextField
        control={control}
        name="category"
        id="custom-story-category"
        label="Category"
        description="For example Venues, Transport, Digital, Employment or Law."
        isRequired
        maxLength={NEWS_FIELD_MAX.category}
      />
      <FormTextField
        control={control}
        name="sourceUrl"
        id="custom-story-source-url"
        label="Source URL"
        description="A web address starting with https://"
        type="url"
      />
      <Controller
        control={control}
        name="imageUrl"
        render={({ field, fieldState }) => (
          <PictureField
            id="custom-story-image-url"
            label="Picture (optional)"
            description="Shown with the story. Upload it here, with a description or marked as decorative."
            value={field.value ? { url: field.value, alt: pictureAlt } : null}
            onChange={(picture) => {
              field.onChange(picture?.url ?? "");
              setPictureAlt(picture?.alt ?? null);
            }}
            invalid={fieldState.error?.message}
          />
        )}
      />
      <div>
        <BusyButton type="submit" isBusy={create.isPending} className={primaryButton}>
          {create.isPending ? "Creating story…" : "Create custom story"}
        </BusyButton>
      </div>
    </form>
  );
}
