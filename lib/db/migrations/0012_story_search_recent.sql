-- Newest matches first without sorting them all (lib/content/stories/search.ts, docs/search.md).
CREATE INDEX "story_search_recent" ON "story_search" USING btree ("published_at" DESC NULLS FIRST,"story_id" DESC NULLS FIRST,"brand","lang") WHERE "story_search"."status" = 'published';
