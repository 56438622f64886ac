-- RFC 9700 §2.1.1: PKCE is required of public clients; a confidential client needs it only when its admin turns that
-- on. The flag of confidential clients was on only because the column's default was; they go back to off (a challenge
-- they send is still honoured and its verifier required), and an admin turns it on per client.
ALTER TABLE "oauth_clients" ALTER COLUMN "pkce_required" SET DEFAULT false;--> statement-breakpoint
UPDATE "oauth_clients" SET "pkce_required" = false WHERE "secret_hash" IS NOT NULL;
