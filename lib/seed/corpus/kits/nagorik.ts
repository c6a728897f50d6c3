/** Story kits of the nagorik brand, by section slug (see kits/main.ts). */
import type { StoryKit } from '../types';

export const NAGORIK_KITS = {
  'citizen-reports': [
    { subject: { bn: ['সড়ক'], en: ['road'] }, headline: { bn: 'পাঠকের অভিযোগ: {place} শহরের ভাঙা সড়কে {n} মাস ধরে দুর্ভোগ', en: 'Reader complaint: a broken road in {place} town for {n} months' }, sentences: [
      { bn: '{place} শহরের একটি সড়ক {n} মাস ধরে ভাঙা পড়ে আছে বলে জানিয়েছেন এক পাঠক।', en: 'A reader reports that a road in {place} town has been broken for {n} months.' },
      { bn: 'বৃষ্টিতে গর্তে পানি জমে রিকশা উল্টে যাচ্ছে।', en: 'When it rains, the potholes fill with water and rickshaws overturn.' },
      { bn: 'পৌরসভা জানিয়েছে, {day} মেরামত শুরু হবে।', en: 'The municipality says repairs will begin on {day}.' },
    ], tags: ['Roads', 'Reader complaints'], picture: 'city-street' },
    { subject: { bn: ['ময়লা', 'আবর্জনা'], en: ['rubbish'] }, headline: { bn: '{place} শহরের মোড়ে জমছে ময়লা, দুর্গন্ধে অতিষ্ঠ বাসিন্দারা', en: 'Rubbish piles up at a {place} town junction' }, sentences: [
      { bn: '{place} শহরের একটি ব্যস্ত মোড়ে {n} দিন ধরে ময়লা সরানো হয়নি।', en: 'Rubbish at a busy junction in {place} town has not been collected for {n} days.' },
      { bn: 'পাশের স্কুলের শিক্ষার্থীরা নাক চেপে চলাচল করছে।', en: 'Pupils at the school next door hold their noses as they pass.' },
      { bn: 'বাসিন্দারা নিয়মিত ময়লা সংগ্রহের দাবি জানিয়েছেন।', en: 'Residents want regular collections.' },
    ], tags: ['Rubbish', 'Public hardship'], picture: 'city-street' },
  ],
  'civic-services': [
    { subject: { bn: ['জন্মনিবন্ধন'], en: ['birth registration'] }, headline: { bn: 'জন্মনিবন্ধন সংশোধনে {place} জেলায় {n} দিনের অপেক্ষা', en: 'A {n}-day wait to correct birth registration in {place} district' }, sentences: [
      { bn: '{place} জেলায় জন্মনিবন্ধনের ভুল সংশোধনে গড়ে {n} দিন লাগছে।', en: 'Correcting a birth registration in {place} district takes {n} days on average.' },
      { bn: 'সার্ভার বারবার বন্ধ থাকায় আবেদন আটকে যাচ্ছে।', en: 'Applications get stuck because the server keeps going down.' },
      { bn: 'অনলাইনে আবেদন করে রসিদ সংরক্ষণ করতে বলা হয়েছে।', en: 'Applicants are advised to apply online and keep the receipt.' },
    ], tags: ['Birth registration', 'E-services'], picture: 'government' },
    { subject: { bn: ['পানি সরবরাহ'], en: ['water supply'] }, headline: { bn: '{place} পৌরসভার {n} ওয়ার্ডে পানি সরবরাহ বন্ধ', en: 'Water supply cut in {n} wards of {place} municipality' }, sentences: [
      { bn: 'পাইপলাইন মেরামতের জন্য {day} {place} পৌরসভার {n}টি ওয়ার্ডে পানি সরবরাহ বন্ধ থাকবে।', en: 'Water supply will be cut in {n} wards of {place} municipality on {day} for pipeline repairs.' },
      { bn: 'আগের রাতে পানি ধরে রাখতে বলা হয়েছে।', en: 'Residents are asked to store water the night before.' },
      { bn: 'জরুরি প্রয়োজনে গাড়িতে পানি দেওয়া হবে।', en: 'Tankers will deliver water in emergencies.' },
    ], tags: ['Water supply', 'Municipality'], picture: 'city-street' },
  ],
  'good-news': [
    { subject: { bn: ['স্বেচ্ছাসেবী'], en: ['volunteer'] }, headline: { bn: '{place} শহরে বৃদ্ধদের বাজার করে দেন {n} স্বেচ্ছাসেবী', en: '{n} volunteers do the shopping for elderly people in {place} town' }, sentences: [
      { bn: '{place} শহরের {n} জন তরুণ স্বেচ্ছাসেবী একা থাকা বৃদ্ধদের বাজার করে দেন।', en: '{n} young volunteers in {place} town do the shopping for elderly people who live alone.' },
      { bn: 'ফোন করলেই ঘণ্টাখানেকের মধ্যে বাজার পৌঁছে যায়।', en: 'Call them, and the shopping arrives within an hour.' },
      { bn: 'উদ্যোগটির শুরু {person}-এর হাতে।', en: 'The idea started with {person}.' },
    ], tags: ['Volunteering', 'Acts of kindness'], picture: 'market' },
    { subject: { bn: ['সাঁকো'], en: ['footbridge'] }, headline: { bn: 'নিজেরাই সাঁকো বানালেন {place} জেলার গ্রামবাসী', en: 'Villagers in {place} district build their own footbridge' }, sentences: [
      { bn: 'চাঁদা তুলে খালের ওপর নিজেরাই বাঁশের সাঁকো বানিয়েছেন {place} জেলার এক গ্রামের মানুষ।', en: 'People in a village in {place} district pooled money and built a bamboo footbridge over the canal themselves.' },
      { bn: 'সাঁকো হয়ে প্রতিদিন {n} শিশু স্কুলে যায়।', en: '{n} children cross it to school every day.' },
      { bn: 'কাজ শেষ হয়েছে মাত্র দুই সপ্তাহে।', en: 'The work took just two weeks.' },
    ], tags: ['Community initiatives', 'Neighbours'], picture: 'river' },
  ],
} satisfies Record<string, readonly StoryKit[]>;
