// SPEC §5 custom top story form, checked with the contract the server uses. A failed submit shows
// each message by its field and an error summary linking to the fields; focus goes to the first.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Button } from "react-aria-components";
import { type FieldErrors, useForm } from "react-hook-form";
import {
  type CustomStory,
  type CustomStoryInput,
  customStoryInput,
  NEWS_FIELD_MAX,
} from "../../../shared/contracts/news.ts";
import { primaryButton } from "../../components/ui/button-styles.ts";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { useCreateCustomStory } from "./use-top-stories-admin.ts";

type FieldName = "title" | "excerpt" | "content" | "category" | "sourceUrl" | "imageUrl";

/** Field order on the page, which is also the error summary's order. */
const FIELDS: { name: FieldName; id: string }[] = [
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

interface SummaryItem {
  id: string;
  name: FieldName;
  message: string;
}

export function CustomStoryForm() {
  const [summary, setSummary] = useState<SummaryItem[]>([]);
  const { control, handleSubmit, reset, setFocus } = useForm<
    CustomStoryInput,
    unknown,
    CustomStory
  >({
    resolver: zodResolver(customStoryInput),
    defaultValues: EMPTY,
    shouldFocusError: true,
  });
  const create = useCreateCustomStory(() => reset(EMPTY));

  const onValid = (story: CustomStory) => {
    setSummary([]);
    if (!create.isPending) create.mutate(story);
  };

  const onInvalid = (errors: FieldErrors<CustomStoryInput>) =>
    setSummary(
      FIELDS.flatMap(({ name, id }) => {
        const message = errors[name]?.message;
        return message ? [{ id, name, message }] : [];
      }),
    );

  return (
    <form
      noValidate
      aria-labelledby="custom-story-title-heading"
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="flex flex-col gap-5"
    >
      <h3 id="custom-story-title-heading" className="font-bold text-xl">
        Add a custom top story
      </h3>
      <p className="text-muted">
        The story is published now, as a top story. Fields marked optional can be left blank.
      </p>

      {summary.length > 0 && (
        <div
          role="alert"
          aria-labelledby="custom-story-error-summary"
          className="rounded-xl border-4 border-danger p-5"
        >
          <h4 id="custom-story-error-summary" className="font-bold text-lg">
            There {summary.length === 1 ? "is a problem" : `are ${summary.length} problems`} with
            the story
          </h4>
          <ul className="mt-3 flex list-disc flex-col gap-1 pl-6">
            {summary.map((item) => (
              <li key={item.id}>
                <a
                  href={`#${item.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    setFocus(item.name);
                  }}
                  className="font-semibold text-danger underline underline-offset-4"
                >
                  {item.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

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
      <FormTextField
        control={control}
        name="imageUrl"
        id="custom-story-image-url"
        label="Image URL"
        description="A web address starting with https://"
        type="url"
      />
      <div>
        <Button type="submit" isPending={create.isPending} className={primaryButton}>
          {create.isPending ? "Creating story…" : "Create custom story"}
        </Button>
      </div>
    </form>
  );
}
