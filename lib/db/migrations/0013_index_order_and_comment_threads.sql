DROP INDEX "stories_latest";--> statement-breakpoint
CREATE INDEX "comments_thread" ON "comments" USING btree ("story_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "comments_replies" ON "comments" USING btree ("parent_id","created_at","id") WHERE "comments"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "stories_latest" ON "stories" USING btree ("brand","lang","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "stories"."status" = 'published';