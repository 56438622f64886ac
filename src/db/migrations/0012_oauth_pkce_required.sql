-- RFC 9700 §2.1.1: PKCE for every client. Existing clients get it required too; an admin turns it off for a legacy
-- confidential client that cannot send it yet (a public client always needs it).
ALTER TABLE "oauth_clients" ADD COLUMN "pkce_required" boolean DEFAULT true NOT NULL;
