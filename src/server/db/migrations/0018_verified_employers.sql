-- Verified employers (docs/decisions/049): an employer whose e-mail address and identity
-- document are checked and against whom no complaint was upheld in the last 12 months. Kept by
-- triggers, so no write path (verification, identity decision, complaint resolution, a new post,
-- scripts) can forget it; stored on users for profiles and copied onto job_posts, where Find
-- Jobs' `verified=true` filter and its in-memory index read it like any other column.
ALTER TABLE "users" ADD COLUMN "verified_employer" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "employer_verified" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The employer a complaint is against, kept when its post is deleted (the post's id then goes
-- null): an upheld complaint against a post counts against its employer for its whole period.
ALTER TABLE "complaints" ADD COLUMN "target_employer_id" integer REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "complaints_target_employer_idx" ON "complaints" USING btree ("target_employer_id") WHERE "status" = 'Resolved';
--> statement-breakpoint
UPDATE "complaints" SET "target_employer_id" = coalesce(
  (SELECT "employer_id" FROM "job_posts" WHERE "job_posts"."id" = "complaints"."job_post_id"),
  (SELECT "id" FROM "users" WHERE "users"."id" = "complaints"."profile_id" AND "users"."role" = 'employer')
);
--> statement-breakpoint
CREATE FUNCTION "complaint_target_employer"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW."target_employer_id" IS NULL THEN
    IF NEW."job_post_id" IS NOT NULL THEN
      SELECT "employer_id" INTO NEW."target_employer_id" FROM "job_posts" WHERE "id" = NEW."job_post_id";
    ELSIF NEW."profile_id" IS NOT NULL THEN
      SELECT "id" INTO NEW."target_employer_id" FROM "users" WHERE "id" = NEW."profile_id" AND "role" = 'employer';
    END IF;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "complaints_target_employer" BEFORE INSERT OR UPDATE OF "job_post_id", "profile_id" ON "complaints"
  FOR EACH ROW EXECUTE FUNCTION "complaint_target_employer"();
--> statement-breakpoint
-- Recomputes one user's mark and copies a change onto their posts; true when it changed.
-- Upheld = Resolved (an admin agreed with the complaint); Rejected and Pending do not count.
CREATE FUNCTION "refresh_verified_employer"(uid integer) RETURNS boolean
  LANGUAGE plpgsql
  AS $$
DECLARE
  verified boolean;
BEGIN
  IF uid IS NULL THEN
    RETURN false;
  END IF;
  SELECT u."role" = 'employer' AND u."email_verified_at" IS NOT NULL AND u."identity_verified"
    AND NOT EXISTS (
      SELECT 1 FROM "complaints" c
      WHERE c."target_employer_id" = u."id" AND c."status" = 'Resolved'
        AND coalesce(c."resolved_at", c."created_at") > now() - interval '12 months'
    )
  INTO verified FROM "users" u WHERE u."id" = uid;
  IF verified IS NULL THEN
    RETURN false;
  END IF;
  UPDATE "users" SET "verified_employer" = verified
    WHERE "id" = uid AND "verified_employer" IS DISTINCT FROM verified;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  UPDATE "job_posts" SET "employer_verified" = verified
    WHERE "employer_id" = uid AND "employer_verified" IS DISTINCT FROM verified;
  RETURN true;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "users_refresh_verified_employer"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM "refresh_verified_employer"(NEW."id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_verified_employer_insert" AFTER INSERT ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_refresh_verified_employer"();
--> statement-breakpoint
CREATE TRIGGER "users_verified_employer_update" AFTER UPDATE OF "role", "email_verified_at", "identity_verified" ON "users"
  FOR EACH ROW
  WHEN (
    (OLD."role", OLD."email_verified_at" IS NULL, OLD."identity_verified")
    IS DISTINCT FROM (NEW."role", NEW."email_verified_at" IS NULL, NEW."identity_verified")
  )
  EXECUTE FUNCTION "users_refresh_verified_employer"();
--> statement-breakpoint
CREATE FUNCTION "complaints_refresh_verified_employer"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "refresh_verified_employer"(OLD."target_employer_id");
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."target_employer_id" IS DISTINCT FROM OLD."target_employer_id") THEN
    PERFORM "refresh_verified_employer"(NEW."target_employer_id");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "complaints_verified_employer" AFTER INSERT OR DELETE OR UPDATE OF "status", "target_employer_id" ON "complaints"
  FOR EACH ROW EXECUTE FUNCTION "complaints_refresh_verified_employer"();
--> statement-breakpoint
-- A new post, or one moved to another employer, carries its employer's mark.
CREATE FUNCTION "job_posts_employer_verified"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  SELECT coalesce("verified_employer", false) INTO NEW."employer_verified" FROM "users" WHERE "id" = NEW."employer_id";
  NEW."employer_verified" := coalesce(NEW."employer_verified", false);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "job_posts_employer_verified" BEFORE INSERT OR UPDATE OF "employer_id" ON "job_posts"
  FOR EACH ROW EXECUTE FUNCTION "job_posts_employer_verified"();
--> statement-breakpoint
-- The search index's change log (0007) also names posts whose employer's mark changed.
DROP TRIGGER "job_posts_log_update" ON "job_posts";
--> statement-breakpoint
CREATE TRIGGER "job_posts_log_update" AFTER UPDATE ON "job_posts"
  FOR EACH ROW
  WHEN (
    (OLD."status", OLD."pending_review", OLD."title", OLD."description_text", OLD."location",
     OLD."salary", OLD."job_type", OLD."category_id", OLD."required_skills", OLD."created_at",
     OLD."employer_verified")
    IS DISTINCT FROM
    (NEW."status", NEW."pending_review", NEW."title", NEW."description_text", NEW."location",
     NEW."salary", NEW."job_type", NEW."category_id", NEW."required_skills", NEW."created_at",
     NEW."employer_verified")
  )
  EXECUTE FUNCTION "job_post_log_change"();
--> statement-breakpoint
SELECT "refresh_verified_employer"("id") FROM "users" WHERE "role" = 'employer';
