ALTER TABLE "job_runs" ADD COLUMN "last_summary" text;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "last_summary_at" timestamp with time zone;