CREATE TABLE "access_guide_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"guide_id" integer NOT NULL,
	"facility" text NOT NULL,
	"until" date NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "access_guide_notices" ADD CONSTRAINT "access_guide_notices_guide_id_access_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."access_guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_guide_notices_guide_until" ON "access_guide_notices" USING btree ("guide_id","until");