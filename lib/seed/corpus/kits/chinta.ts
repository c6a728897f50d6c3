/** Story kits of the chinta brand, by section slug (see kits/main.ts). */
import type { StoryKit } from '../types';

export const CHINTA_KITS = {
  essays: [
    { subject: { bn: ['যৌথ পরিবার'], en: ['joint famil'] }, headline: { bn: '{person}-এর প্রবন্ধ: যৌথ পরিবার ভাঙার পর', en: "{person}'s essay: after the joint family" }, sentences: [
      { bn: 'যৌথ পরিবার ভেঙে যাওয়ায় শহরের শিশুরা দাদা-দাদির গল্প থেকে বঞ্চিত হচ্ছে।', en: 'As joint families break up, city children are losing their grandparents’ stories.' },
      { bn: 'আবার ছোট পরিবারে নারীর মতামতের জায়গাও বেড়েছে।', en: 'Yet smaller families have also given women more say.' },
      { bn: 'প্রশ্নটা তাই হারানো নয়, নতুন বন্ধন গড়ার।', en: 'So the question is not what is lost but how to build new bonds.' },
    ], tags: ['Family', 'Social thought'], picture: 'portrait' },
    { subject: { bn: ['নগর', 'শহর'], en: ['city'] }, headline: { bn: 'নগরজীবনের নিঃসঙ্গতা: {place} শহরের {n} জনের কথা', en: 'Loneliness in the city: {n} voices from {place} town' }, sentences: [
      { bn: 'নগর বড় হচ্ছে, কিন্তু প্রতিবেশীকে চেনেন না {place} শহরের অনেক মানুষ।', en: 'The city grows, yet many people in {place} town do not know their neighbours.' },
      { bn: 'আড্ডার জায়গা কমে যাওয়াকে দায়ী করছেন অনেকে।', en: 'Many blame the loss of places to gather and talk.' },
      { bn: 'পাড়ার পাঠাগার ও মাঠ ফেরানোই হয়তো প্রথম ধাপ।', en: 'Bringing back neighbourhood libraries and playgrounds may be the first step.' },
    ], tags: ['City life', 'Social thought'], picture: 'city-street' },
  ],
  'literature-thought': [
    { subject: { bn: ['অনুবাদ'], en: ['translation'] }, headline: { bn: 'অনুবাদে বাংলা সাহিত্যের {n} বছর', en: '{n} years of Bengali literature in translation' }, sentences: [
      { bn: 'অনুবাদের পথেই বাংলা সাহিত্য পৌঁছেছে বিশ্বের পাঠকের কাছে।', en: 'It is through translation that Bengali literature has reached readers around the world.' },
      { bn: 'তবু ভালো অনুবাদকের সংখ্যা হাতে গোনা।', en: 'Yet good translators can be counted on one hand.' },
      { bn: 'সমালোচক {person} বলেন, অনুবাদককে লেখকের মর্যাদা দিতে হবে।', en: 'Critic {person} says translators must be treated as writers.' },
    ], tags: ['Translation', 'Literary criticism'], picture: 'portrait' },
    { subject: { bn: ['বইমেলা'], en: ['book fair'] }, headline: { bn: '{place} বইমেলায় এবার {n}টি নতুন বই', en: '{n} new books at the {place} book fair' }, sentences: [
      { bn: '{place} বইমেলায় এবার স্থানীয় লেখকদের {n}টি নতুন বই এসেছে।', en: '{n} new books by local writers are out at the {place} book fair this year.' },
      { bn: 'কবিতার বই সবচেয়ে বেশি।', en: 'Most are books of poetry.' },
      { bn: 'মেলা চলবে {day} পর্যন্ত।', en: 'The fair runs until {day}.' },
    ], tags: ['Book fair', 'Poetry'], picture: 'crowd' },
  ],
  'history-heritage': [
    { subject: { bn: ['জমিদারবাড়ি'], en: ['zamindar house'] }, headline: { bn: '{place} জেলার {n} বছরের পুরোনো জমিদারবাড়ি ধ্বংসের মুখে', en: 'A {n}-year-old zamindar house in {place} district is crumbling' }, sentences: [
      { bn: '{place} জেলার প্রায় {n} বছরের পুরোনো একটি জমিদারবাড়ি সংস্কারের অভাবে ধসে পড়ছে।', en: 'A zamindar house in {place} district, about {n} years old, is collapsing for want of repair.' },
      { bn: 'দেয়ালের কারুকাজ খসে পড়ছে, ছাদে গজিয়েছে গাছ।', en: 'The carved walls are crumbling and trees grow on the roof.' },
      { bn: 'ইতিহাসবিদেরা একে সংরক্ষিত পুরাকীর্তি ঘোষণার দাবি জানিয়েছেন।', en: 'Historians want it declared a protected monument.' },
    ], tags: ['Heritage conservation', 'Local history'], picture: 'forest' },
    { subject: { bn: ['মুক্তিযুদ্ধ'], en: ['Liberation War'] }, headline: { bn: '{place} জেলায় মুক্তিযুদ্ধের {n} স্মৃতিস্থান চিহ্নিত', en: '{n} Liberation War sites marked in {place} district' }, sentences: [
      { bn: '{place} জেলায় মুক্তিযুদ্ধের {n}টি স্মৃতিস্থান চিহ্নিত করেছেন স্থানীয় গবেষকেরা।', en: 'Local researchers have marked {n} Liberation War sites in {place} district.' },
      { bn: 'এর মধ্যে রয়েছে কয়েকটি বধ্যভূমি ও যুদ্ধক্ষেত্র।', en: 'They include several killing fields and battlefields.' },
      { bn: 'গবেষক {person} বলেন, প্রত্যক্ষদর্শীরা থাকতে থাকতেই কাজটি জরুরি।', en: 'Researcher {person} says the work is urgent while eyewitnesses are alive.' },
    ], tags: ['Liberation War', 'Local history'], picture: 'paddy-field' },
  ],
} satisfies Record<string, readonly StoryKit[]>;
