CREATE TABLE "story_search" (
	"story_id" integer PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"lang" text NOT NULL,
	"status" text NOT NULL,
	"template" text NOT NULL,
	"published_at" timestamp with time zone,
	"terms" bigint[] NOT NULL,
	"head" bigint[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "story_search" ADD CONSTRAINT "story_search_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_search_terms" ON "story_search" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "story_search_head" ON "story_search" USING gin ("head");