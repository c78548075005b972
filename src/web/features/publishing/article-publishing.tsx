// Expert articles in the one editor and list (./publishing-kind.ts): a category chosen from the
// list, tags, and below the text the sources, related quick solutions and place in the list
// (./article-details.tsx); Markdown text with its toolbar, images and a live preview.
import { useQuery } from "@tanstack/react-query";
import { articleAuthor } from "../../../shared/article-byline.ts";
import {
  ARTICLE_CONTENT_MAX,
  ARTICLE_EXCERPT_MAX,
  ARTICLE_TITLE_MAX,
  articleCreateInput,
} from "../../../shared/contracts/article-publishing.ts";
import { lineLimitProblem, NESTING_MESSAGE } from "../../../shared/markdown/limits.ts";
import { fieldClass } from "../../components/ui/field-styles.ts";
import { adviceCategoriesQuery } from "../../lib/queries/articles.ts";
import {
  ArticleDetails,
  type ArticleDetailsFields,
  DISPLAY_ORDER_ID,
  detailsOf,
  RELATED_ID,
  type SourceFields,
  sourceFieldId,
} from "./article-details.tsx";
import type { EditingKind, OwnFieldsProps } from "./publishing-kind.ts";
import { TextInput } from "./text-input.tsx";

interface ArticleFields {
  categoryId: string;
  tags: string;
  details: ArticleDetailsFields;
}

const CATEGORY_ID = "article-category";
const TAGS_ID = "article-tags";

/** The contract, and the nesting limit the server's 422 would name (found here without parsing). */
const editorInput = articleCreateInput.refine(({ content }) => !lineLimitProblem(content), {
  path: ["content"],
  message: NESTING_MESSAGE,
});

function CategoryAndTags({ value, onChange, problemOf }: OwnFieldsProps<ArticleFields>) {
  const categories = useQuery(adviceCategoriesQuery());
  const problem = problemOf(CATEGORY_ID);
  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor={CATEGORY_ID} className="font-semibold">
          Category
        </label>
        {problem && (
          <p id={`${CATEGORY_ID}-error`} className="font-semibold text-danger">
            <span aria-hidden="true">⚠ </span>
            {problem}
          </p>
        )}
        <select
          id={CATEGORY_ID}
          value={value.categoryId}
          onChange={(event) => onChange({ ...value, categoryId: event.target.value })}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${CATEGORY_ID}-error` : undefined}
          className={`${fieldClass} sm:max-w-md`}
        >
          <option value="">
            {categories.isPending ? "Loading categories…" : "Choose a category"}
          </option>
          {categories.data?.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <TextInput
        id={TAGS_ID}
        label="Tags"
        description="Words people may search by, separated by commas. For example: entrances, ramps."
        value={value.tags}
        onChange={(tags) => onChange({ ...value, tags })}
        invalid={problemOf(TAGS_ID)}
      />
    </>
  );
}

function Details({ value, onChange, problemOf }: OwnFieldsProps<ArticleFields>) {
  return (
    <ArticleDetails
      value={value.details}
      onChange={(details) => onChange({ ...value, details })}
      problemOf={problemOf}
    />
  );
}

export const articleEditing: EditingKind<"article", ArticleFields> = {
  kind: "article",
  idPrefix: "article",
  limits: { title: ARTICLE_TITLE_MAX, excerpt: ARTICLE_EXCERPT_MAX, content: ARTICLE_CONTENT_MAX },
  excerptHint: "One or two sentences shown in lists and search results.",
  markdown: true,
  textHint:
    "Markdown: start sections with ## (the title is the page's main heading), leave a blank line between paragraphs.",

  ownOf: (article) => ({
    categoryId: article ? String(article.categoryId) : "",
    tags: article?.tags.join(", ") ?? "",
    details: detailsOf(article),
  }),

  check(common, { categoryId, tags, details }) {
    const parsed = editorInput.safeParse({
      ...common,
      categoryId: categoryId ? Number(categoryId) : undefined,
      tags,
      sources: details.sources,
      relatedQuickSolutionIds: details.relatedQuickSolutionIds,
      displayOrder: details.displayOrder.trim() === "" ? 0 : Number(details.displayOrder),
    });
    if (parsed.success) return { body: parsed.data };
    return {
      issues: parsed.error.issues.map(({ path, message }) => ({
        path,
        message: path[0] === "categoryId" ? "Choose a category" : message,
      })),
    };
  },

  fieldIdOf([field, index, part]) {
    if (field === "sources" && typeof index === "number") {
      return sourceFieldId(index, (part as keyof SourceFields | undefined) ?? "title");
    }
    return {
      categoryId: CATEGORY_ID,
      tags: TAGS_ID,
      relatedQuickSolutionIds: RELATED_ID,
      displayOrder: DISPLAY_ORDER_ID,
    }[String(field)];
  },

  Fields: CategoryAndTags,
  Details,

  words: {
    heading: "Expert articles",
    write: "Write a new article",
    newTitle: "New article",
    backLabel: "Back to the articles",
    loading: "Loading articles…",
    none: "No articles yet. Write the first one.",
    caption: () => "Expert articles, most recently changed first",
    untitled: "Untitled article",
  },
  byline: articleAuthor,
};
