-- What the scam detector found in a job post (docs/decisions/045): a JSON array of findings
-- ({ kind, excerpt, match }), computed from the title and the description's plain text on every
-- create and edit. Posts written before it have none ('[]'): SQL cannot run the detector, and an
-- edit computes them. Never null, so "has findings" is one comparison.
ALTER TABLE "job_posts" ADD COLUMN "risk_flags" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_risk_flags_check" CHECK (jsonb_typeof("job_posts"."risk_flags") = 'array');
--> statement-breakpoint
-- The admin's held queue (pending review with findings), newest first.
CREATE INDEX "job_posts_held_idx" ON "job_posts" USING btree ("created_at" DESC, "id" DESC) WHERE "job_posts"."pending_review" = true and "job_posts"."risk_flags" <> '[]'::jsonb;
