-- No change to the database: migration 0013 created "opening_catalogue_version" by hand. Its declaration is now in
-- the schema (src/db/schema/opening-catalogue.ts), so this migration only brings drizzle-kit's snapshot up to date;
-- the statement below exists because a migration needs one.
SELECT 1;
