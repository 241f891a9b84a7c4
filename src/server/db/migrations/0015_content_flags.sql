-- What the scam detector found in what people write to each other (docs/decisions/046): a chat
-- message's findings, an application's cover letter's findings, and the findings of a
-- profile's texts as last saved, each an array of findings ('[]' when clean). Rows written
-- before read as clean; nothing is computed for them here.
ALTER TABLE "chat_messages" ADD COLUMN "flags" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "flags" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_flags" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
-- The admin's review queue counts each sender's flagged messages of the last 24 hours.
CREATE INDEX "chat_messages_flagged_idx" ON "chat_messages" USING btree ("sender_id","created_at") WHERE "chat_messages"."flags" <> '[]'::jsonb;
