-- One publishing pipeline for every kind written in the admin: news keeps a revision of every
-- save as articles do, and a piece an editor sends back from review keeps the note it was sent
-- back with (null until then, and again once it is submitted afresh).
CREATE TABLE "news_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_id" integer NOT NULL,
	"user_id" integer,
	"saved_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"snapshot" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advice_articles" ADD COLUMN "review_note" jsonb;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "review_note" jsonb;--> statement-breakpoint
ALTER TABLE "news_revisions" ADD CONSTRAINT "news_revisions_news_id_news_articles_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_revisions" ADD CONSTRAINT "news_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_revisions_news_id" ON "news_revisions" USING btree ("news_id");