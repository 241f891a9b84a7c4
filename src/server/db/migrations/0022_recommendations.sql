-- Recommendations (docs/decisions/054): bounded candidate sets for "Jobs for you" and "Suggested
-- talent", kept by triggers so no write path (the API, scripts, the admin console) can forget
-- them. One row per (lower-cased skill, public post) and per (lower-cased skill, findable
-- jobseeker); a recommendation reads the newest few hundred rows of each of its skills through
-- the (skill, time) indexes and scores that bounded set, whatever the size of the marketplace.
CREATE TABLE "job_post_skills" (
  "skill" text NOT NULL,
  "job_post_id" integer NOT NULL REFERENCES "job_posts"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone NOT NULL,
  CONSTRAINT "job_post_skills_pk" PRIMARY KEY ("skill", "job_post_id")
);
--> statement-breakpoint
CREATE INDEX "job_post_skills_newest_idx" ON "job_post_skills" USING btree ("skill", "created_at" DESC, "job_post_id");
--> statement-breakpoint
CREATE INDEX "job_post_skills_post_idx" ON "job_post_skills" USING btree ("job_post_id");
--> statement-breakpoint
CREATE TABLE "talent_skills" (
  "skill" text NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "active_at" timestamp with time zone NOT NULL,
  CONSTRAINT "talent_skills_pk" PRIMARY KEY ("skill", "user_id")
);
--> statement-breakpoint
CREATE INDEX "talent_skills_active_idx" ON "talent_skills" USING btree ("skill", "active_at" DESC, "user_id");
--> statement-breakpoint
CREATE INDEX "talent_skills_user_idx" ON "talent_skills" USING btree ("user_id");
--> statement-breakpoint
-- The newest public posts of a category, for people whose categories match and skills do not.
CREATE INDEX "job_posts_public_category_idx" ON "job_posts" USING btree ("category_id", "created_at" DESC, "id") WHERE "status" = 'Active' AND "pending_review" = false;
--> statement-breakpoint
-- A post is a candidate while it is public: Active and approved.
CREATE FUNCTION "refresh_job_post_skills"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."required_skills" IS NOT DISTINCT FROM NEW."required_skills"
    AND OLD."status" IS NOT DISTINCT FROM NEW."status"
    AND OLD."pending_review" IS NOT DISTINCT FROM NEW."pending_review" THEN
    RETURN NULL;
  END IF;
  DELETE FROM "job_post_skills" WHERE "job_post_id" = NEW."id";
  IF NEW."status" = 'Active' AND NEW."pending_review" = false THEN
    INSERT INTO "job_post_skills" ("skill", "job_post_id", "created_at")
      SELECT DISTINCT lower(btrim(s)), NEW."id", NEW."created_at"
      FROM unnest(NEW."required_skills") AS s
      WHERE btrim(s) <> ''
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "job_posts_recommendation_skills" AFTER INSERT OR UPDATE OF "required_skills", "status", "pending_review" ON "job_posts"
  FOR EACH ROW EXECUTE FUNCTION "refresh_job_post_skills"();
--> statement-breakpoint
-- A jobseeker is a candidate unless blocked or "not looking" (asked not to be found); active_at
-- is their last sign-in, or sign-up before the first.
CREATE FUNCTION "refresh_talent_skills"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."skills" IS NOT DISTINCT FROM NEW."skills"
    AND OLD."role" IS NOT DISTINCT FROM NEW."role"
    AND OLD."is_blocked" IS NOT DISTINCT FROM NEW."is_blocked"
    AND OLD."search_status" IS NOT DISTINCT FROM NEW."search_status"
    AND OLD."last_login_at" IS NOT DISTINCT FROM NEW."last_login_at" THEN
    RETURN NULL;
  END IF;
  DELETE FROM "talent_skills" WHERE "user_id" = NEW."id";
  IF NEW."role" = 'jobseeker' AND NEW."is_blocked" = false
    AND NEW."search_status" IS DISTINCT FROM 'not_looking' THEN
    INSERT INTO "talent_skills" ("skill", "user_id", "active_at")
      SELECT DISTINCT lower(btrim(s)), NEW."id", coalesce(NEW."last_login_at", NEW."created_at")
      FROM unnest(NEW."skills") AS s
      WHERE btrim(s) <> ''
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_recommendation_skills" AFTER INSERT OR UPDATE OF "skills", "role", "is_blocked", "search_status", "last_login_at" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "refresh_talent_skills"();
--> statement-breakpoint
INSERT INTO "job_post_skills" ("skill", "job_post_id", "created_at")
  SELECT DISTINCT lower(btrim(s)), p."id", p."created_at"
  FROM "job_posts" p, unnest(p."required_skills") AS s
  WHERE p."status" = 'Active' AND p."pending_review" = false AND btrim(s) <> ''
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "talent_skills" ("skill", "user_id", "active_at")
  SELECT DISTINCT lower(btrim(s)), u."id", coalesce(u."last_login_at", u."created_at")
  FROM "users" u, unnest(u."skills") AS s
  WHERE u."role" = 'jobseeker' AND u."is_blocked" = false
    AND u."search_status" IS DISTINCT FROM 'not_looking' AND btrim(s) <> ''
  ON CONFLICT DO NOTHING;
