-- A picture imported from a feed sits on another host (a tracking pixel was among them),
-- so showing it sends every reader's browser there. The importer keeps none now; this forgets
-- those it kept before. An imported item is one with a feed identity (guid).
-- Only pictures on other hosts: one the team has since chosen from the media library stays.
UPDATE "news_articles" SET "image_url" = NULL WHERE "guid" IS NOT NULL AND "image_url" ~* '^(https?:)?//';
