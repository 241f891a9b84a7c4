-- Job search speed (issue 4, docs/decisions/014). Hand-written: a SQL function, a trigger and
-- expression indexes that the Drizzle schema does not describe.

-- Required skills match ignoring case; an index over the lower-cased array serves `&&`.
CREATE FUNCTION "job_skills_lower"(skills text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(lower(s)), '{}'::text[]) FROM unnest(skills) AS s $$;
--> statement-breakpoint
CREATE INDEX "job_posts_skills_idx" ON "job_posts" USING gin ("job_skills_lower"("required_skills"));
--> statement-breakpoint
-- Keyword + job type + salary range: a bitmap of this index ANDed with the full-text one.
CREATE INDEX "job_posts_public_type_salary_idx" ON "job_posts" USING btree ("job_type", "salary") WHERE "job_posts"."status" = 'Active' and "job_posts"."pending_review" = false;
--> statement-breakpoint
-- Every distinct word (3+ letters, not a stop word) of every title with its full-text lexeme:
-- typo tolerance corrects a misspelled keyword against this short list by trigram similarity,
-- then searches the corrected words in titles through the full-text index.
CREATE TABLE "job_title_words" (
	"word" text PRIMARY KEY NOT NULL,
	"lexeme" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_title_words_trgm_idx" ON "job_title_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION "job_title_words_of"(title text) RETURNS TABLE(word text, lexeme text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT w.part, min(l.lexeme)
    FROM (
      SELECT DISTINCT part FROM regexp_split_to_table(lower(title), '[^[:alnum:]]+') AS part
      WHERE length(part) >= 3
    ) AS w
    CROSS JOIN LATERAL unnest(to_tsvector('english', w.part)) AS l
    GROUP BY w.part
  $$;
--> statement-breakpoint
CREATE FUNCTION "job_title_words_add"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO "job_title_words" ("word", "lexeme")
      SELECT word, lexeme FROM "job_title_words_of"(NEW."title")
      ON CONFLICT ("word") DO NOTHING;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER "job_posts_title_words" AFTER INSERT OR UPDATE OF "title" ON "job_posts"
  FOR EACH ROW EXECUTE FUNCTION "job_title_words_add"();
--> statement-breakpoint
INSERT INTO "job_title_words" ("word", "lexeme")
  SELECT DISTINCT ON (w.word) w.word, w.lexeme
  FROM "job_posts" AS p CROSS JOIN LATERAL "job_title_words_of"(p."title") AS w
  ON CONFLICT ("word") DO NOTHING;
--> statement-breakpoint
-- Statistics for the new expression index and table now (PGlite has no autovacuum to do it).
ANALYZE "job_posts";
--> statement-breakpoint
ANALYZE "job_title_words";
