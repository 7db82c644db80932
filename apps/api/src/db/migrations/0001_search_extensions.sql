-- Trigram matching for typo-tolerant search and prefix suggestions (ARCHITECTURE.md: Data).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
