/**
 * Section phrase banks of Chintasutra (চিন্তাসূত্র), the opinion and thought magazine:
 * essays on society, literature and history, and culture debates. Slots ({place} {person}
 * {org} {n} {day}) are filled per story; within one section {person} always plays the same role.
 */
import type { SectionCorpus } from '../types';
import { CHINTA_KITS } from '../kits/chinta';

export const CHINTA_SECTIONS: readonly SectionCorpus[] = [
  {
    // {person}: the essayist
    slug: 'essays',
    name: { bn: 'প্রবন্ধ', en: 'Essays' },
    color: '#7c2d12',
    children: [
      { slug: 'essays-society', name: { bn: 'সমাজ', en: 'Society' } },
      { slug: 'culture-debates', name: { bn: 'সংস্কৃতি বিতর্ক', en: 'Culture debates' } },
    ],
    kits: CHINTA_KITS.essays,
    tags: [
      { bn: 'সমাজ ভাবনা', en: 'Social thought' },
      { bn: 'সংস্কৃতি বিতর্ক', en: 'Culture debate' },
      { bn: 'নগরজীবন', en: 'City life' },
      { bn: 'পরিবার', en: 'Family' },
      { bn: 'প্রজন্মের ব্যবধান', en: 'Generation gap' },
    ],
  },
  {
    // {person}: the literary critic
    slug: 'literature-thought',
    name: { bn: 'সাহিত্য ও চিন্তা', en: 'Literature & Thought' },
    color: '#4c1d95',
    children: [
      { slug: 'literary-criticism', name: { bn: 'সাহিত্য সমালোচনা', en: 'Literary criticism' } },
      { slug: 'philosophy-ideas', name: { bn: 'দর্শন ও ভাবনা', en: 'Philosophy & ideas' } },
    ],
    kits: CHINTA_KITS['literature-thought'],
    tags: [
      { bn: 'সাহিত্য সমালোচনা', en: 'Literary criticism' },
      { bn: 'কবিতা', en: 'Poetry' },
      { bn: 'অনুবাদ', en: 'Translation' },
      { bn: 'মুক্তচিন্তা', en: 'Free thought' },
      { bn: 'বইমেলা', en: 'Book fair' },
    ],
  },
  {
    // {person}: the historian
    slug: 'history-heritage',
    name: { bn: 'ইতিহাস ও ঐতিহ্য', en: 'History & Heritage' },
    color: '#78350f',
    children: [
      { slug: 'local-history', name: { bn: 'আঞ্চলিক ইতিহাস', en: 'Local history' } },
      { slug: 'heritage-sites', name: { bn: 'প্রত্নঐতিহ্য', en: 'Heritage sites' } },
    ],
    kits: CHINTA_KITS['history-heritage'],
    tags: [
      { bn: 'আঞ্চলিক ইতিহাস', en: 'Local history' },
      { bn: 'প্রত্নতত্ত্ব', en: 'Archaeology' },
      { bn: 'ঐতিহ্য সংরক্ষণ', en: 'Heritage conservation' },
      { bn: 'মুক্তিযুদ্ধ', en: 'Liberation War' },
      { bn: 'লোকসংস্কৃতি', en: 'Folk culture' },
    ],
  },
];
