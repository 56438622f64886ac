CREATE TABLE "sign_in_devices" (
	"device_hash" text PRIMARY KEY NOT NULL,
	"platform_uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_signed_in_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_devices" ADD CONSTRAINT "sign_in_devices_platform_uid_accounts_platform_uid_fk" FOREIGN KEY ("platform_uid") REFERENCES "public"."accounts"("platform_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_devices_expires_at_index" ON "sign_in_devices" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_devices_platform_uid_index" ON "sign_in_devices" USING btree ("platform_uid");--> statement-breakpoint
-- RFC 9700 §2.1.1: PKCE is required of public clients; a confidential client needs it only when its admin turns that
-- on. The flag of confidential clients was on only because the column's default was; they go back to off (a challenge
-- they send is still honoured and its verifier required), and an admin turns it on per client.
ALTER TABLE "oauth_clients" ALTER COLUMN "pkce_required" SET DEFAULT false;--> statement-breakpoint
UPDATE "oauth_clients" SET "pkce_required" = false WHERE "secret_hash" IS NOT NULL;
