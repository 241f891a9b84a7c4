-- Every change to what a job search answers, in commit order of its sequence number: each server
-- instance's in-memory search index (features/jobs/search-index.ts) reloads the posts named
-- here since its last look (docs/decisions/021). Kept by triggers, so no write path can forget
-- it; view counts are not search input and do not log a change.
CREATE TABLE "job_post_changes" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"job_post_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_post_changes_changed_idx" ON "job_post_changes" USING btree ("changed_at");
--> statement-breakpoint
CREATE FUNCTION "job_post_log_change"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "job_post_changes" ("job_post_id") VALUES (OLD."id");
  ELSE
    INSERT INTO "job_post_changes" ("job_post_id") VALUES (NEW."id");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "job_posts_log_insert_delete" AFTER INSERT OR DELETE ON "job_posts"
  FOR EACH ROW EXECUTE FUNCTION "job_post_log_change"();
--> statement-breakpoint
CREATE TRIGGER "job_posts_log_update" AFTER UPDATE ON "job_posts"
  FOR EACH ROW
  WHEN (
    (OLD."status", OLD."pending_review", OLD."title", OLD."description_text", OLD."location",
     OLD."salary", OLD."job_type", OLD."category_id", OLD."required_skills", OLD."created_at")
    IS DISTINCT FROM
    (NEW."status", NEW."pending_review", NEW."title", NEW."description_text", NEW."location",
     NEW."salary", NEW."job_type", NEW."category_id", NEW."required_skills", NEW."created_at")
  )
  EXECUTE FUNCTION "job_post_log_change"();
