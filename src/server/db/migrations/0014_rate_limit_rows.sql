-- Hits become one row per bucket and address. The old rows are only recent counters and backups leave them out, so they are let go rather than converted.
DELETE FROM "rate_limit_hits";--> statement-breakpoint
DROP INDEX "rate_limit_hits_bucket_key_created_at";--> statement-breakpoint
ALTER TABLE "rate_limit_hits" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "rate_limit_hits" DROP COLUMN "created_at";--> statement-breakpoint
ALTER TABLE "rate_limit_hits" ADD COLUMN "hits" timestamp with time zone[] NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limit_hits" ADD COLUMN "last_hit_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limit_hits" ADD CONSTRAINT "rate_limit_hits_bucket_key_pk" PRIMARY KEY("bucket","key");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_last_hit_at" ON "rate_limit_hits" USING btree ("last_hit_at");
