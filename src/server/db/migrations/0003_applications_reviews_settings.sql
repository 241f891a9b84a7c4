CREATE TABLE "job_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_post_id" integer NOT NULL,
	"jobseeker_id" integer NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_status_check" CHECK ("job_applications"."status" in ('Pending', 'Accepted', 'Rejected'))
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"global_application_limit" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id"),
	CONSTRAINT "site_settings_global_application_limit_check" CHECK ("site_settings"."global_application_limit" is null or "site_settings"."global_application_limit" >= 1)
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_post_id_job_posts_id_fk" FOREIGN KEY ("job_post_id") REFERENCES "public"."job_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_jobseeker_id_users_id_fk" FOREIGN KEY ("jobseeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_post_jobseeker_unique" ON "job_applications" USING btree ("job_post_id","jobseeker_id");--> statement-breakpoint
CREATE INDEX "job_applications_jobseeker_idx" ON "job_applications" USING btree ("jobseeker_id","created_at");--> statement-breakpoint
-- No application existed before this migration, so no review can point at one yet.
UPDATE "reviews" SET "job_application_id" = NULL WHERE "job_application_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_job_application_id_job_applications_id_fk" FOREIGN KEY ("job_application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_application_reviewee_unique" ON "reviews" USING btree ("job_application_id","reviewee_id");--> statement-breakpoint
CREATE INDEX "users_talent_order_idx" ON "users" USING btree ("average_rating" DESC NULLS LAST,"profile_views" DESC NULLS LAST,"id") WHERE "users"."role" = 'jobseeker' and "users"."is_blocked" = false;--> statement-breakpoint
UPDATE "job_posts" SET "application_limit" = NULL WHERE "application_limit" < 1;--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_application_limit_check" CHECK ("job_posts"."application_limit" is null or "job_posts"."application_limit" >= 1);