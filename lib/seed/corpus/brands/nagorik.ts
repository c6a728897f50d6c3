/**
 * Section phrase banks of Nagorik Kotha, the citizen-news brand. Roles of {person}:
 * citizen-reports = the reader who reported the problem, civic-services = municipal chief
 * executive officer, good-news = founder of the local initiative.
 */
import type { SectionCorpus } from '../types';
import { NAGORIK_KITS } from '../kits/nagorik';

export const NAGORIK_SECTIONS: readonly SectionCorpus[] = [
  {
    slug: 'citizen-reports',
    name: { bn: 'নাগরিক প্রতিবেদন', en: 'Citizen reports' },
    color: '#9a3412',
    children: [
      { slug: 'citizen-reports-roads', name: { bn: 'রাস্তাঘাট ও নালা', en: 'Roads and drains' } },
      { slug: 'citizen-reports-neighbourhood', name: { bn: 'পাড়া-মহল্লার সমস্যা', en: 'Neighbourhood problems' } },
    ],
    kits: NAGORIK_KITS['citizen-reports'],
    tags: [
      { bn: 'পাঠকের অভিযোগ', en: 'Reader complaints' },
      { bn: 'রাস্তাঘাট', en: 'Roads' },
      { bn: 'ময়লা-আবর্জনা', en: 'Rubbish' },
      { bn: 'সড়কবাতি', en: 'Street lighting' },
      { bn: 'নাগরিক দুর্ভোগ', en: 'Public hardship' },
    ],
  },
  {
    slug: 'civic-services',
    name: { bn: 'নাগরিক সেবা', en: 'Civic services' },
    color: '#0f766e',
    children: [
      { slug: 'civic-services-utilities', name: { bn: 'পানি ও পরিচ্ছন্নতা', en: 'Water and sanitation' } },
      { slug: 'civic-services-guides', name: { bn: 'সেবা পেতে যা জানবেন', en: 'How-to guides' } },
    ],
    kits: NAGORIK_KITS['civic-services'],
    tags: [
      { bn: 'পৌরসভা', en: 'Municipality' },
      { bn: 'জন্মনিবন্ধন', en: 'Birth registration' },
      { bn: 'পানি সরবরাহ', en: 'Water supply' },
      { bn: 'বর্জ্য ব্যবস্থাপনা', en: 'Waste management' },
      { bn: 'ই-সেবা', en: 'E-services' },
    ],
  },
  {
    slug: 'good-news',
    name: { bn: 'ভালো খবর', en: 'Good news' },
    color: '#15803d',
    children: [
      { slug: 'good-news-volunteers', name: { bn: 'স্বেচ্ছাসেবা', en: 'Volunteering' } },
      { slug: 'good-news-neighbours', name: { bn: 'পাশের মানুষ', en: 'People next door' } },
    ],
    kits: NAGORIK_KITS['good-news'],
    tags: [
      { bn: 'ভালো খবর', en: 'Good news' },
      { bn: 'স্বেচ্ছাসেবা', en: 'Volunteering' },
      { bn: 'প্রতিবেশী', en: 'Neighbours' },
      { bn: 'মানবিক উদ্যোগ', en: 'Acts of kindness' },
      { bn: 'সামাজিক উদ্যোগ', en: 'Community initiatives' },
    ],
  },
];
