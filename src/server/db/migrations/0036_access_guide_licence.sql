ALTER TABLE "access_guides" ADD COLUMN "licence_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_guides" ADD COLUMN "licence" text;