import type { Brand, Lang } from '../brands/brands';
import { MESSAGES } from '../i18n/messages';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The small, self-contained 410 page the proxy answers for a retracted story, in the edition's language. */
export function gonePageHtml(brand: Brand, lang: Lang): string {
  const t = MESSAGES[lang].gone;
  const home = MESSAGES[lang].notFound.back;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(t.title)} | ${escape(brand.name[lang])}</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.7;color:#1a1a1a}a{color:${brand.theme.accent}}header{border-bottom:3px solid ${brand.theme.accent};margin-bottom:2rem;font-weight:800;font-size:1.6rem;color:${brand.theme.accent}}</style></head><body><header>${escape(brand.name[lang])}</header><main><h1>${escape(t.title)}</h1><p>${escape(t.body)}</p><p><a href="/">${escape(home)}</a></p></main></body></html>`;
}
