-- Proposals (docs/decisions/033): a post may ask screening questions and a cover letter of a
-- minimum length; an application carries the applicant's proposed rate, weekly availability and
-- answers, with the questions as they were asked (the post may be edited later).
ALTER TABLE "job_posts" ADD COLUMN "screening_questions" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "min_cover_letter" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_min_cover_letter_check" CHECK ("job_posts"."min_cover_letter" between 0 and 2000);
--> statement-breakpoint
ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_screening_questions_check" CHECK (cardinality("job_posts"."screening_questions") <= 5);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "proposed_rate" numeric(10, 2);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "availability" integer;
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "questions" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "answers" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_proposed_rate_check" CHECK ("job_applications"."proposed_rate" is null or "job_applications"."proposed_rate" >= 0);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_availability_check" CHECK ("job_applications"."availability" is null or "job_applications"."availability" between 1 and 80);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_answers_check" CHECK (cardinality("job_applications"."answers") = cardinality("job_applications"."questions"));
