CREATE TABLE "search_synonyms" (
	"word" text PRIMARY KEY NOT NULL,
	"synonyms" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "phonetic_key" text;--> statement-breakpoint
CREATE INDEX "search_words_phonetic_key_idx" ON "search_words" USING btree ("phonetic_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_phonetic_key_trgm_idx" ON "search_words" USING gin ("phonetic_key" gin_trgm_ops);--> statement-breakpoint
-- The Hinglish synonyms search used to keep in code (modules/search/hinglish.ts), now the operator's
-- to change, written into a database that already has a catalogue. An empty one (a new shop, the
-- target of a move or restore) stays empty: the seed writes them for the demo shop.
INSERT INTO "search_synonyms" ("word", "synonyms")
SELECT "word", "synonyms" FROM (VALUES
  ('joote', ARRAY['shoes']),
  ('jootey', ARRAY['shoes']),
  ('juta', ARRAY['shoes']),
  ('jute', ARRAY['shoes']),
  ('juti', ARRAY['jutti']),
  ('chappal', ARRAY['sandals', 'slippers']),
  ('chappals', ARRAY['sandals', 'slippers']),
  ('sari', ARRAY['saree']),
  ('sadi', ARRAY['saree']),
  ('saari', ARRAY['saree']),
  ('saree', ARRAY['sari']),
  ('kurti', ARRAY['kurta']),
  ('kurtis', ARRAY['kurta']),
  ('deepak', ARRAY['diya']),
  ('diye', ARRAY['diya']),
  ('diyas', ARRAY['diya']),
  ('murti', ARRAY['idol']),
  ('moorti', ARRAY['idol']),
  ('pooja', ARRAY['puja']),
  ('agarbatti', ARRAY['incense']),
  ('dhoop', ARRAY['incense']),
  ('atta', ARRAY['flour']),
  ('aata', ARRAY['flour']),
  ('chawal', ARRAY['rice']),
  ('dal', ARRAY['lentils']),
  ('daal', ARRAY['lentils']),
  ('tel', ARRAY['oil']),
  ('chai', ARRAY['tea']),
  ('haldi', ARRAY['turmeric']),
  ('mirchi', ARRAY['chilli']),
  ('masala', ARRAY['spices']),
  ('kapde', ARRAY['clothing']),
  ('ghadi', ARRAY['watch']),
  ('chasma', ARRAY['sunglasses']),
  ('chashma', ARRAY['sunglasses']),
  ('lehnga', ARRAY['lehenga']),
  ('ghagra', ARRAY['lehenga']),
  ('mobile', ARRAY['smartphone', 'phone']),
  ('phone', ARRAY['smartphone', 'mobile']),
  ('bartan', ARRAY['cookware', 'utensils']),
  ('tawa', ARRAY['tawa', 'griddle']),
  ('kadai', ARRAY['kadhai']),
  ('kadhai', ARRAY['kadai']),
  ('bindi', ARRAY['bindi']),
  ('rangoli', ARRAY['rangoli'])
) AS "defaults" ("word", "synonyms")
WHERE EXISTS (SELECT 1 FROM "main_categories")
ON CONFLICT ("word") DO NOTHING;
