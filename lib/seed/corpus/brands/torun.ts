/**
 * Section phrase banks of Torun Tori, the youth magazine for teenagers. Roles of {person}:
 * school-life = headteacher, skills = career counsellor, creative-corner = children's author.
 */
import type { SectionCorpus } from '../types';
import { TORUN_KITS } from '../kits/torun';

export const TORUN_SECTIONS: readonly SectionCorpus[] = [
  {
    slug: 'school-life',
    name: { bn: 'স্কুলজীবন', en: 'School life' },
    color: '#1e40af',
    children: [
      { slug: 'school-life-exams', name: { bn: 'পড়াশোনা ও পরীক্ষা', en: 'Study and exams' } },
      { slug: 'school-life-clubs', name: { bn: 'ক্লাব ও সহশিক্ষা', en: 'Clubs and activities' } },
    ],
    kits: TORUN_KITS['school-life'],
    tags: [
      { bn: 'স্কুলজীবন', en: 'School life' },
      { bn: 'পরীক্ষার প্রস্তুতি', en: 'Exam preparation' },
      { bn: 'সহশিক্ষা কার্যক্রম', en: 'Co-curricular activities' },
      { bn: 'শিক্ষার্থী', en: 'Students' },
      { bn: 'মানসিক স্বাস্থ্য', en: 'Mental health' },
    ],
  },
  {
    slug: 'skills',
    name: { bn: 'দক্ষতা ও ক্যারিয়ার', en: 'Skills and careers' },
    color: '#047857',
    children: [
      { slug: 'skills-careers', name: { bn: 'ক্যারিয়ার ভাবনা', en: 'Career ideas' } },
      { slug: 'skills-digital', name: { bn: 'ডিজিটাল দক্ষতা', en: 'Digital skills' } },
    ],
    kits: TORUN_KITS.skills,
    tags: [
      { bn: 'ক্যারিয়ার', en: 'Career' },
      { bn: 'দক্ষতা উন্নয়ন', en: 'Skills development' },
      { bn: 'কোডিং', en: 'Coding' },
      { bn: 'কারিগরি শিক্ষা', en: 'Technical education' },
      { bn: 'উদ্যোক্তা', en: 'Entrepreneurship' },
    ],
  },
  {
    slug: 'creative-corner',
    name: { bn: 'সৃজনশীল কোণ', en: 'Creative corner' },
    color: '#9d174d',
    children: [
      { slug: 'creative-corner-stories', name: { bn: 'গল্প ও কবিতা', en: 'Stories and poems' } },
      { slug: 'creative-corner-art', name: { bn: 'আঁকা ও আলোকচিত্র', en: 'Art and photography' } },
    ],
    kits: TORUN_KITS['creative-corner'],
    tags: [
      { bn: 'গল্প', en: 'Short stories' },
      { bn: 'কবিতা', en: 'Poetry' },
      { bn: 'আঁকাআঁকি', en: 'Drawing' },
      { bn: 'তরুণ লেখক', en: 'Young writers' },
      { bn: 'আলোকচিত্র', en: 'Photography' },
    ],
  },
];
