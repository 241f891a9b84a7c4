-- Mail preferences and the weekly pending-applications reminder (docs/decisions/037): optional
-- mail a person can turn off, on by default, and when an employer was last reminded, so that no
-- restart and no second instance sends a second reminder in one week.
ALTER TABLE "users" ADD COLUMN "mail_pending_reminders" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_invitations" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_reminder_sent_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "job_applications_pending_idx" ON "job_applications" USING btree ("job_post_id","created_at") WHERE "job_applications"."status" = 'Pending';
