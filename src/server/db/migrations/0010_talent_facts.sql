-- The facts people hire on (docs/decisions/032): a jobseeker's headline, hourly rate, country,
-- languages, hours a week and search status. Existing accounts have none of them: null, and an
-- empty list of languages. `profile_country` is the country the person chose; `country` stays the
-- one registration was seen from (docs/decisions/018).
ALTER TABLE "users" ADD COLUMN "headline" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hourly_rate" numeric(7, 2);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_country" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "availability" integer;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_status" text;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_headline_check" CHECK (char_length("users"."headline") <= 120);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_hourly_rate_check" CHECK ("users"."hourly_rate" between 0 and 10000);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profile_country_check" CHECK ("users"."profile_country" ~ '^[A-Z]{2}$');
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_availability_check" CHECK ("users"."availability" between 1 and 80);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_search_status_check" CHECK ("users"."search_status" in ('actively_looking', 'open_to_offers', 'not_looking'));
