CREATE TABLE "story_views" (
	"story_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"brand" text NOT NULL,
	"lang" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "story_views_story_id_hour_pk" PRIMARY KEY("story_id","hour")
);
--> statement-breakpoint
ALTER TABLE "story_views" ADD CONSTRAINT "story_views_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_views_edition_hour" ON "story_views" USING btree ("brand","lang","hour");--> statement-breakpoint
CREATE INDEX "story_views_hour" ON "story_views" USING btree ("hour");