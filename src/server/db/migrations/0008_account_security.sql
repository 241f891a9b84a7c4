-- Account security (docs/security.md, "Account takeover and sessions"): a session version carried
-- in every token, e-mail changes that wait for confirmation, the verified identity document kept
-- while a new one waits, and the addresses and devices each account was seen from.
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "previous_identity_document" text;
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "email" text;
--> statement-breakpoint
ALTER TABLE "auth_tokens" DROP CONSTRAINT "auth_tokens_purpose_check";
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_purpose_check" CHECK ("auth_tokens"."purpose" in ('verify_email', 'reset_password', 'confirm_email_change', 'cancel_email_change'));
--> statement-breakpoint
CREATE TABLE "account_signals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_signals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_signals_kind_check" CHECK ("account_signals"."kind" in ('ip', 'fingerprint'))
);
--> statement-breakpoint
ALTER TABLE "account_signals" ADD CONSTRAINT "account_signals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "account_signals_user_kind_value_unique" ON "account_signals" USING btree ("user_id","kind","value");
--> statement-breakpoint
CREATE INDEX "account_signals_kind_value_idx" ON "account_signals" USING btree ("kind","value");
--> statement-breakpoint
-- What was seen before this table existed becomes its first evidence.
INSERT INTO "account_signals" ("user_id", "kind", "value", "first_seen_at", "last_seen_at")
SELECT "id", 'ip', "registration_ip", "created_at", "created_at" FROM "users"
  WHERE "registration_ip" IS NOT NULL AND "registration_ip" !~ '^(127\.|::ffff:127\.|::1?$|0\.0\.0\.0$)'
UNION
SELECT "id", 'ip', "last_login_ip", COALESCE("last_login_at", "created_at"), COALESCE("last_login_at", "created_at") FROM "users"
  WHERE "last_login_ip" IS NOT NULL AND "last_login_ip" !~ '^(127\.|::ffff:127\.|::1?$|0\.0\.0\.0$)'
UNION
SELECT "id", 'fingerprint', "registration_fingerprint", "created_at", "created_at" FROM "users"
  WHERE "registration_fingerprint" IS NOT NULL
UNION
SELECT "id", 'fingerprint', "last_login_fingerprint", COALESCE("last_login_at", "created_at"), COALESCE("last_login_at", "created_at") FROM "users"
  WHERE "last_login_fingerprint" IS NOT NULL
ON CONFLICT DO NOTHING;
