CREATE TABLE "news_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"category" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_fetched_at" timestamp with time zone,
	"last_error" text,
	"item_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_sources_url_unique" UNIQUE("url")
);
--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "guid" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_source_id_news_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."news_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "news_articles_guid_unique" ON "news_articles" USING btree ("guid");--> statement-breakpoint
CREATE INDEX "news_articles_source_id" ON "news_articles" USING btree ("source_id");