-- pg_trgm gives the GIN trigram indexes that serve ILIKE '%…%' search, Thai text included.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "companies_search_trgm" ON "companies" USING gin ((lower("company_name_th" || ' ' || "company_name_en")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "openings_search_trgm" ON "openings" USING gin ((lower("title" || ' ' || coalesce("description", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_search_trgm" ON "students" USING gin ((lower("student_id" || ' ' || coalesce("first_name_th", '') || ' ' || coalesce("last_name_th", '') || ' ' || coalesce("first_name_en", '') || ' ' || coalesce("last_name_en", ''))) gin_trgm_ops);