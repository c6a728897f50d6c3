/** Story kits of the bondhu brand, by section slug (see kits/main.ts). */
import type { StoryKit } from '../types';

export const BONDHU_KITS = {
  'chapter-news': [
    { subject: { bn: ['বিতর্ক'], en: ['debate'] }, headline: { bn: 'বন্ধুমহল {place} শাখার বিতর্ক প্রতিযোগিতায় {n} দল', en: '{n} teams at the Bondhu Mohol {place} chapter debate' }, sentences: [
      { bn: 'বন্ধুমহলের {place} শাখার আয়োজনে বিতর্ক প্রতিযোগিতায় {n}টি দল অংশ নিয়েছে।', en: '{n} teams took part in a debate run by the {place} chapter of Bondhu Mohol.' },
      { bn: 'বিষয় ছিল “মোবাইল ফোন বন্ধুত্ব কমিয়েছে”।', en: 'The motion was "Mobile phones have made us less friendly".' },
      { bn: 'চূড়ান্ত পর্ব {day}।', en: 'The final is on {day}.' },
    ], tags: ['Debate contest', 'Chapter activities'], picture: 'meeting' },
    { subject: { bn: ['সাংস্কৃতিক'], en: ['cultural'] }, headline: { bn: '{place} শাখার বার্ষিক সাংস্কৃতিক অনুষ্ঠান {day}', en: '{place} chapter holds its annual cultural evening on {day}' }, sentences: [
      { bn: 'বন্ধুমহলের {place} শাখার বার্ষিক সাংস্কৃতিক অনুষ্ঠান হবে {day} সন্ধ্যায়।', en: 'The {place} chapter of Bondhu Mohol holds its annual cultural evening on {day}.' },
      { bn: 'গান, আবৃত্তি ও নাটকে অংশ নেবে {n} জন সদস্য।', en: '{n} members will sing, recite and act.' },
      { bn: 'সবার জন্য প্রবেশ উন্মুক্ত।', en: 'Everyone is welcome.' },
    ], tags: ['Cultural programme', 'Bondhu Mohol'], picture: 'crowd' },
  ],
  volunteering: [
    { subject: { bn: ['রক্তদান'], en: ['blood donation'] }, headline: { bn: '{place} শহরে রক্তদান কর্মসূচিতে {n} ব্যাগ রক্ত সংগ্রহ', en: 'Blood donation drive in {place} town collects {n} bags' }, sentences: [
      { bn: 'বন্ধুমহলের রক্তদান কর্মসূচিতে {place} শহরে {n} ব্যাগ রক্ত সংগ্রহ হয়েছে।', en: "Bondhu Mohol's blood donation drive in {place} town collected {n} bags of blood." },
      { bn: 'রক্ত যাবে জেলা হাসপাতালের থ্যালাসেমিয়া রোগীদের কাছে।', en: 'The blood will go to thalassaemia patients at the district hospital.' },
      { bn: 'প্রথমবার রক্ত দিয়েছেন অনেক তরুণ।', en: 'Many young people gave blood for the first time.' },
    ], tags: ['Blood donation', 'Young volunteers'], picture: 'hospital' },
    { subject: { bn: ['শীতবস্ত্র', 'কম্বল'], en: ['winter clothes', 'blanket'] }, headline: { bn: '{place} জেলায় {n}টি কম্বল ও শীতবস্ত্র বিতরণ', en: '{n} blankets and winter clothes handed out in {place} district' }, sentences: [
      { bn: 'শীতার্ত মানুষের মধ্যে {place} জেলায় {n}টি কম্বল ও শীতবস্ত্র বিতরণ করেছেন বন্ধুমহলের স্বেচ্ছাসেবীরা।', en: 'Bondhu Mohol volunteers handed out {n} blankets and winter clothes to people facing the cold in {place} district.' },
      { bn: 'পুরোনো কাপড় সংগ্রহ করা হয়েছে পাড়ায় পাড়ায় ঘুরে।', en: 'Old clothes were collected door to door.' },
      { bn: 'অগ্রাধিকার পেয়েছেন বয়স্ক ও শিশুরা।', en: 'Older people and children came first.' },
    ], tags: ['Winter clothes', 'Humanitarian initiative'], picture: 'crowd' },
  ],
  'book-club': [
    { subject: { bn: ['পাঠচক্র'], en: ['reading circle'] }, headline: { bn: '{place} শাখার পাঠচক্রে এবার {person}-এর উপন্যাস', en: "The {place} reading circle takes on a novel by {person}" }, sentences: [
      { bn: '{place} শাখার মাসিক পাঠচক্রে এবার আলোচনা হবে {person}-এর একটি উপন্যাস নিয়ে।', en: "The {place} chapter's monthly reading circle will discuss a novel by {person}." },
      { bn: 'আলোচনা {day} বিকেলে শাখার পাঠাগারে।', en: 'The discussion is on {day} afternoon at the chapter library.' },
      { bn: 'নতুন পাঠকদেরও আমন্ত্রণ জানানো হয়েছে।', en: 'New readers are welcome.' },
    ], tags: ['Reading circle', 'Reading'], picture: 'meeting' },
    { subject: { bn: ['বই বিনিময়'], en: ['book swap'] }, headline: { bn: '{place} শহরে বই বিনিময় মেলায় হাতবদল {n} বই', en: '{n} books change hands at a book swap in {place} town' }, sentences: [
      { bn: '{place} শহরে বন্ধুমহলের বই বিনিময় মেলায় {n}টি বই হাতবদল হয়েছে।', en: "{n} books changed hands at Bondhu Mohol's book swap in {place} town." },
      { bn: 'একটি পুরোনো বই দিয়ে নেওয়া যাচ্ছিল আরেকটি।', en: 'Visitors could trade one old book for another.' },
      { bn: 'শিশুদের বইয়ের চাহিদা ছিল সবচেয়ে বেশি।', en: "Children's books were most in demand." },
    ], tags: ['Book swap', 'Reading habit'], picture: 'market' },
  ],
} satisfies Record<string, readonly StoryKit[]>;
