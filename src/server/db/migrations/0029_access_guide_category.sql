ALTER TABLE "access_guides" ADD COLUMN "category" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
-- A guide made before categories starts with the one its self-assessment's business type says
-- (as shared/access-guides/categories.ts maps them), else "other"; the business can change it.
UPDATE "access_guides" SET "category" = CASE "assessments"."business_type"
    WHEN 'retail' THEN 'shop'
    WHEN 'hospitality' THEN 'restaurant'
    WHEN 'office' THEN 'office'
    WHEN 'health' THEN 'surgery'
    WHEN 'accommodation' THEN 'hotel'
    ELSE 'other'
  END
  FROM "assessments" WHERE "assessments"."id" = "access_guides"."assessment_id";--> statement-breakpoint
-- The published version (and the one last reviewed) says it too, so the page shows it at once
-- and the next review does not count it as a change.
UPDATE "access_guides" SET "published" = jsonb_set("published", '{category}', to_jsonb("category"))
  WHERE "published" IS NOT NULL;--> statement-breakpoint
UPDATE "access_guides" SET "last_review" = jsonb_set("last_review", '{version,category}', to_jsonb("category"))
  WHERE "last_review" IS NOT NULL;
