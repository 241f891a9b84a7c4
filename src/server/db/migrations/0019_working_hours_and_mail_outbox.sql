-- Working hours (docs/decisions/051): a jobseeker's working day in their own time zone, and the
-- window a post's hire must overlap, in the post's zone. Times are minutes after local midnight;
-- an end before its start is a window across midnight (22:00-06:00). Overlap is computed for a
-- date through the time-zone database, never from fixed offsets.
ALTER TABLE "users" ADD COLUMN "work_start" integer;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "work_end" integer;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_work_hours_check" CHECK (("work_start" IS NULL) = ("work_end" IS NULL) AND "work_start" BETWEEN 0 AND 1439 AND "work_end" BETWEEN 0 AND 1439 AND "work_start" <> "work_end");
--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "overlap_hours" integer;
--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "overlap_timezone" text;
--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "overlap_start" integer;
--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "overlap_end" integer;
--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_overlap_check" CHECK (("overlap_hours" IS NULL) = ("overlap_timezone" IS NULL) AND ("overlap_hours" IS NULL) = ("overlap_start" IS NULL) AND ("overlap_hours" IS NULL) = ("overlap_end" IS NULL) AND "overlap_hours" BETWEEN 0 AND 8 AND "overlap_start" BETWEEN 0 AND 1439 AND "overlap_end" BETWEEN 0 AND 1439 AND "overlap_start" <> "overlap_end");
--> statement-breakpoint
-- The mail outbox (docs/decisions/050): optional mail is chosen and written here in the
-- transaction that decides it, then sent by whichever instance leases the row first
-- (FOR UPDATE SKIP LOCKED). A crash between the two leaves the row to be sent after restart; a
-- `dedupe_key` makes choosing the same mail twice a no-op.
CREATE TABLE "mail_outbox" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "kind" text NOT NULL,
  "user_id" integer REFERENCES "users"("id") ON DELETE CASCADE,
  "to_address" text NOT NULL,
  "subject" text NOT NULL,
  "text_body" text NOT NULL,
  "html_body" text NOT NULL,
  "headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "dedupe_key" text,
  "not_before" timestamp with time zone DEFAULT now() NOT NULL,
  "leased_until" timestamp with time zone,
  "attempts" integer DEFAULT 0 NOT NULL,
  "last_error" text,
  "sent_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_dedupe_unique" ON "mail_outbox" USING btree ("dedupe_key");
--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("not_before", "id") WHERE "sent_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "mail_outbox_user_idx" ON "mail_outbox" USING btree ("user_id", "created_at");
