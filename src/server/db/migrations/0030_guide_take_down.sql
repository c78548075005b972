ALTER TABLE "access_guides" ADD COLUMN "taken_down_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_guides" ADD COLUMN "take_down_reason" text;