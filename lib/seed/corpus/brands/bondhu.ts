/**
 * Section phrase banks of Bondhu Mohol (বন্ধুমহল), the readers' friendship forum: news of
 * local chapters, volunteer work and book clubs. Slots ({place} {person} {org} {n} {day})
 * are filled per story; within one section {person} always plays the same role.
 */
import type { SectionCorpus } from '../types';
import { BONDHU_KITS } from '../kits/bondhu';

export const BONDHU_SECTIONS: readonly SectionCorpus[] = [
  {
    // {person}: the chapter president
    slug: 'chapter-news',
    name: { bn: 'শাখার খবর', en: 'Chapter News' },
    color: '#1e40af',
    children: [
      { slug: 'chapter-events', name: { bn: 'শাখা কার্যক্রম', en: 'Chapter activities' } },
      { slug: 'chapter-debates', name: { bn: 'বিতর্ক প্রতিযোগিতা', en: 'Debate contests' } },
    ],
    kits: BONDHU_KITS['chapter-news'],
    tags: [
      { bn: 'বন্ধুমহল', en: 'Bondhu Mohol' },
      { bn: 'শাখা কার্যক্রম', en: 'Chapter activities' },
      { bn: 'বিতর্ক প্রতিযোগিতা', en: 'Debate contest' },
      { bn: 'সাংস্কৃতিক অনুষ্ঠান', en: 'Cultural programme' },
      { bn: 'তরুণ পাঠক', en: 'Young readers' },
    ],
  },
  {
    // {person}: the volunteer coordinator
    slug: 'volunteering',
    name: { bn: 'স্বেচ্ছাসেবা', en: 'Volunteering' },
    color: '#991b1b',
    children: [
      { slug: 'blood-donation', name: { bn: 'রক্তদান', en: 'Blood donation' } },
      { slug: 'winter-clothes-drive', name: { bn: 'শীতবস্ত্র বিতরণ', en: 'Winter clothes drive' } },
    ],
    kits: BONDHU_KITS.volunteering,
    tags: [
      { bn: 'স্বেচ্ছাসেবা', en: 'Volunteering' },
      { bn: 'রক্তদান', en: 'Blood donation' },
      { bn: 'শীতবস্ত্র', en: 'Winter clothes' },
      { bn: 'মানবিক উদ্যোগ', en: 'Humanitarian initiative' },
      { bn: 'তরুণ স্বেচ্ছাসেবক', en: 'Young volunteers' },
    ],
  },
  {
    // {person}: the reading circle's convener
    slug: 'book-club',
    name: { bn: 'পাঠচক্র', en: 'Book Club' },
    color: '#065f46',
    children: [
      { slug: 'reading-circles', name: { bn: 'পাঠচক্রের খবর', en: 'Reading circles' } },
      { slug: 'readers-reviews', name: { bn: 'পাঠ প্রতিক্রিয়া', en: "Readers' reviews" } },
    ],
    kits: BONDHU_KITS['book-club'],
    tags: [
      { bn: 'পাঠচক্র', en: 'Reading circle' },
      { bn: 'বই পড়া', en: 'Reading' },
      { bn: 'পাঠাগার', en: 'Library' },
      { bn: 'পাঠাভ্যাস', en: 'Reading habit' },
      { bn: 'বই বিনিময়', en: 'Book swap' },
    ],
  },
];
