CREATE TABLE "authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"role" text DEFAULT 'staff' NOT NULL,
	"avatar_s3_key" text,
	"avatar_url" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "breaking_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"lang" text NOT NULL,
	"headline" text NOT NULL,
	"linked_story_slug" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "collection_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"position" integer NOT NULL,
	"item_type" text NOT NULL,
	"story_id" integer,
	"child_collection_id" integer,
	"associated_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"summary" text,
	"template" text DEFAULT 'manual' NOT NULL,
	"section_id" integer,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"associated_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"bn_name" text NOT NULL,
	"division" text NOT NULL,
	"sehri_offset" smallint NOT NULL,
	"iftar_offset" smallint NOT NULL,
	CONSTRAINT "districts_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "entities" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_group_id" integer NOT NULL,
	"parent_id" integer,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"item_type" text NOT NULL,
	"url" text,
	"tag_slug" text,
	"entity_slug" text,
	"section_slug" text,
	"item_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"text" text NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"lang" text NOT NULL,
	"question" text NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"lang" text NOT NULL,
	"source_path" text NOT NULL,
	"target_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"lang" text NOT NULL,
	"parent_id" integer,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"domain_slug" text,
	"color" text DEFAULT '#333333' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"seo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"headline" text NOT NULL,
	"subheadline" text,
	"template" text DEFAULT 'text' NOT NULL,
	"access" text DEFAULT 'public' NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"summary" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hero_image_s3_key" text,
	"hero_image_metadata" jsonb,
	"hero_image_caption" text,
	"hero_image_attribution" text,
	"primary_section_id" integer,
	"author_name" text,
	"cards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"alternative" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"first_published_at" timestamp with time zone,
	"last_published_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_authors" (
	"story_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "story_authors_story_id_author_id_pk" PRIMARY KEY("story_id","author_id")
);
--> statement-breakpoint
CREATE TABLE "story_entities" (
	"story_id" integer NOT NULL,
	"entity_id" integer NOT NULL,
	CONSTRAINT "story_entities_story_id_entity_id_pk" PRIMARY KEY("story_id","entity_id")
);
--> statement-breakpoint
CREATE TABLE "story_sections" (
	"story_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "story_sections_story_id_section_id_pk" PRIMARY KEY("story_id","section_id")
);
--> statement-breakpoint
CREATE TABLE "story_tags" (
	"story_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "story_tags_story_id_tag_id_pk" PRIMARY KEY("story_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "story_translations" (
	"bn_story_id" integer NOT NULL,
	"en_story_id" integer NOT NULL,
	CONSTRAINT "story_translations_bn_story_id_en_story_id_pk" PRIMARY KEY("bn_story_id","en_story_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_child_collection_id_collections_id_fk" FOREIGN KEY ("child_collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_menu_group_id_menu_groups_id_fk" FOREIGN KEY ("menu_group_id") REFERENCES "public"."menu_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_id_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_options" ADD CONSTRAINT "poll_options_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_parent_id_sections_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_primary_section_id_sections_id_fk" FOREIGN KEY ("primary_section_id") REFERENCES "public"."sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_authors" ADD CONSTRAINT "story_authors_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_authors" ADD CONSTRAINT "story_authors_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_entities" ADD CONSTRAINT "story_entities_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_entities" ADD CONSTRAINT "story_entities_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_sections" ADD CONSTRAINT "story_sections_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_sections" ADD CONSTRAINT "story_sections_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_tags" ADD CONSTRAINT "story_tags_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_tags" ADD CONSTRAINT "story_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_translations" ADD CONSTRAINT "story_translations_bn_story_id_stories_id_fk" FOREIGN KEY ("bn_story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_translations" ADD CONSTRAINT "story_translations_en_story_id_stories_id_fk" FOREIGN KEY ("en_story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "authors_lang_slug" ON "authors" USING btree ("lang","slug");--> statement-breakpoint
CREATE INDEX "breaking_news_live" ON "breaking_news" USING btree ("brand","lang","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "collection_items_order" ON "collection_items" USING btree ("collection_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_brand_lang_slug" ON "collections" USING btree ("brand","lang","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "entities_lang_slug" ON "entities" USING btree ("lang","slug");--> statement-breakpoint
CREATE INDEX "entities_type" ON "entities" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_groups_brand_lang_slug" ON "menu_groups" USING btree ("brand","lang","slug");--> statement-breakpoint
CREATE INDEX "menu_items_group" ON "menu_items" USING btree ("menu_group_id","position");--> statement-breakpoint
CREATE INDEX "poll_options_poll" ON "poll_options" USING btree ("poll_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_source" ON "redirects" USING btree ("brand","lang","source_path");--> statement-breakpoint
CREATE UNIQUE INDEX "sections_brand_lang_slug" ON "sections" USING btree ("brand","lang","slug");--> statement-breakpoint
CREATE INDEX "sections_parent" ON "sections" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "static_pages_brand_lang_slug" ON "static_pages" USING btree ("brand","lang","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "stories_brand_lang_slug" ON "stories" USING btree ("brand","lang","slug");--> statement-breakpoint
CREATE INDEX "stories_latest" ON "stories" USING btree ("brand","lang","published_at" DESC NULLS LAST) WHERE "stories"."status" = 'published';--> statement-breakpoint
CREATE INDEX "stories_section" ON "stories" USING btree ("primary_section_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "story_authors_author" ON "story_authors" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "story_entities_entity" ON "story_entities" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "story_sections_section" ON "story_sections" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "story_tags_tag" ON "story_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "story_translations_bn" ON "story_translations" USING btree ("bn_story_id");--> statement-breakpoint
CREATE UNIQUE INDEX "story_translations_en" ON "story_translations" USING btree ("en_story_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_lang_slug" ON "tags" USING btree ("lang","slug");