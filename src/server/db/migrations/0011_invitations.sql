-- Invitations (docs/decisions/034): an employer invites a jobseeker to apply to one of their posts,
-- once per post and person, with a message; the jobseeker accepts or declines.
CREATE TABLE "invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_post_id" integer NOT NULL,
	"employer_id" integer NOT NULL,
	"jobseeker_id" integer NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_status_check" CHECK ("invitations"."status" in ('pending', 'accepted', 'declined')),
	CONSTRAINT "invitations_message_check" CHECK (char_length("invitations"."message") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_job_post_id_job_posts_id_fk" FOREIGN KEY ("job_post_id") REFERENCES "public"."job_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_jobseeker_id_users_id_fk" FOREIGN KEY ("jobseeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_post_jobseeker_unique" ON "invitations" USING btree ("job_post_id","jobseeker_id");--> statement-breakpoint
CREATE INDEX "invitations_jobseeker_idx" ON "invitations" USING btree ("jobseeker_id","created_at");--> statement-breakpoint
CREATE INDEX "invitations_employer_idx" ON "invitations" USING btree ("employer_id","created_at");
