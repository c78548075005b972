CREATE TABLE "access_guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"manage_token_hash" text NOT NULL,
	"assessment_id" integer,
	"name" text NOT NULL,
	"town" text NOT NULL,
	"postcode" text NOT NULL,
	"postcode_district" text NOT NULL,
	"contact_email" text,
	"publish_contact_email" boolean DEFAULT false NOT NULL,
	"details" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"review_reason" text,
	"submitted_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_guides_manage_token_hash_unique" UNIQUE("manage_token_hash"),
	CONSTRAINT "access_guides_status" CHECK ("access_guides"."status" in ('draft', 'in_review', 'published', 'changes_requested'))
);
--> statement-breakpoint
ALTER TABLE "access_guides" ADD CONSTRAINT "access_guides_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_guides_status_idx" ON "access_guides" USING btree ("status");--> statement-breakpoint
CREATE INDEX "access_guides_published_at" ON "access_guides" USING btree ("published_at");