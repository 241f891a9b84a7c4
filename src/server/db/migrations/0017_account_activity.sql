-- Account activity (docs/decisions/048): the people an audit entry is about, so each person can
-- read what admins did to their account and data; and the sign-ins of each account.
ALTER TABLE "audit_log" ADD COLUMN "subject_ids" integer[];
--> statement-breakpoint
-- Entries written before this column: a user target is the person it is about. Identity document
-- reads and chat reads named no person then and stay out of anyone's activity.
UPDATE "audit_log" SET "subject_ids" = ARRAY["target_id"::integer]
  WHERE "target_type" = 'user' AND "target_id" ~ '^[0-9]{1,9}$';
--> statement-breakpoint
CREATE INDEX "audit_log_subjects_idx" ON "audit_log" USING gin ("subject_ids");
--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" text NOT NULL,
	"ip" text NOT NULL,
	"country" text,
	"user_agent" text,
	"jti" text NOT NULL,
	CONSTRAINT "sign_ins_method_check" CHECK ("sign_ins"."method" IN ('password', 'two_factor', 'sign_up'))
);
--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sign_ins_user_at_idx" ON "sign_ins" USING btree ("user_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);
