CREATE TABLE "advice_article_quick_solutions" (
	"advice_article_id" integer NOT NULL,
	"quick_solution_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "advice_article_quick_solutions_advice_article_id_quick_solution_id_pk" PRIMARY KEY("advice_article_id","quick_solution_id")
);
--> statement-breakpoint
ALTER TABLE "advice_articles" ADD COLUMN "author_name" varchar(100);--> statement-breakpoint
ALTER TABLE "advice_articles" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "advice_articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "advice_articles" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "advice_article_quick_solutions" ADD CONSTRAINT "advice_article_quick_solutions_advice_article_id_advice_articles_id_fk" FOREIGN KEY ("advice_article_id") REFERENCES "public"."advice_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advice_article_quick_solutions" ADD CONSTRAINT "advice_article_quick_solutions_quick_solution_id_quick_solutions_id_fk" FOREIGN KEY ("quick_solution_id") REFERENCES "public"."quick_solutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advice_article_quick_solutions_quick_solution_id" ON "advice_article_quick_solutions" USING btree ("quick_solution_id");--> statement-breakpoint
-- Backfill of the trust fields. Existing articles were published when they were made; a promoted copy
-- is by its community author (while the original story exists to say who that was).
UPDATE "advice_articles" SET "published_at" = "created_at", "updated_at" = "created_at";--> statement-breakpoint
UPDATE "advice_articles" AS "article" SET "author_name" = "story"."author_name"
FROM "community_articles" AS "story"
WHERE "article"."community_article_id" = "story"."id";--> statement-breakpoint
-- The sample articles, found by title: their dates and sources, as in src/server/db/seed.
UPDATE "advice_articles" AS "article"
SET "published_at" = "seed"."published_at"::timestamptz,
  "updated_at" = "seed"."updated_at"::timestamptz,
  "sources" = "seed"."sources"::jsonb
FROM (VALUES
  ('Accessible premises on a small budget', '2026-01-19T10:00:00Z', '2026-11-23T10:00:00Z',
   '[{"title":"Approved Document M: access to and use of buildings","publisher":"GOV.UK","url":"https://www.gov.uk/government/publications/access-to-and-use-of-buildings-approved-document-m"},{"title":"Equality Act 2010, section 20: duty to make adjustments","publisher":"legislation.gov.uk","url":"https://www.legislation.gov.uk/ukpga/2010/15/section/20"},{"title":"Equality Act 2010, schedule 2: services and public functions, reasonable adjustments","publisher":"legislation.gov.uk","url":"https://www.legislation.gov.uk/ukpga/2010/15/schedule/2"},{"title":"Equality and Human Rights Commission","publisher":"Equality and Human Rights Commission","url":"https://www.equalityhumanrights.com/"}]'),
  ('Customer service that welcomes disabled people', '2026-02-02T10:00:00Z', '2026-02-02T10:00:00Z',
   '[{"title":"Relay UK","publisher":"BT","url":"https://www.relayuk.bt.com/"},{"title":"Equality Act 2010","publisher":"legislation.gov.uk","url":"https://www.legislation.gov.uk/ukpga/2010/15/contents"},{"title":"Equality and Human Rights Commission","publisher":"Equality and Human Rights Commission","url":"https://www.equalityhumanrights.com/"}]'),
  ('Reasonable adjustments and the Equality Act 2010', '2026-02-16T10:00:00Z', '2026-02-16T10:00:00Z',
   '[{"title":"Equality Act 2010, section 6: disability","publisher":"legislation.gov.uk","url":"https://www.legislation.gov.uk/ukpga/2010/15/section/6"},{"title":"Equality Act 2010, section 20: duty to make adjustments","publisher":"legislation.gov.uk","url":"https://www.legislation.gov.uk/ukpga/2010/15/section/20"},{"title":"Equality Act 2010, schedule 2: services and public functions, reasonable adjustments","publisher":"legislation.gov.uk","url":"https://www.legislation.gov.uk/ukpga/2010/15/schedule/2"},{"title":"Disability Discrimination Act 1995 (still the law in Northern Ireland)","publisher":"legislation.gov.uk","url":"https://www.legislation.gov.uk/ukpga/1995/50/contents"},{"title":"Definition of disability under the Equality Act 2010","publisher":"GOV.UK","url":"https://www.gov.uk/definition-of-disability-under-equality-act-2010"},{"title":"Equality and Human Rights Commission","publisher":"Equality and Human Rights Commission","url":"https://www.equalityhumanrights.com/"},{"title":"Reasonable adjustments at work","publisher":"Acas","url":"https://www.acas.org.uk/reasonable-adjustments"},{"title":"Access to Work: get support if you have a disability or health condition","publisher":"GOV.UK","url":"https://www.gov.uk/access-to-work"}]'),
  ('Accessible websites and documents: where to begin', '2026-03-09T10:00:00Z', '2026-03-09T10:00:00Z',
   '[{"title":"WCAG 2 overview","publisher":"W3C Web Accessibility Initiative","url":"https://www.w3.org/WAI/standards-guidelines/wcag/"},{"title":"Web Content Accessibility Guidelines (WCAG) 2.2","publisher":"W3C","url":"https://www.w3.org/TR/WCAG22/"},{"title":"Easy Checks: a first review of web accessibility","publisher":"W3C Web Accessibility Initiative","url":"https://www.w3.org/WAI/test-evaluate/preliminary/"},{"title":"Understanding accessibility requirements for public sector bodies","publisher":"GOV.UK","url":"https://www.gov.uk/guidance/accessibility-requirements-for-public-sector-websites-and-apps"}]'),
  ('Supporting colleagues with hidden disabilities', '2026-04-13T10:00:00Z', '2026-04-13T10:00:00Z',
   '[{"title":"Equality Act 2010, section 6: disability","publisher":"legislation.gov.uk","url":"https://www.legislation.gov.uk/ukpga/2010/15/section/6"},{"title":"Definition of disability under the Equality Act 2010","publisher":"GOV.UK","url":"https://www.gov.uk/definition-of-disability-under-equality-act-2010"},{"title":"Reasonable adjustments for disabled workers","publisher":"GOV.UK","url":"https://www.gov.uk/reasonable-adjustments-for-disabled-workers"},{"title":"Reasonable adjustments at work","publisher":"Acas","url":"https://www.acas.org.uk/reasonable-adjustments"},{"title":"Access to Work: get support if you have a disability or health condition","publisher":"GOV.UK","url":"https://www.gov.uk/access-to-work"}]'),
  ('Writing in plain language', '2026-05-11T10:00:00Z', '2026-05-11T10:00:00Z',
   '[{"title":"Content design: writing for GOV.UK","publisher":"GOV.UK","url":"https://www.gov.uk/guidance/content-design/writing-for-gov-uk"},{"title":"Making content usable for people with cognitive and learning disabilities","publisher":"W3C","url":"https://www.w3.org/TR/coga-usable/"}]'),
  ('Inclusive recruitment: finding talent you are missing', '2026-06-08T10:00:00Z', '2026-06-08T10:00:00Z',
   '[{"title":"Recruitment and disabled people","publisher":"GOV.UK","url":"https://www.gov.uk/recruitment-disabled-people"},{"title":"Equality Act 2010, section 60: enquiries about disability and health","publisher":"legislation.gov.uk","url":"https://www.legislation.gov.uk/ukpga/2010/15/section/60"},{"title":"Disability Confident employer scheme","publisher":"GOV.UK","url":"https://www.gov.uk/government/collections/disability-confident-campaign"},{"title":"Access to Work: get support if you have a disability or health condition","publisher":"GOV.UK","url":"https://www.gov.uk/access-to-work"}]'),
  ('Accessible events and meetings', '2026-07-06T10:00:00Z', '2026-07-06T10:00:00Z',
   '[{"title":"How to make your presentations and meetings accessible to all","publisher":"W3C Web Accessibility Initiative","url":"https://www.w3.org/WAI/teach-advocate/accessible-presentations/"},{"title":"Equality Act 2010","publisher":"legislation.gov.uk","url":"https://www.legislation.gov.uk/ukpga/2010/15/contents"}]'),
  ('Creating sensory-friendly spaces', '2026-08-17T10:00:00Z', '2026-08-17T10:00:00Z',
   '[{"title":"Autism","publisher":"NHS","url":"https://www.nhs.uk/conditions/autism/"},{"title":"Equality Act 2010","publisher":"legislation.gov.uk","url":"https://www.legislation.gov.uk/ukpga/2010/15/contents"}]'),
  ('Planning a safe emergency evacuation for everyone', '2026-09-21T10:00:00Z', '2026-09-21T10:00:00Z',
   '[{"title":"The Regulatory Reform (Fire Safety) Order 2005 (England and Wales)","publisher":"legislation.gov.uk","url":"https://www.legislation.gov.uk/uksi/2005/1541/contents"},{"title":"Fire (Scotland) Act 2005","publisher":"legislation.gov.uk","url":"https://www.legislation.gov.uk/asp/2005/5/contents"},{"title":"Fire safety in the workplace","publisher":"GOV.UK","url":"https://www.gov.uk/workplace-fire-safety-your-responsibilities"}]')
) AS "seed" ("title", "published_at", "updated_at", "sources")
WHERE "article"."title" = "seed"."title" AND "article"."community_article_id" IS NULL;--> statement-breakpoint
-- The rough prices added to the small-budget article (its updated date above).
UPDATE "advice_articles"
SET "content" = replace("content", $marker$
---
## Plan the bigger jobs$marker$, $section$
## What the cheap fixes cost
Prices vary by supplier and change over time, so treat these as rough guides to what UK businesses were paying in 2026, including VAT, and get a quote for anything that needs fitting.
A rubber threshold ramp for a small lip or sill costs about £20 to £80. A portable aluminium ramp for a single step usually costs £100 to £400, depending on its length.
A wireless call bell by the door, with a sign, costs about £30 to £100.
A portable or counter hearing loop costs roughly £150 to £500. A loop for a whole room is a bigger job, usually more than £1,000 installed.
Large-print menus and price lists cost almost nothing if you print them yourself in a clear font at 16 point or larger, and about £2 to £5 each if printed and laminated for you.
Grab rails cost about £10 to £50 each, or roughly £50 to £150 each fitted, depending on the wall.
Adjusting a door closer often costs no more than a call-out, commonly £60 to £150. Contrasting tape for step edges costs about £10 to £30 a roll.
---
## Plan the bigger jobs$section$)
WHERE "title" = 'Accessible premises on a small budget'
  AND "community_article_id" IS NULL
  AND strpos("content", '## What the cheap fixes cost') = 0;--> statement-breakpoint
-- Each sample article's related quick solutions, found by issue.
INSERT INTO "advice_article_quick_solutions" ("advice_article_id", "quick_solution_id", "position")
SELECT "article"."id", "solution"."id", "seed"."position"
FROM (VALUES
  ('Accessible premises on a small budget', 'Single step at the shop entrance', 1),
  ('Accessible premises on a small budget', 'Heavy front door with a strong closer', 2),
  ('Accessible premises on a small budget', 'Accessible toilet used as a storeroom', 3),
  ('Accessible premises on a small budget', 'Signage with small text and poor colour contrast', 4),
  ('Customer service that welcomes disabled people', 'Staff hanging up on Relay UK calls', 1),
  ('Customer service that welcomes disabled people', 'Assistance dogs turned away at the door', 2),
  ('Customer service that welcomes disabled people', 'Rushed service at the till', 3),
  ('Customer service that welcomes disabled people', 'Hearing loop missing, switched off or not signed', 4),
  ('Reasonable adjustments and the Equality Act 2010', 'Access equipment that staff don''t know about', 1),
  ('Reasonable adjustments and the Equality Act 2010', 'Phone number as the only way to get in touch', 2),
  ('Reasonable adjustments and the Equality Act 2010', 'Staff with hidden conditions not offered adjustments', 3),
  ('Accessible websites and documents: where to begin', 'Website images with no alt text', 1),
  ('Accessible websites and documents: where to begin', 'Booking system that can''t be used with a keyboard alone', 2),
  ('Accessible websites and documents: where to begin', 'PDF menus and price lists that screen readers can''t read', 3),
  ('Accessible websites and documents: where to begin', 'Website text too faint to read', 4),
  ('Supporting colleagues with hidden disabilities', 'Staff with hidden conditions not offered adjustments', 1),
  ('Supporting colleagues with hidden disabilities', 'Remote working requests turned down without real thought', 2),
  ('Supporting colleagues with hidden disabilities', 'Flickering or harsh overhead lighting', 3),
  ('Writing in plain language', 'Letters and leaflets with no easy read version', 1),
  ('Writing in plain language', 'Complicated instructions on self-service machines', 2),
  ('Writing in plain language', 'Menus and forms only available in small print', 3),
  ('Inclusive recruitment: finding talent you are missing', 'Job adverts that list requirements the role doesn''t really need', 1),
  ('Inclusive recruitment: finding talent you are missing', 'Interviews that rely on quick answers under pressure', 2),
  ('Inclusive recruitment: finding talent you are missing', 'No sign to disabled jobseekers that they''re welcome', 3),
  ('Accessible events and meetings', 'No plan for British Sign Language users', 1),
  ('Accessible events and meetings', 'Hearing loop missing, switched off or not signed', 2),
  ('Accessible events and meetings', 'Videos posted without captions', 3),
  ('Accessible events and meetings', 'No Changing Places toilet, and no word on where to find one', 4),
  ('Creating sensory-friendly spaces', 'Loud background music in the café', 1),
  ('Creating sensory-friendly spaces', 'Flickering or harsh overhead lighting', 2),
  ('Creating sensory-friendly spaces', 'Strong air fresheners and scented cleaning products', 3),
  ('Creating sensory-friendly spaces', 'Busy, crowded shop floor at peak times', 4),
  ('Planning a safe emergency evacuation for everyone', 'Part of the premises only reachable by stairs', 1),
  ('Planning a safe emergency evacuation for everyone', 'Access equipment that staff don''t know about', 2),
  ('Planning a safe emergency evacuation for everyone', 'Layout that''s hard to find your way around', 3)
) AS "seed" ("title", "issue", "position")
JOIN "advice_articles" AS "article"
  ON "article"."title" = "seed"."title" AND "article"."community_article_id" IS NULL
JOIN "quick_solutions" AS "solution" ON "solution"."issue" = "seed"."issue"
ON CONFLICT DO NOTHING;
