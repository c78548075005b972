ALTER TABLE "access_guides" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_guides" ADD COLUMN "reminder_token_hash" text;--> statement-breakpoint
ALTER TABLE "access_guides" ADD CONSTRAINT "access_guides_reminder_token_hash_unique" UNIQUE("reminder_token_hash");