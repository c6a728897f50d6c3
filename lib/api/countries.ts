/**
 * Countries that matter most to Bangladeshi readers (neighbours, the countries where
 * Bangladeshis work and study, major partners), with ISO 3166-1 alpha-2 codes and
 * their usual names in Bangladeshi Bengali. Bangladesh first, then by English name.
 */
import type { LocalisedText } from '../brands/brands';

export interface Country {
  readonly code: string;
  readonly name: LocalisedText;
}

const LIST: readonly Country[] = [
  { code: 'BD', name: { bn: 'বাংলাদেশ', en: 'Bangladesh' } },
  { code: 'AF', name: { bn: 'আফগানিস্তান', en: 'Afghanistan' } },
  { code: 'AU', name: { bn: 'অস্ট্রেলিয়া', en: 'Australia' } },
  { code: 'BH', name: { bn: 'বাহরাইন', en: 'Bahrain' } },
  { code: 'BT', name: { bn: 'ভুটান', en: 'Bhutan' } },
  { code: 'CA', name: { bn: 'কানাডা', en: 'Canada' } },
  { code: 'CN', name: { bn: 'চীন', en: 'China' } },
  { code: 'EG', name: { bn: 'মিসর', en: 'Egypt' } },
  { code: 'FR', name: { bn: 'ফ্রান্স', en: 'France' } },
  { code: 'DE', name: { bn: 'জার্মানি', en: 'Germany' } },
  { code: 'IN', name: { bn: 'ভারত', en: 'India' } },
  { code: 'ID', name: { bn: 'ইন্দোনেশিয়া', en: 'Indonesia' } },
  { code: 'IR', name: { bn: 'ইরান', en: 'Iran' } },
  { code: 'IQ', name: { bn: 'ইরাক', en: 'Iraq' } },
  { code: 'IT', name: { bn: 'ইতালি', en: 'Italy' } },
  { code: 'JP', name: { bn: 'জাপান', en: 'Japan' } },
  { code: 'JO', name: { bn: 'জর্ডান', en: 'Jordan' } },
  { code: 'KW', name: { bn: 'কুয়েত', en: 'Kuwait' } },
  { code: 'LB', name: { bn: 'লেবানন', en: 'Lebanon' } },
  { code: 'MY', name: { bn: 'মালয়েশিয়া', en: 'Malaysia' } },
  { code: 'MV', name: { bn: 'মালদ্বীপ', en: 'Maldives' } },
  { code: 'MM', name: { bn: 'মিয়ানমার', en: 'Myanmar' } },
  { code: 'NP', name: { bn: 'নেপাল', en: 'Nepal' } },
  { code: 'NZ', name: { bn: 'নিউজিল্যান্ড', en: 'New Zealand' } },
  { code: 'OM', name: { bn: 'ওমান', en: 'Oman' } },
  { code: 'PK', name: { bn: 'পাকিস্তান', en: 'Pakistan' } },
  { code: 'PS', name: { bn: 'ফিলিস্তিন', en: 'Palestine' } },
  { code: 'QA', name: { bn: 'কাতার', en: 'Qatar' } },
  { code: 'RU', name: { bn: 'রাশিয়া', en: 'Russia' } },
  { code: 'SA', name: { bn: 'সৌদি আরব', en: 'Saudi Arabia' } },
  { code: 'SG', name: { bn: 'সিঙ্গাপুর', en: 'Singapore' } },
  { code: 'ZA', name: { bn: 'দক্ষিণ আফ্রিকা', en: 'South Africa' } },
  { code: 'KR', name: { bn: 'দক্ষিণ কোরিয়া', en: 'South Korea' } },
  { code: 'ES', name: { bn: 'স্পেন', en: 'Spain' } },
  { code: 'LK', name: { bn: 'শ্রীলঙ্কা', en: 'Sri Lanka' } },
  { code: 'SE', name: { bn: 'সুইডেন', en: 'Sweden' } },
  { code: 'TH', name: { bn: 'থাইল্যান্ড', en: 'Thailand' } },
  { code: 'TR', name: { bn: 'তুরস্ক', en: 'Türkiye' } },
  { code: 'AE', name: { bn: 'সংযুক্ত আরব আমিরাত', en: 'United Arab Emirates' } },
  { code: 'GB', name: { bn: 'যুক্তরাজ্য', en: 'United Kingdom' } },
  { code: 'US', name: { bn: 'যুক্তরাষ্ট্র', en: 'United States' } },
];

/** Stored as NFC, like every other Bengali text the site serves. */
export const COUNTRIES: readonly Country[] = LIST.map((country) => ({ code: country.code, name: { bn: country.name.bn.normalize('NFC'), en: country.name.en } }));
