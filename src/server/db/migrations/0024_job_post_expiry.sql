-- Job posts expire (docs/decisions/058). `expires_at` is when a public post (Active and
-- approved) closes by itself: 60 days after it last became public, moved by the employer's
-- Extend; null while the post is not public. `expiry_reminded_at` is when the week-before
-- reminder was chosen, null until then and again after every new expiry. Both are kept by the
-- trigger that keeps `public_since` (migration 0021), so no path (approve, reopen, scripts) can
-- forget them; Extend writes them itself.
ALTER TABLE "job_posts" ADD COLUMN "expires_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "expiry_reminded_at" timestamp with time zone;
--> statement-breakpoint
-- Posts already public: 60 days after they became public, but never sooner than a week after
-- this migration, so that a deploy does not close every old post at once and each employer gets
-- the reminder a week before.
UPDATE "job_posts"
  SET "expires_at" = greatest(coalesce("public_since", "created_at") + interval '60 days', now() + interval '7 days')
  WHERE "status" = 'Active' AND "pending_review" = false;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "job_posts_public_since"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW."status" = 'Active' AND NEW."pending_review" = false THEN
    IF TG_OP = 'INSERT' OR NOT (OLD."status" = 'Active' AND OLD."pending_review" = false) THEN
      NEW."public_since" := clock_timestamp();
      NEW."expires_at" := clock_timestamp() + interval '60 days';
      NEW."expiry_reminded_at" := NULL;
    END IF;
  ELSE
    NEW."public_since" := NULL;
    NEW."expires_at" := NULL;
    NEW."expiry_reminded_at" := NULL;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- The expiry sweep's two searches: public posts whose expiry has passed or is within the week.
CREATE INDEX "job_posts_expires_idx" ON "job_posts" USING btree ("expires_at") WHERE "status" = 'Active' AND "pending_review" = false;
