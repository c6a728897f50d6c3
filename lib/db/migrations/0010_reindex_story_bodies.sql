-- Search documents now hold the story body (lib/search/document.ts). Dropping the old ones
-- makes the start-up step (scripts/start.ts, indexUnindexedStories) write them all again.
DELETE FROM "story_search";
