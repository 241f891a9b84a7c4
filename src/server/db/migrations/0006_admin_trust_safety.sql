CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer,
	"actor_username" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"details" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blocked_countries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blocked_countries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_countries_code_check" CHECK ("blocked_countries"."country_code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complainant_id" integer,
	"target_type" text NOT NULL,
	"job_post_id" integer,
	"profile_id" integer,
	"reason" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"resolution_comment" text,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_status_check" CHECK ("complaints"."status" in ('Pending', 'Resolved', 'Rejected')),
	CONSTRAINT "complaints_target_type_check" CHECK ("complaints"."target_type" in ('job_post', 'profile')),
	CONSTRAINT "complaints_one_target_check" CHECK (("complaints"."target_type" = 'job_post' and "complaints"."profile_id" is null) or ("complaints"."target_type" = 'profile' and "complaints"."job_post_id" is null)),
	CONSTRAINT "complaints_reason_check" CHECK (char_length("complaints"."reason") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_message_check" CHECK (char_length("feedback"."message") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "job_notifications" (
	"job_post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_notifications_job_post_id_user_id_pk" PRIMARY KEY("job_post_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_complainant_id_users_id_fk" FOREIGN KEY ("complainant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_job_post_id_job_posts_id_fk" FOREIGN KEY ("job_post_id") REFERENCES "public"."job_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_profile_id_users_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_notifications" ADD CONSTRAINT "job_notifications_job_post_id_job_posts_id_fk" FOREIGN KEY ("job_post_id") REFERENCES "public"."job_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_notifications" ADD CONSTRAINT "job_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_countries_code_unique" ON "blocked_countries" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "complaints_created_idx" ON "complaints" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "complaints_complainant_idx" ON "complaints" USING btree ("complainant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_pending_job_post_unique" ON "complaints" USING btree ("complainant_id","job_post_id") WHERE "complaints"."status" = 'Pending' and "complaints"."job_post_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_pending_profile_unique" ON "complaints" USING btree ("complainant_id","profile_id") WHERE "complaints"."status" = 'Pending' and "complaints"."profile_id" is not null;--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_registration_ip_idx" ON "users" USING btree ("registration_ip");--> statement-breakpoint
CREATE INDEX "users_last_login_ip_idx" ON "users" USING btree ("last_login_ip");--> statement-breakpoint
CREATE INDEX "users_registration_fingerprint_idx" ON "users" USING btree ("registration_fingerprint");--> statement-breakpoint
CREATE INDEX "users_last_login_fingerprint_idx" ON "users" USING btree ("last_login_fingerprint");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");