ALTER TABLE "access_guides" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "access_guide_id" integer;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_access_guide_id_access_guides_id_fk" FOREIGN KEY ("access_guide_id") REFERENCES "public"."access_guides"("id") ON DELETE cascade ON UPDATE no action;