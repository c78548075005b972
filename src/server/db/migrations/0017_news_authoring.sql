-- News written in the admin. Every item before this was public (imported from a feed or
-- a custom story): they stay published. New rows start as drafts; the feed importer and the custom
-- story (POST /api/news) say 'published' themselves.
ALTER TABLE "news_articles" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ALTER COLUMN "status" SET DEFAULT 'draft';--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "author_id" integer;--> statement-breakpoint
-- When an item last changed, for the admin's list; an existing one last changed when it was written.
ALTER TABLE "news_articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "news_articles" SET "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_articles_status" ON "news_articles" USING btree ("status");
