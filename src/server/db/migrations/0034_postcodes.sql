CREATE TABLE "postcodes" (
	"postcode" text PRIMARY KEY NOT NULL,
	"district" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL
);
--> statement-breakpoint
CREATE INDEX "postcodes_district" ON "postcodes" USING btree ("district");