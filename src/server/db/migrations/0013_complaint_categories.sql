-- What kind of wrong a complaint reports (docs/decisions/040): optional, so complaints filed
-- before it and clients that send only the spec's reason stay valid; the list is closed.
ALTER TABLE "complaints" ADD COLUMN "category" text;
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_category_check" CHECK ("complaints"."category" IN ('scam', 'asks_for_payment', 'off_platform_contact', 'inappropriate', 'discrimination', 'other'));
