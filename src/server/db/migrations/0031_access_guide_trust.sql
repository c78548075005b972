CREATE TABLE "access_guide_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"guide_id" integer NOT NULL,
	"section" text NOT NULL,
	"answer" text NOT NULL,
	"note" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "access_guide_feedback_status" CHECK ("access_guide_feedback"."status" in ('confirmed', 'waiting', 'accepted', 'dismissed', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "access_guide_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"guide_id" integer NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "access_guide_feedback" ADD CONSTRAINT "access_guide_feedback_guide_id_access_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."access_guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_guide_reports" ADD CONSTRAINT "access_guide_reports_guide_id_access_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."access_guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_guide_feedback_guide" ON "access_guide_feedback" USING btree ("guide_id","section");--> statement-breakpoint
CREATE INDEX "access_guide_feedback_status_idx" ON "access_guide_feedback" USING btree ("status");--> statement-breakpoint
CREATE INDEX "access_guide_reports_waiting" ON "access_guide_reports" USING btree ("handled_at","created_at");