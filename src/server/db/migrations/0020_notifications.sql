-- The notification centre (docs/decisions/052): what each person was told about, read or not,
-- and how they want each kind (in the app, by e-mail at once, in a daily digest, or off).
CREATE TABLE "notifications" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "title" text NOT NULL,
  "body" text NOT NULL,
  "link" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "notifications_user_read_idx" ON "notifications" USING btree ("user_id", "read_at", "id" DESC);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "channel" text NOT NULL,
  CONSTRAINT "notification_preferences_pkey" PRIMARY KEY ("user_id", "kind"),
  CONSTRAINT "notification_preferences_channel_check" CHECK ("channel" in ('app', 'email', 'digest', 'off'))
);
--> statement-breakpoint
-- The two mail switches of docs/decisions/037 fold into the preferences: a switch turned off is
-- the kind turned off. The columns stay as a mirror the profile's `mail_preferences` reads
-- (true when the kind's channel is 'email' or 'digest'); the preferences are the truth.
INSERT INTO "notification_preferences" ("user_id", "kind", "channel")
SELECT "id", 'invitation', 'off' FROM "users" WHERE "mail_invitations" = false;
--> statement-breakpoint
INSERT INTO "notification_preferences" ("user_id", "kind", "channel")
SELECT "id", 'pending_reminder', 'off' FROM "users" WHERE "mail_pending_reminders" = false;
