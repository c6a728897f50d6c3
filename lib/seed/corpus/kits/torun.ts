/** Story kits of the torun brand, by section slug (see kits/main.ts). */
import type { StoryKit } from '../types';

export const TORUN_KITS = {
  'school-life': [
    { subject: { bn: ['বিজ্ঞানমেলা'], en: ['science fair'] }, headline: { bn: '{n} দলের অংশগ্রহণে {place} জেলায় স্কুল বিজ্ঞানমেলা', en: 'School science fair in {place} district draws {n} teams' }, sentences: [
      { bn: '{place} জেলার স্কুল বিজ্ঞানমেলায় {n}টি দল নিজেদের প্রকল্প দেখিয়েছে।', en: '{n} teams showed their projects at the school science fair in {place} district.' },
      { bn: 'সেরা হয়েছে বৃষ্টির পানি ধরে রাখার একটি সহজ যন্ত্র।', en: 'A simple rainwater-harvesting device won first prize.' },
      { bn: 'প্রধান শিক্ষক {person} বলেন, হাতে-কলমে শেখাই আসল শেখা।', en: 'Headteacher {person} said learning by doing is real learning.' },
    ], tags: ['Students', 'Co-curricular activities'], picture: 'classroom' },
    { subject: { bn: ['বিতর্ক'], en: ['debat'] }, headline: { bn: '{place} জেলার স্কুলগুলোতে ফিরল আন্তঃস্কুল বিতর্ক', en: 'Inter-school debating returns to {place} district' }, sentences: [
      { bn: 'পাঁচ বছর পর {place} জেলায় আবার আন্তঃস্কুল বিতর্ক প্রতিযোগিতা শুরু হয়েছে।', en: 'Inter-school debating has returned to {place} district after five years.' },
      { bn: 'প্রথম দিনে {n}টি স্কুলের দল অংশ নেয়।', en: 'Teams from {n} schools took part on the first day.' },
      { bn: 'চূড়ান্ত পর্ব হবে {day}।', en: 'The final will be held on {day}.' },
    ], tags: ['School life', 'Co-curricular activities'], picture: 'classroom' },
  ],
  skills: [
    { subject: { bn: ['কম্পিউটার'], en: ['computer'] }, headline: { bn: '{place} জেলায় কিশোরদের জন্য {day} থেকে বিনা মূল্যে কম্পিউটার প্রশিক্ষণ', en: 'Free computer training for teenagers in {place} district from {day}' }, sentences: [
      { bn: '{day} থেকে {place} জেলায় কিশোর-কিশোরীদের বিনা মূল্যে কম্পিউটার প্রশিক্ষণ দেবে {org}।', en: '{org} will give teenagers in {place} district free computer training from {day}.' },
      { bn: 'প্রথম দফায় সুযোগ পাবে {n} জন।', en: '{n} will get places in the first round.' },
      { bn: 'কোর্সে থাকবে টাইপিং, স্প্রেডশিট ও প্রাথমিক কোডিং।', en: 'The course covers typing, spreadsheets and basic coding.' },
    ], tags: ['Skills development', 'Coding'], picture: 'classroom' },
    { subject: { bn: ['রোবট'], en: ['robot'] }, headline: { bn: '{place} শহরের কিশোরীরা শিখছে রোবট বানানো', en: 'Teenage girls in {place} town are learning to build robots' }, sentences: [
      { bn: '{place} শহরের {n} জন কিশোরী সপ্তাহে দুই দিন রোবট বানানো শিখছে।', en: '{n} teenage girls in {place} town are learning to build robots two days a week.' },
      { bn: 'তাদের প্রথম রোবট ঘরের মেঝে পরিষ্কার করতে পারে।', en: 'Their first robot can clean a floor.' },
      { bn: 'প্রশিক্ষক {person} বলেন, মেয়েরা প্রযুক্তিতে কারও চেয়ে পিছিয়ে নেই।', en: 'Trainer {person} says girls are behind no one in technology.' },
    ], tags: ['Technical education', 'Coding'], picture: 'laboratory' },
  ],
  'creative-corner': [
    { subject: { bn: ['আঁকা', 'চিত্রাঙ্কন'], en: ['drawing', 'art'] }, headline: { bn: '{place} জেলায় শিশু-কিশোরদের চিত্রাঙ্কন প্রতিযোগিতায় {n} জন', en: '{n} young artists at a drawing contest in {place} district' }, sentences: [
      { bn: '{place} জেলায় শিশু-কিশোরদের চিত্রাঙ্কন প্রতিযোগিতায় {n} জন অংশ নিয়েছে।', en: '{n} children and teenagers entered a drawing contest in {place} district.' },
      { bn: 'বিষয় ছিল “আমার গ্রাম”।', en: 'The theme was "My village".' },
      { bn: 'সেরা ছবিগুলো নিয়ে প্রদর্শনী হবে {day}।', en: 'The best pictures will be exhibited on {day}.' },
    ], tags: ['Drawing'], picture: 'paddy-field' },
    { subject: { bn: ['গল্প'], en: ['story', 'stories'] }, headline: { bn: 'তরুণ লেখকদের গল্প লেখা প্রতিযোগিতায় {n}টি গল্প', en: '{n} stories entered in a young writers’ contest' }, sentences: [
      { bn: 'তরুণ লেখকদের গল্প লেখা প্রতিযোগিতায় এবার জমা পড়েছে {n}টি গল্প।', en: '{n} stories have been entered in this year’s young writers’ contest.' },
      { bn: 'বিজয়ী গল্পটি {place} জেলার এক কিশোরীর লেখা, বন্যার রাত নিয়ে।', en: 'The winning story, about a night of floods, is by a teenage girl from {place} district.' },
      { bn: 'শিশুসাহিত্যিক {person} বলেন, লেখাগুলো সাহসী ও সৎ।', en: "Children's author {person} called the entries brave and honest." },
    ], tags: ['Short stories', 'Young writers'], picture: 'portrait' },
  ],
} satisfies Record<string, readonly StoryKit[]>;
