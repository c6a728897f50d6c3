/** Story kits of the trust brand, by section slug (see kits/main.ts). */
import type { StoryKit } from '../types';

export const TRUST_KITS = {
  scholarships: [
    { subject: { bn: ['বৃত্তি'], en: ['scholarship'] }, headline: { bn: 'আলোকপাত ট্রাস্টের বৃত্তি পেল {place} জেলার {n} শিক্ষার্থী', en: '{n} students in {place} district win Alokpat Trust scholarships' }, sentences: [
      { bn: 'অসচ্ছল পরিবারের {n} জন মেধাবী শিক্ষার্থী পেয়েছে আলোকপাত ট্রাস্টের বৃত্তি।', en: '{n} talented students from poor families have won Alokpat Trust scholarships.' },
      { bn: 'তারা সবাই {place} জেলার বিভিন্ন কলেজে পড়ে।', en: 'All study at colleges in {place} district.' },
      { bn: 'স্নাতক শেষ হওয়া পর্যন্ত মাসিক ভাতা পাবে তারা।', en: 'They will receive a monthly stipend until they graduate.' },
    ], tags: ['Scholarship', 'Meritorious students', 'Alokpat Trust'], picture: 'classroom' },
    { subject: { bn: ['বৃত্তিধারী'], en: ['scholar'] }, headline: { bn: 'রিকশাচালকের মেয়ে {person} এখন চিকিৎসক, ছিলেন ট্রাস্টের বৃত্তিধারী', en: "{person}, a rickshaw puller's daughter and former Trust scholar, is now a doctor" }, sentences: [
      { bn: 'আলোকপাত ট্রাস্টের সাবেক বৃত্তিধারী {person} এখন {place} সদর হাসপাতালের চিকিৎসক।', en: 'Former Alokpat Trust scholar {person} is now a doctor at {place} general hospital.' },
      { bn: 'বাবা রিকশা চালিয়ে সংসার চালাতেন।', en: 'Her father kept the family by pulling a rickshaw.' },
      { bn: 'তিনি বলেন, বৃত্তি না পেলে পড়া থেমে যেত।', en: 'She says her studies would have stopped without the scholarship.' },
    ], tags: ['Beating poverty', 'Higher education'], picture: 'portrait' },
  ],
  'relief-work': [
    { subject: { bn: ['ত্রাণ'], en: ['relief'] }, headline: { bn: '{place} জেলায় বন্যাদুর্গত {n} পরিবারে ট্রাস্টের ত্রাণ', en: 'Trust relief for {n} flood-hit families in {place} district' }, sentences: [
      { bn: '{place} জেলার বন্যাদুর্গত {n}টি পরিবারের মধ্যে ত্রাণ বিতরণ করেছে আলোকপাত ট্রাস্ট।', en: 'Alokpat Trust has distributed relief to {n} flood-hit families in {place} district.' },
      { bn: 'প্রতিটি প্যাকেটে ছিল চাল, ডাল, তেল ও খাওয়ার স্যালাইন।', en: 'Each pack held rice, lentils, oil and oral saline.' },
      { bn: 'নৌকায় করে পৌঁছানো হয় দুর্গম এলাকায়।', en: 'Boats carried it to hard-to-reach areas.' },
    ], tags: ['Relief', 'Floods'], picture: 'flood' },
    { subject: { bn: ['নলকূপ'], en: ['tube well'] }, headline: { bn: '{place} জেলায় ট্রাস্টের {n}টি নতুন নলকূপ', en: '{n} new Trust tube wells in {place} district' }, sentences: [
      { bn: 'নিরাপদ পানির জন্য {place} জেলায় {n}টি গভীর নলকূপ বসিয়েছে আলোকপাত ট্রাস্ট।', en: 'Alokpat Trust has sunk {n} deep tube wells in {place} district for safe water.' },
      { bn: 'প্রতিটি নলকূপের পানি আর্সেনিকমুক্ত বলে পরীক্ষায় দেখা গেছে।', en: 'Tests show each well’s water is free of arsenic.' },
      { bn: 'রক্ষণাবেক্ষণ করবে গ্রামের একটি কমিটি।', en: 'A village committee will maintain them.' },
    ], tags: ['Safe water', 'Rehabilitation'], picture: 'paddy-field' },
  ],
  'health-camps': [
    { subject: { bn: ['চক্ষু শিবির', 'ছানি'], en: ['eye camp', 'cataract'] }, headline: { bn: '{place} জেলায় ট্রাস্টের চক্ষু শিবিরে {n} জনের ছানি অস্ত্রোপচার', en: '{n} cataract operations at a Trust eye camp in {place} district' }, sentences: [
      { bn: 'আলোকপাত ট্রাস্টের চক্ষু শিবিরে {place} জেলার {n} জনের বিনা মূল্যে ছানি অস্ত্রোপচার হয়েছে।', en: '{n} people in {place} district had free cataract operations at an Alokpat Trust eye camp.' },
      { bn: 'বেশির ভাগ রোগী ষাটোর্ধ্ব।', en: 'Most of the patients are over sixty.' },
      { bn: 'চিকিৎসক {person} বলেন, সময়মতো অস্ত্রোপচারে দৃষ্টি ফেরে।', en: 'Doctor {person} says timely surgery restores sight.' },
    ], tags: ['Eye care', 'Free treatment', 'Health camp'], picture: 'hospital' },
    { subject: { bn: ['প্রসূতি'], en: ['expectant mothers', 'pregnan'] }, headline: { bn: '{place} জেলায় {n} প্রসূতিকে বিনা মূল্যে স্বাস্থ্যসেবা', en: 'Free care for {n} expectant mothers in {place} district' }, sentences: [
      { bn: '{place} জেলার স্বাস্থ্য শিবিরে {n} জন প্রসূতিকে বিনা মূল্যে পরীক্ষা ও ওষুধ দিয়েছে আলোকপাত ট্রাস্ট।', en: 'Alokpat Trust gave free check-ups and medicine to {n} expectant mothers at a health camp in {place} district.' },
      { bn: 'ঝুঁকিপূর্ণ রোগীদের জেলা হাসপাতালে পাঠানো হয়েছে।', en: 'High-risk patients were referred to the district hospital.' },
      { bn: 'শিবির চলবে {day} পর্যন্ত।', en: 'The camp runs until {day}.' },
    ], tags: ['Maternal and child health', 'Rural health'], picture: 'hospital' },
  ],
} satisfies Record<string, readonly StoryKit[]>;
