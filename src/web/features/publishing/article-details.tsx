// The rest of an article's fields: the official pages it draws on (listed under
// "Sources" at its end), the quick solutions it ends with, and its place in the list.
import { useQuery } from "@tanstack/react-query";
import { Button } from "react-aria-components";
import {
  ARTICLE_RELATED_MAX,
  ARTICLE_SOURCES_MAX,
} from "../../../shared/contracts/article-publishing.ts";
import { linkButton, secondaryButton } from "../../components/ui/button-styles.ts";
import type { PublishingItem } from "../../lib/queries/publishing.ts";
import { quickSolutionsQuery } from "../../lib/queries/quick-solutions.ts";
import { RelatedSolutionsPicker } from "./related-solutions-picker.tsx";
import { TextInput } from "./text-input.tsx";

export interface SourceFields {
  title: string;
  publisher: string;
  url: string;
}

export interface ArticleDetailsFields {
  sources: SourceFields[];
  relatedQuickSolutionIds: number[];
  displayOrder: string;
}

/** The details as last saved (or empty, for a new article). */
export const detailsOf = (
  article: PublishingItem<"article"> | undefined,
): ArticleDetailsFields => ({
  sources: article?.sources.map(({ title, publisher, url }) => ({ title, publisher, url })) ?? [],
  relatedQuickSolutionIds: article?.relatedQuickSolutions.map((solution) => solution.id) ?? [],
  displayOrder: String(article?.displayOrder ?? 0),
});

export const sourceFieldId = (index: number, part: keyof SourceFields) =>
  `article-source-${index + 1}-${part}`;
export const DISPLAY_ORDER_ID = "article-display-order";
export const RELATED_ID = "article-related";

interface ArticleDetailsProps {
  value: ArticleDetailsFields;
  onChange: (value: ArticleDetailsFields) => void;
  /** The message for a field, by its element id. */
  problemOf: (id: string) => string | undefined;
}

export function ArticleDetails({ value, onChange, problemOf }: ArticleDetailsProps) {
  const solutions = useQuery(quickSolutionsQuery());
  const setSource = (index: number, part: keyof SourceFields) => (text: string) =>
    onChange({
      ...value,
      sources: value.sources.map((source, i) =>
        i === index ? { ...source, [part]: text } : source,
      ),
    });

  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-4">
        <legend className="font-semibold">Sources</legend>
        <p className="text-muted">
          The official pages the article draws on, listed at its end. Each needs a title, who
          publishes it and its https address.
        </p>
        {value.sources.map((source, index) => (
          // Sources have no id until saved; their place in the list is who they are here.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={index} className="flex flex-col gap-3 rounded-md border-2 border-line p-3">
            <p className="font-semibold">Source {index + 1}</p>
            {(["title", "publisher", "url"] as const).map((part) => (
              <TextInput
                key={part}
                id={sourceFieldId(index, part)}
                label={{ title: "Title", publisher: "Publisher", url: "Address" }[part]}
                value={source[part]}
                onChange={setSource(index, part)}
                invalid={problemOf(sourceFieldId(index, part))}
                {...(part === "url" ? { type: "url" as const } : {})}
              />
            ))}
            <Button
              className={linkButton}
              onPress={() =>
                onChange({ ...value, sources: value.sources.filter((_, i) => i !== index) })
              }
            >
              Remove source {index + 1}
            </Button>
          </div>
        ))}
        {value.sources.length < ARTICLE_SOURCES_MAX && (
          <Button
            className={`${secondaryButton} self-start`}
            onPress={() =>
              onChange({
                ...value,
                sources: [...value.sources, { title: "", publisher: "", url: "" }],
              })
            }
          >
            Add a source
          </Button>
        )}
      </fieldset>

      {solutions.isPending ? (
        <p role="status">Loading quick solutions…</p>
      ) : solutions.isError ? (
        <p role="alert">The quick solutions could not be loaded.</p>
      ) : (
        <RelatedSolutionsPicker
          id={RELATED_ID}
          solutions={solutions.data}
          value={value.relatedQuickSolutionIds}
          onChange={(relatedQuickSolutionIds) => onChange({ ...value, relatedQuickSolutionIds })}
          max={ARTICLE_RELATED_MAX}
          invalid={problemOf(RELATED_ID)}
        />
      )}

      <TextInput
        id={DISPLAY_ORDER_ID}
        label="Display order"
        description="A whole number; lower numbers are listed first among the expert articles."
        value={value.displayOrder}
        onChange={(displayOrder) => onChange({ ...value, displayOrder })}
        invalid={problemOf(DISPLAY_ORDER_ID)}
      />
    </div>
  );
}
