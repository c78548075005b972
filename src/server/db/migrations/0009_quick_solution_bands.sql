-- Cost and effort bands and search tags for quick solutions (ADR 020), and a stored,
-- weighted full-text document for quick solutions and expert articles. array_to_string is only
-- "stable", which a generated column may not call; for text[] its answer cannot change, so this
-- wrapper may say "immutable".
CREATE FUNCTION "immutable_array_to_string"(text[], text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_string($1, $2) $$;
--> statement-breakpoint
ALTER TABLE "advice_articles" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("advice_articles"."title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(immutable_array_to_string("advice_articles"."tags", ' '), '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("advice_articles"."excerpt", '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("advice_articles"."content", '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "quick_solutions" ADD COLUMN "cost_band" text;--> statement-breakpoint
ALTER TABLE "quick_solutions" ADD COLUMN "effort_band" text;--> statement-breakpoint
ALTER TABLE "quick_solutions" ADD COLUMN "tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "quick_solutions" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("quick_solutions"."issue", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(immutable_array_to_string("quick_solutions"."tags", ' '), '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("quick_solutions"."why_its_an_issue", '')), 'C') || setweight(to_tsvector('english'::regconfig, coalesce("quick_solutions"."possible_solutions", '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "quick_solutions" ADD CONSTRAINT "quick_solutions_cost_band_check" CHECK ("quick_solutions"."cost_band" in ('free', 'under-50', '50-500', 'over-500'));--> statement-breakpoint
ALTER TABLE "quick_solutions" ADD CONSTRAINT "quick_solutions_effort_band_check" CHECK ("quick_solutions"."effort_band" in ('low', 'medium', 'high'));
--> statement-breakpoint
-- Databases seeded before this migration get the seed's bands and tags, matched by
-- the seeded issue text. A solution the admin wrote, or whose issue they reworded, matches nothing
-- and stays "not yet rated" (null bands, no tags) until the admin rates it. ADR 020.
UPDATE "quick_solutions" AS "solution"
SET "cost_band" = "seeded"."cost_band", "effort_band" = "seeded"."effort_band", "tags" = "seeded"."tags"
FROM (VALUES
  ('Single step at the shop entrance', '50-500', 'low', ARRAY['ramp', 'portable ramp', 'step-free', 'wheelchair', 'pushchair', 'doorbell']::text[]),
  ('Website images with no alt text', 'free', 'low', ARRAY['alt text', 'screen reader', 'blind', 'images', 'website']::text[]),
  ('Job adverts that list requirements the role doesn''t really need', 'free', 'low', ARRAY['recruitment', 'job adverts', 'hiring', 'reasonable adjustments']::text[]),
  ('Loud background music in the café', 'free', 'low', ARRAY['hard of hearing', 'hearing aids', 'hearing loss', 'noise', 'quiet', 'sensory', 'autism']::text[]),
  ('Phone number as the only way to get in touch', 'under-50', 'low', ARRAY['deaf', 'hearing loss', 'text message', 'email', 'Relay UK', 'anxiety']::text[]),
  ('Complicated instructions on self-service machines', 'under-50', 'low', ARRAY['plain language', 'learning disability', 'dementia', 'self-service', 'signs']::text[]),
  ('Heavy front door with a strong closer', '50-500', 'low', ARRAY['door closer', 'heavy door', 'wheelchair', 'arthritis', 'entrance']::text[]),
  ('Booking system that can''t be used with a keyboard alone', '50-500', 'medium', ARRAY['keyboard', 'online booking', 'website', 'switch access', 'digital']::text[]),
  ('Hearing loop missing, switched off or not signed', '50-500', 'low', ARRAY['hard of hearing', 'hearing loop', 'induction loop', 'hearing aids', 'deaf', 'counter']::text[]),
  ('Interviews that rely on quick answers under pressure', 'free', 'low', ARRAY['recruitment', 'interviews', 'autism', 'dyslexia', 'ADHD', 'neurodivergent', 'stammer']::text[]),
  ('Flickering or harsh overhead lighting', 'under-50', 'low', ARRAY['lighting', 'migraine', 'epilepsy', 'glare', 'sensory', 'autism']::text[]),
  ('Accessible toilet used as a storeroom', 'free', 'low', ARRAY['accessible toilet', 'toilets', 'emergency cord', 'wheelchair']::text[]),
  ('PDF menus and price lists that screen readers can''t read', 'free', 'low', ARRAY['PDF', 'menu', 'screen reader', 'blind', 'low vision', 'documents']::text[]),
  ('Queues with no clear system or signs', 'under-50', 'low', ARRAY['queue', 'seating', 'waiting', 'anxiety', 'autism', 'learning disability']::text[]),
  ('Signage with small text and poor colour contrast', '50-500', 'medium', ARRAY['signs', 'signage', 'contrast', 'low vision', 'dyslexia', 'braille', 'wayfinding']::text[]),
  ('Counter too high for wheelchair users', 'under-50', 'low', ARRAY['counter', 'reception', 'card machine', 'wheelchair', 'short stature']::text[]),
  ('Staff with hidden conditions not offered adjustments', 'free', 'low', ARRAY['hidden disabilities', 'reasonable adjustments', 'staff', 'mental health', 'Access to Work', 'workplace']::text[]),
  ('Strong air fresheners and scented cleaning products', 'free', 'low', ARRAY['fragrance', 'scent', 'asthma', 'allergies', 'chemical sensitivity', 'sensory']::text[]),
  ('Videos posted without captions', 'free', 'low', ARRAY['captions', 'subtitles', 'hard of hearing', 'deaf', 'video', 'transcript']::text[]),
  ('Layout that''s hard to find your way around', '50-500', 'medium', ARRAY['wayfinding', 'signs', 'map', 'dementia', 'learning disability', 'autism']::text[]),
  ('Letters and leaflets with no easy read version', 'free', 'medium', ARRAY['easy read', 'plain English', 'plain language', 'learning disability', 'letters', 'documents']::text[]),
  ('Remote working requests turned down without real thought', 'free', 'low', ARRAY['working from home', 'remote working', 'flexible working', 'reasonable adjustments', 'staff', 'Access to Work']::text[]),
  ('Parking bays for Blue Badge holders too narrow or blocked', '50-500', 'medium', ARRAY['parking', 'Blue Badge', 'car park', 'wheelchair']::text[]),
  ('Busy, crowded shop floor at peak times', 'free', 'medium', ARRAY['quiet hour', 'crowds', 'noise', 'sensory', 'autism', 'dementia', 'anxiety']::text[]),
  ('Social media posts with text inside images', 'free', 'low', ARRAY['social media', 'alt text', 'images', 'hashtags', 'screen reader', 'low vision']::text[]),
  ('Rushed service at the till', 'free', 'low', ARRAY['customer service', 'staff training', 'till', 'dementia', 'stammer', 'Sunflower lanyard', 'hidden disabilities']::text[]),
  ('No directions for visitors who don''t drive', 'free', 'low', ARRAY['getting here', 'directions', 'public transport', 'bus', 'train', 'access information']::text[]),
  ('Entrance door too narrow for a wheelchair or scooter', 'free', 'low', ARRAY['door width', 'doorway', 'wheelchair', 'mobility scooter', 'entrance']::text[]),
  ('Step-free entrance round the back, locked or unsigned', 'under-50', 'low', ARRAY['step-free', 'side entrance', 'wheelchair', 'signs', 'doorbell', 'intercom']::text[]),
  ('A-boards and bins blocking the way in', 'free', 'low', ARRAY['A-board', 'pavement', 'obstacles', 'blind', 'wheelchair', 'pushchair']::text[]),
  ('Part of the premises only reachable by stairs', 'free', 'medium', ARRAY['stairs', 'steps', 'step-free', 'lift', 'handrails', 'wheelchair']::text[]),
  ('No Changing Places toilet, and no word on where to find one', 'free', 'low', ARRAY['Changing Places', 'toilets', 'hoist', 'carers', 'access information']::text[]),
  ('Access equipment that staff don''t know about', 'free', 'low', ARRAY['staff training', 'equipment', 'portable ramp', 'hearing loop', 'large print', 'induction']::text[]),
  ('Assistance dogs turned away at the door', 'free', 'low', ARRAY['assistance dogs', 'guide dogs', 'blind', 'Equality Act 2010', 'staff training']::text[]),
  ('Staff hanging up on Relay UK calls', 'free', 'low', ARRAY['Relay UK', 'phone', 'deaf', 'hearing loss', 'speech', 'staff training']::text[]),
  ('No plan for British Sign Language users', '50-500', 'low', ARRAY['BSL', 'British Sign Language', 'sign language', 'interpreter', 'deaf']::text[]),
  ('Menus and forms only available in small print', 'under-50', 'low', ARRAY['large print', 'menu', 'forms', 'low vision', 'older customers']::text[]),
  ('No access information for visitors planning a trip', 'free', 'medium', ARRAY['access guide', 'access information', 'access statement', 'website', 'planning a visit']::text[]),
  ('Website text too faint to read', '50-500', 'low', ARRAY['contrast', 'colour', 'website', 'low vision', 'dyslexia', 'fonts']::text[]),
  ('No sign to disabled jobseekers that they''re welcome', 'free', 'low', ARRAY['Disability Confident', 'recruitment', 'employers', 'job adverts', 'hiring']::text[])
) AS "seeded" ("issue", "cost_band", "effort_band", "tags")
WHERE "solution"."issue" = "seeded"."issue";

