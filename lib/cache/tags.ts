/** Cache tags, in one place, so a write revalidates exactly what it touched (DESIGN.md section 4). */
export const tags = {
  brand: (brand: string, lang: string) => `brand:${brand}:${lang}`,
  latest: (brand: string, lang: string) => `latest:${brand}:${lang}`,
  story: (id: number) => `story:${id}`,
  storySlug: (brand: string, lang: string, slug: string) => `story-slug:${brand}:${lang}:${slug}`,
  collection: (brand: string, lang: string, slug: string) => `collection:${brand}:${lang}:${slug}`,
  section: (id: number) => `section:${id}`,
  sections: (brand: string, lang: string) => `sections:${brand}:${lang}`,
  topic: (lang: string, slug: string) => `topic:${lang}:${slug}`,
  author: (id: number) => `author:${id}`,
  authors: (lang: string) => `authors:${lang}`,
  menus: (brand: string, lang: string) => `menus:${brand}:${lang}`,
  breakingNews: (brand: string, lang: string) => `breaking-news:${brand}:${lang}`,
  staticPage: (brand: string, lang: string, slug: string) => `static:${brand}:${lang}:${slug}`,
  redirects: (brand: string, lang: string) => `redirects:${brand}:${lang}`,
} as const;
