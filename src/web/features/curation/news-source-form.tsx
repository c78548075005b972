// Add a news source, checked with the contract the server uses. A failed submit lists
// the problems above the form and moves focus to the first; an address the server refuses (a
// private one, or a feed already added) is shown by the address field.

import { NEWS_FIELD_MAX } from "../../../shared/contracts/news.ts";
import {
  NEWS_SOURCE_HINTS,
  type NewsSourceInput,
  type NewsSourceValidInput,
  newsSourceInput,
} from "../../../shared/contracts/news-sources.ts";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { primaryButton } from "../../components/ui/button-styles.ts";
import { ErrorSummary, type SummaryField } from "../../components/ui/error-summary.tsx";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { useAccessibleForm } from "../../components/ui/use-accessible-form.ts";
import { useAddNewsSource } from "./use-news-sources.ts";

type FieldName = "url" | "category";

const FIELDS: SummaryField<FieldName>[] = [
  { name: "url", id: "news-source-url" },
  { name: "category", id: "news-source-category" },
];

const EMPTY: NewsSourceInput = { url: "", category: "" };

export function NewsSourceForm() {
  const { form, submitWith, summary } = useAccessibleForm({
    schema: newsSourceInput,
    defaultValues: EMPTY,
    fields: FIELDS,
  });
  const add = useAddNewsSource(
    () => form.reset(EMPTY),
    (message) => {
      form.setError("url", { message }, { shouldFocus: true });
    },
  );

  const onValid = (input: NewsSourceValidInput) => {
    if (!add.isPending) add.mutate(input);
  };

  return (
    <form
      noValidate
      aria-labelledby="news-source-form-heading"
      onSubmit={submitWith(onValid)}
      className="flex flex-col gap-5"
    >
      <h5 id="news-source-form-heading" className="font-bold text-lg">
        Add a news source
      </h5>
      <ErrorSummary
        id="news-source-error-summary"
        subject="the news source"
        headingLevel="h5"
        {...summary}
      />
      <FormTextField
        control={form.control}
        name="url"
        id="news-source-url"
        label="Feed address"
        description={NEWS_SOURCE_HINTS.url}
        type="url"
        isRequired
        maxLength={NEWS_FIELD_MAX.url}
      />
      <FormTextField
        control={form.control}
        name="category"
        id="news-source-category"
        label="Category"
        description="Its articles are filed under this, for example Transport or Digital."
        isRequired
        maxLength={NEWS_FIELD_MAX.category}
      />
      <div>
        <BusyButton type="submit" isBusy={add.isPending} className={primaryButton}>
          {add.isPending ? "Adding and fetching…" : "Add news source"}
        </BusyButton>
      </div>
    </form>
  );
}
