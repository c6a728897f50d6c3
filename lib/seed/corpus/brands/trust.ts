/**
 * Section phrase banks of Alokpat Trust (আলোকপাত ট্রাস্ট), the charity: scholarships for poor
 * meritorious students, flood relief and clean water, and free health camps. Slots ({place}
 * {person} {org} {n} {day}) are filled per story; within one section {person} always plays
 * the same role.
 */
import type { SectionCorpus } from '../types';
import { TRUST_KITS } from '../kits/trust';

export const TRUST_SECTIONS: readonly SectionCorpus[] = [
  {
    // {person}: the coordinator of the Trust's scholarship programme
    slug: 'scholarships',
    name: { bn: 'শিক্ষাবৃত্তি', en: 'Scholarships' },
    color: '#1e3a8a',
    children: [
      { slug: 'scholar-stories', name: { bn: 'বৃত্তিধারীদের গল্প', en: "Scholars' stories" } },
      { slug: 'scholarship-notices', name: { bn: 'বৃত্তির খবর', en: 'Scholarship news' } },
    ],
    kits: TRUST_KITS.scholarships,
    tags: [
      { bn: 'শিক্ষাবৃত্তি', en: 'Scholarship' },
      { bn: 'মেধাবী শিক্ষার্থী', en: 'Meritorious students' },
      { bn: 'উচ্চশিক্ষা', en: 'Higher education' },
      { bn: 'আলোকপাত ট্রাস্ট', en: 'Alokpat Trust' },
      { bn: 'দারিদ্র্য জয়', en: 'Beating poverty' },
    ],
  },
  {
    // {person}: the coordinator of the Trust's relief operations
    slug: 'relief-work',
    name: { bn: 'ত্রাণ ও পুনর্বাসন', en: 'Relief & Rehabilitation' },
    color: '#0c4a6e',
    children: [
      { slug: 'flood-relief', name: { bn: 'বন্যা ত্রাণ', en: 'Flood relief' } },
      { slug: 'clean-water', name: { bn: 'নিরাপদ পানি', en: 'Clean water' } },
    ],
    kits: TRUST_KITS['relief-work'],
    tags: [
      { bn: 'বন্যা', en: 'Floods' },
      { bn: 'ত্রাণ', en: 'Relief' },
      { bn: 'নিরাপদ পানি', en: 'Safe water' },
      { bn: 'পুনর্বাসন', en: 'Rehabilitation' },
      { bn: 'দুর্যোগ', en: 'Disaster' },
    ],
  },
  {
    // {person}: the camp's chief physician
    slug: 'health-camps',
    name: { bn: 'স্বাস্থ্য ক্যাম্প', en: 'Health Camps' },
    color: '#115e59',
    children: [
      { slug: 'eye-camps', name: { bn: 'চক্ষু শিবির', en: 'Eye camps' } },
      { slug: 'mother-child-health', name: { bn: 'মা ও শিশুস্বাস্থ্য', en: 'Mother and child health' } },
    ],
    kits: TRUST_KITS['health-camps'],
    tags: [
      { bn: 'স্বাস্থ্য ক্যাম্প', en: 'Health camp' },
      { bn: 'বিনা মূল্যে চিকিৎসা', en: 'Free treatment' },
      { bn: 'চক্ষুসেবা', en: 'Eye care' },
      { bn: 'মা ও শিশুস্বাস্থ্য', en: 'Maternal and child health' },
      { bn: 'গ্রামীণ স্বাস্থ্য', en: 'Rural health' },
    ],
  },
];
