CREATE TABLE "advice_article_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"user_id" integer,
	"saved_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"snapshot" jsonb NOT NULL
);
--> statement-breakpoint
-- Articles written before the admin had drafts were all public: they stay published. New ones
-- start as drafts.
ALTER TABLE "advice_articles" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "advice_articles" ALTER COLUMN "status" SET DEFAULT 'draft';--> statement-breakpoint
ALTER TABLE "advice_articles" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advice_articles" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "advice_article_revisions" ADD CONSTRAINT "advice_article_revisions_article_id_advice_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."advice_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advice_article_revisions" ADD CONSTRAINT "advice_article_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advice_article_revisions_article_id" ON "advice_article_revisions" USING btree ("article_id");--> statement-breakpoint
ALTER TABLE "advice_articles" ADD CONSTRAINT "advice_articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advice_articles_status" ON "advice_articles" USING btree ("status");--> statement-breakpoint
-- Articles move from the line mini-markup to Markdown, looking the same: each line
-- becomes a paragraph of its own, '# ' and '## ' headings sit one level lower under the title
-- ('## ', '### '), a line in asterisks stays italic, '---' stays a rule, and any character that
-- Markdown would read as markup is escaped (as shared/markdown/from-plain-text.ts does). This
-- changes the format, not the words; from now on no migration changes content.
WITH "lines" AS (
  SELECT "article"."id", "line"."n",
    regexp_replace("line"."raw", '^\s+|\s+$', '', 'g') AS "text"
  FROM "advice_articles" AS "article",
    regexp_split_to_table("article"."content", E'\r\n|\r|\n') WITH ORDINALITY AS "line"("raw", "n")
), "kinds" AS (
  SELECT "id", "n", "text",
    CASE
      WHEN "text" LIKE '## %' AND btrim(substr("text", 4)) <> '' THEN 'h3'
      WHEN "text" LIKE '# %' AND btrim(substr("text", 3)) <> '' THEN 'h2'
      WHEN "text" = '---' THEN 'rule'
      WHEN "text" ~ '^\*([^*].*[^*]|[^*])\*$' AND btrim(substr("text", 2, length("text") - 2)) <> '' THEN 'italic'
      ELSE 'paragraph'
    END AS "kind"
  FROM "lines" WHERE "text" <> ''
), "bodies" AS (
  SELECT "id", "n", "kind",
    regexp_replace(
      CASE "kind"
        WHEN 'h3' THEN btrim(substr("text", 4))
        WHEN 'h2' THEN btrim(substr("text", 3))
        WHEN 'italic' THEN btrim(substr("text", 2, length("text") - 2))
        ELSE "text"
      END,
      '([\\`*_\[\]<&])', '\\\1', 'g') AS "body"
  FROM "kinds"
), "blocks" AS (
  SELECT "id", "n",
    CASE "kind"
      WHEN 'h3' THEN '### ' || regexp_replace("body", '#$', '\\#')
      WHEN 'h2' THEN '## ' || regexp_replace("body", '#$', '\\#')
      WHEN 'rule' THEN '---'
      WHEN 'italic' THEN '*' || "body" || '*'
      ELSE regexp_replace(regexp_replace("body", '^([#>+=~-])', '\\\1'), '^([0-9]+)([.)])', '\1\\\2')
    END AS "block"
  FROM "bodies"
)
UPDATE "advice_articles" AS "article"
SET "content" = "converted"."markdown"
FROM (
  SELECT "id", string_agg("block", E'\n\n' ORDER BY "n") AS "markdown" FROM "blocks" GROUP BY "id"
) AS "converted"
WHERE "article"."id" = "converted"."id";