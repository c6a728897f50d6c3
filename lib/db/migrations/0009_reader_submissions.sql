CREATE TABLE "submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"lang" text NOT NULL,
	"member_id" integer,
	"email" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"story_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "push_tokens" ADD COLUMN "keys" jsonb;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_queue" ON "submissions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "push_tokens_edition" ON "push_tokens" USING btree ("brand","lang","id");