CREATE TABLE "job_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employer_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"description_text" text NOT NULL,
	"location" text,
	"salary" numeric(12, 2),
	"status" text DEFAULT 'Active' NOT NULL,
	"job_type" text NOT NULL,
	"category_id" integer,
	"required_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"application_limit" integer,
	"pending_review" boolean DEFAULT true NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description_text, '')), 'B')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_posts_status_check" CHECK ("job_posts"."status" in ('Active', 'closed')),
	CONSTRAINT "job_posts_salary_check" CHECK ("job_posts"."salary" is null or "job_posts"."salary" >= 0)
);
--> statement-breakpoint
CREATE TABLE "job_views" (
	"job_post_id" integer NOT NULL,
	"viewer_key" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_views_job_post_id_viewer_key_pk" PRIMARY KEY("job_post_id","viewer_key")
);
--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_views" ADD CONSTRAINT "job_views_job_post_id_job_posts_id_fk" FOREIGN KEY ("job_post_id") REFERENCES "public"."job_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_posts_search_idx" ON "job_posts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "job_posts_title_trgm_idx" ON "job_posts" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_posts_location_trgm_idx" ON "job_posts" USING gin (lower("location") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_posts_public_created_idx" ON "job_posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "job_posts"."status" = 'Active' and "job_posts"."pending_review" = false;--> statement-breakpoint
CREATE INDEX "job_posts_employer_idx" ON "job_posts" USING btree ("employer_id","created_at");--> statement-breakpoint
CREATE INDEX "job_posts_category_idx" ON "job_posts" USING btree ("category_id");