-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "incubators_name_trgm_idx" ON "incubators" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "incubators_tagline_trgm_idx" ON "incubators" USING gin ("tagline" gin_trgm_ops);