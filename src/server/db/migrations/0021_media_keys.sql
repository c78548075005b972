-- Images are no longer found by counting ids: each gets a random key, and its addresses carry it
-- (/media/12-<key>-1600x1067.jpg). Existing images get theirs here, and the texts that use them
-- are given the new addresses, so that published articles keep their pictures.
ALTER TABLE "media" ADD COLUMN "key" text;--> statement-breakpoint
UPDATE "media" SET "key" = substr(md5(gen_random_uuid()::text), 1, 20) WHERE "key" IS NULL;--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
DO $$
DECLARE
  image record;
  pattern text;
  replacement text;
BEGIN
  FOR image IN SELECT "id", "key" FROM "media" LOOP
    -- A reference names a size after the id: /media/12-1600x1067.jpg, /media/12-1600x1067-decorative.png
    pattern := '/media/' || image."id" || '-(\d{1,5}x\d{1,5}[-.])';
    replacement := '/media/' || image."id" || '-' || image."key" || '-\1';
    UPDATE "advice_articles" SET "content" = regexp_replace("content", pattern, replacement, 'g')
      WHERE "content" ~ pattern;
    UPDATE "advice_article_revisions"
      SET "snapshot" = regexp_replace("snapshot"::text, pattern, replacement, 'g')::jsonb
      WHERE "snapshot"::text ~ pattern;
    UPDATE "news_articles" SET "content" = regexp_replace("content", pattern, replacement, 'g')
      WHERE "content" ~ pattern;
    UPDATE "news_articles" SET "image_url" = regexp_replace("image_url", pattern, replacement)
      WHERE "image_url" ~ pattern;
  END LOOP;
END $$;--> statement-breakpoint
-- A news item's picture is now an image of this site's media library. One on another host sent
-- every reader's browser there (0019 forgot imported ones); those, and anything else that is
-- not a reference to one of our images, are forgotten.
UPDATE "news_articles" SET "image_url" = NULL
  WHERE "image_url" IS NOT NULL
    AND "image_url" !~ '^/media/\d{1,10}-[0-9a-f]{20}-\d{1,5}x\d{1,5}(-decorative)?\.(jpg|png)$';
