-- Nothing wrote assessments before this migration, and a row without a token could never be read.
DELETE FROM "assessments";--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "token_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "previous_id" integer;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_previous_id_assessments_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_created_at" ON "assessments" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_token_hash_unique" UNIQUE("token_hash");