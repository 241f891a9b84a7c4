-- Plans and payments (docs/decisions/055). An employer without a row is on Free; a row's plan is
-- in force while period_end is null or later than now, so nothing has to run when one ends.
CREATE TABLE "employer_plans" (
  "user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "plan" text DEFAULT 'free' NOT NULL,
  "period_end" timestamp with time zone,
  "source" text,
  "renews" boolean DEFAULT false NOT NULL,
  "payment_failed" boolean DEFAULT false NOT NULL,
  "stripe_customer_id" text,
  "stripe_subscription_id" text,
  "stripe_state_at" bigint,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "employer_plans_plan_check" CHECK ("plan" in ('free', 'pro', 'enterprise')),
  CONSTRAINT "employer_plans_source_check" CHECK ("source" in ('stripe', 'admin'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "employer_plans_stripe_customer_unique" ON "employer_plans" USING btree ("stripe_customer_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "employer_plans_stripe_subscription_unique" ON "employer_plans" USING btree ("stripe_subscription_id");
--> statement-breakpoint
-- Each Stripe event once: a retried or replayed delivery finds its id here.
CREATE TABLE "billing_events" (
  "id" text PRIMARY KEY NOT NULL,
  "type" text NOT NULL,
  "received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "employer_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "stripe_invoice_id" text NOT NULL,
  "number" text,
  "status" text NOT NULL,
  "amount_cents" integer NOT NULL,
  "currency" text NOT NULL,
  "period_start" timestamp with time zone,
  "period_end" timestamp with time zone,
  "hosted_url" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "invoices_status_check" CHECK ("status" in ('paid', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_stripe_unique" ON "invoices" USING btree ("stripe_invoice_id");
--> statement-breakpoint
CREATE INDEX "invoices_employer_idx" ON "invoices" USING btree ("employer_id", "created_at");
--> statement-breakpoint
CREATE TABLE "plan_requests" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "employer_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "plan" text NOT NULL,
  "status" text DEFAULT 'pending' NOT NULL,
  "note" text,
  "admin_note" text,
  "decided_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "decided_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "plan_requests_plan_check" CHECK ("plan" in ('pro', 'enterprise')),
  CONSTRAINT "plan_requests_status_check" CHECK ("status" in ('pending', 'granted', 'refused', 'withdrawn'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "plan_requests_one_pending" ON "plan_requests" USING btree ("employer_id") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "plan_requests_status_idx" ON "plan_requests" USING btree ("status", "created_at");
