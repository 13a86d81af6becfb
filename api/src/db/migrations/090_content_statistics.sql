-- Planner statistics of the content (issue 12). PGlite runs no autovacuum, so a database seeded before the seed
-- gathered them (db/seed.ts `analyzeContent`) had none, and every plan assumed a handful of rows per table: a
-- product page's query hashed all 483 listed products to find its 3 related ones. Seeding gathers them from now on;
-- this gathers them once for a database seeded earlier (on a fresh one the tables are still empty here, and the
-- seed right after gathers them again).
analyze lookups, products, recipes, plus_ones, seo, home_blocks, curated_lists, search_words;
