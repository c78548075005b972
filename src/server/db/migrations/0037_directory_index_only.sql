DROP INDEX "access_guides_listed_town";--> statement-breakpoint
DROP INDEX "access_guides_listed_district";--> statement-breakpoint
DROP INDEX "access_guides_listed_at";--> statement-breakpoint
CREATE INDEX "access_guides_listed_town" ON "access_guides" USING btree ("listed_town","listed_name","id","listed_terms") WHERE "access_guides"."listed_town" is not null;--> statement-breakpoint
CREATE INDEX "access_guides_listed_district" ON "access_guides" USING btree ("listed_district","listed_name","id","listed_terms") WHERE "access_guides"."listed_district" is not null;--> statement-breakpoint
CREATE INDEX "access_guides_listed_at" ON "access_guides" USING gist ("listed_at") INCLUDE ("id","listed_terms") WHERE "access_guides"."listed_at" is not null and "access_guides"."listed_name" is not null;