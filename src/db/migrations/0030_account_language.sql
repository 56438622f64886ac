ALTER TABLE "accounts" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_locale_check" CHECK ("accounts"."locale" in ('th', 'en'));