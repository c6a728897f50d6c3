/**
 * Section phrase banks of Bigyan Chakra, the science magazine. Roles of {person}:
 * space = astronomer, life-science = lead researcher, tech-explained = computer scientist.
 */
import type { SectionCorpus } from '../types';
import { BIGYAN_KITS } from '../kits/bigyan';

export const BIGYAN_SECTIONS: readonly SectionCorpus[] = [
  {
    slug: 'space',
    name: { bn: 'মহাকাশ', en: 'Space' },
    color: '#312e81',
    children: [
      { slug: 'space-sky-watching', name: { bn: 'আকাশ দেখা', en: 'Stargazing' } },
      { slug: 'space-missions', name: { bn: 'মহাকাশ অভিযান', en: 'Space missions' } },
    ],
    kits: BIGYAN_KITS.space,
    tags: [
      { bn: 'জ্যোতির্বিজ্ঞান', en: 'Astronomy' },
      { bn: 'সৌরজগৎ', en: 'Solar system' },
      { bn: 'আকাশ পর্যবেক্ষণ', en: 'Stargazing' },
      { bn: 'মহাকাশ গবেষণা', en: 'Space research' },
      { bn: 'গ্রহ-নক্ষত্র', en: 'Planets and stars' },
    ],
  },
  {
    slug: 'life-science',
    name: { bn: 'জীবনবিজ্ঞান', en: 'Life sciences' },
    color: '#166534',
    children: [
      { slug: 'life-science-nature', name: { bn: 'প্রকৃতি ও প্রাণী', en: 'Nature and wildlife' } },
      { slug: 'life-science-body', name: { bn: 'মানবদেহ', en: 'The human body' } },
    ],
    kits: BIGYAN_KITS['life-science'],
    tags: [
      { bn: 'প্রাণবৈচিত্র্য', en: 'Biodiversity' },
      { bn: 'মানবদেহ', en: 'Human body' },
      { bn: 'জিনতত্ত্ব', en: 'Genetics' },
      { bn: 'বন্য প্রাণী', en: 'Wildlife' },
      { bn: 'অণুজীব', en: 'Microbes' },
    ],
  },
  {
    slug: 'tech-explained',
    name: { bn: 'প্রযুক্তি সহজ কথায়', en: 'Tech explained' },
    color: '#5b21b6',
    children: [
      { slug: 'tech-explained-ai', name: { bn: 'কৃত্রিম বুদ্ধিমত্তা', en: 'Artificial intelligence' } },
      { slug: 'tech-explained-how-it-works', name: { bn: 'যেভাবে কাজ করে', en: 'How it works' } },
    ],
    kits: BIGYAN_KITS['tech-explained'],
    tags: [
      { bn: 'কৃত্রিম বুদ্ধিমত্তা', en: 'Artificial intelligence' },
      { bn: 'সাইবার নিরাপত্তা', en: 'Cybersecurity' },
      { bn: 'স্মার্টফোন', en: 'Smartphones' },
      { bn: 'নবায়নযোগ্য জ্বালানি', en: 'Renewable energy' },
      { bn: 'রোবটিকস', en: 'Robotics' },
    ],
  },
];
