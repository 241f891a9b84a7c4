-- Saved searches and job alerts (docs/decisions/053). A post's `public_since` is when it last
-- became public (Active and approved), kept by a trigger so that no path (approve, reopen, a
-- post created without moderation, scripts) can forget it; null while it is not public.
ALTER TABLE "job_posts" ADD COLUMN "public_since" timestamp with time zone;
--> statement-breakpoint
UPDATE "job_posts" SET "public_since" = "updated_at" WHERE "status" = 'Active' AND "pending_review" = false;
--> statement-breakpoint
CREATE FUNCTION "job_posts_public_since"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW."status" = 'Active' AND NEW."pending_review" = false THEN
    IF TG_OP = 'INSERT' OR NOT (OLD."status" = 'Active' AND OLD."pending_review" = false) THEN
      NEW."public_since" := clock_timestamp();
    END IF;
  ELSE
    NEW."public_since" := NULL;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "job_posts_public_since" BEFORE INSERT OR UPDATE OF "status", "pending_review" ON "job_posts"
  FOR EACH ROW EXECUTE FUNCTION "job_posts_public_since"();
--> statement-breakpoint
CREATE INDEX "job_posts_public_since_idx" ON "job_posts" USING btree ("public_since") WHERE "public_since" IS NOT NULL;
--> statement-breakpoint
-- A saved Find Jobs search: an account's (user_id) or a visitor's (email, confirmed by a link
-- before anything is sent). `query` holds the Find Jobs URL parameters. `last_checked_at` is the
-- last time the schedule looked (daily and weekly searches look once per slot), `last_sent_at`
-- the last alert, `sent_count` numbers the alerts (the outbox's dedupe key).
CREATE TABLE "saved_searches" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "user_id" integer REFERENCES "users"("id") ON DELETE CASCADE,
  "email" text,
  "confirmed_at" timestamp with time zone,
  "name" text NOT NULL,
  "query" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "frequency" text NOT NULL,
  "timezone" text,
  "last_checked_at" timestamp with time zone,
  "last_sent_at" timestamp with time zone,
  "sent_count" integer DEFAULT 0 NOT NULL,
  "unsubscribed_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "saved_searches_frequency_check" CHECK ("frequency" IN ('instant', 'daily', 'weekly')),
  CONSTRAINT "saved_searches_owner_check" CHECK (("user_id" IS NULL) <> ("email" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id", "id");
--> statement-breakpoint
CREATE INDEX "saved_searches_email_idx" ON "saved_searches" USING btree (lower("email")) WHERE "email" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "saved_searches_active_idx" ON "saved_searches" USING btree ("frequency", "id") WHERE "unsubscribed_at" IS NULL;
--> statement-breakpoint
-- What each search has mailed: a post is listed in one alert of a search at most.
CREATE TABLE "saved_search_posts" (
  "search_id" integer NOT NULL REFERENCES "saved_searches"("id") ON DELETE CASCADE,
  "post_id" integer NOT NULL REFERENCES "job_posts"("id") ON DELETE CASCADE,
  "sent_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("search_id", "post_id")
);
--> statement-breakpoint
CREATE INDEX "saved_search_posts_post_idx" ON "saved_search_posts" USING btree ("post_id");
