ALTER TABLE "access_guides" ADD COLUMN "last_review" jsonb;--> statement-breakpoint
-- A guide published before this column was reviewed as its published version: changes made since
-- are shown against that, as at its first publication (the date of later approvals was not kept).
UPDATE "access_guides" SET "last_review" = jsonb_build_object(
  'outcome', 'published',
  'at', to_char("published_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'version', "published"
) WHERE "published" IS NOT NULL AND "published_at" IS NOT NULL;
