/** Story kits of the bigyan brand, by section slug (see kits/main.ts). */
import type { StoryKit } from '../types';

export const BIGYAN_KITS = {
  space: [
    { subject: { bn: ['উল্কাবৃষ্টি'], en: ['meteor shower'] }, headline: { bn: '{day} রাতে দেখা যাবে উল্কাবৃষ্টি, ঘণ্টায় {n}টি', en: 'Meteor shower on {day} night, up to {n} an hour' }, sentences: [
      { bn: '{day} রাতে আকাশে উল্কাবৃষ্টি দেখা যাবে, ঘণ্টায় {n}টি পর্যন্ত।', en: 'A meteor shower will light the sky on {day} night, with up to {n} meteors an hour.' },
      { bn: 'শহরের আলো থেকে দূরে গেলে ভালো দেখা যাবে।', en: 'It is best seen away from city lights.' },
      { bn: 'জ্যোতির্বিজ্ঞানী {person} বলেন, খালি চোখেই দেখা সম্ভব।', en: 'Astronomer {person} says no telescope is needed.' },
    ], tags: ['Stargazing', 'Astronomy'], picture: 'night-sky' },
    { subject: { bn: ['টেলিস্কোপ'], en: ['telescope'] }, headline: { bn: '{place} জেলার স্কুলে এল প্রথম টেলিস্কোপ', en: 'First telescope arrives at a school in {place} district' }, sentences: [
      { bn: '{place} জেলার একটি স্কুলে প্রথমবারের মতো টেলিস্কোপ বসানো হয়েছে।', en: 'A school in {place} district has set up its first telescope.' },
      { bn: 'প্রথম রাতেই {n} শিক্ষার্থী চাঁদের গর্ত দেখেছে।', en: '{n} pupils saw the Moon’s craters on the first night.' },
      { bn: 'টেলিস্কোপটি দিয়েছে {org}।', en: 'The telescope was donated by {org}.' },
    ], tags: ['Astronomy', 'Solar system'], picture: 'night-sky' },
  ],
  'life-science': [
    { subject: { bn: ['ব্যাঙ'], en: ['frog'] }, headline: { bn: '{place} জেলার বনে নতুন প্রজাতির ব্যাঙ', en: 'New frog species found in the forests of {place} district' }, sentences: [
      { bn: '{place} জেলার বনে নতুন প্রজাতির একটি ব্যাঙ শনাক্ত করেছেন গবেষকেরা।', en: 'Researchers have identified a new species of frog in the forests of {place} district.' },
      { bn: 'ব্যাঙটি লম্বায় মাত্র {n} মিলিমিটার।', en: 'The frog is only {n} millimetres long.' },
      { bn: 'প্রধান গবেষক {person} বলেন, বন রক্ষা না হলে এরা হারিয়ে যাবে।', en: 'Lead researcher {person} says it will vanish unless the forest is protected.' },
    ], tags: ['Biodiversity', 'Wildlife'], picture: 'forest' },
    { subject: { bn: ['জিন', 'ধানের জাত'], en: ['gene', 'rice variety'] }, headline: { bn: 'লবণসহিষ্ণু ধানের জিন শনাক্ত, {n} মৌসুম পর মাঠে', en: 'Salt-tolerance gene found in rice, in the fields in {n} seasons' }, sentences: [
      { bn: 'লবণাক্ত মাটিতে টিকে থাকতে পারে এমন ধানের জাত তৈরিতে একটি জিন শনাক্ত করেছেন দেশের গবেষকেরা।', en: 'Scientists in Bangladesh have identified a gene that could help breed a rice variety that survives salty soil.' },
      { bn: 'গবেষণাগারে চারাগুলো দ্বিগুণ লবণেও বেঁচে আছে।', en: 'In the laboratory the seedlings survive twice the usual salt.' },
      { bn: 'উপকূলের কৃষকদের জন্য এটি বড় খবর।', en: 'It is big news for coastal farmers.' },
    ], tags: ['Genetics'], picture: 'laboratory' },
  ],
  'tech-explained': [
    { subject: { bn: ['কৃত্রিম বুদ্ধিমত্তা'], en: ['artificial intelligence'] }, headline: { bn: 'কৃত্রিম বুদ্ধিমত্তা কীভাবে শেখে: {n} মিনিটে বুঝুন', en: 'How artificial intelligence learns, explained in {n} minutes' }, sentences: [
      { bn: 'কৃত্রিম বুদ্ধিমত্তা শেখে লাখো উদাহরণ দেখে, যেমন শিশু শেখে বারবার দেখে।', en: 'Artificial intelligence learns from millions of examples, much as a child learns by seeing things again and again.' },
      { bn: 'ভুল হলে যন্ত্রটি নিজের হিসাব একটু বদলায়।', en: 'When it gets something wrong, the machine adjusts its sums a little.' },
      { bn: 'কম্পিউটারবিজ্ঞানী {person} বলেন, তথ্য পক্ষপাতদুষ্ট হলে ফলও পক্ষপাতদুষ্ট হয়।', en: 'Computer scientist {person} says biased data gives biased results.' },
    ], tags: ['Artificial intelligence'], picture: 'laboratory' },
    { subject: { bn: ['সৌরপ্যানেল'], en: ['solar panel'] }, headline: { bn: 'সৌরপ্যানেল যেভাবে রোদকে বিদ্যুৎ বানায়: {place} জেলার উদাহরণ', en: 'How a solar panel turns sunlight into power: an example from {place} district' }, sentences: [
      { bn: 'সৌরপ্যানেলের সিলিকন কোষে রোদ পড়লে ইলেকট্রন চলতে শুরু করে, তৈরি হয় বিদ্যুৎ।', en: 'When sunlight strikes the silicon cells of a solar panel, electrons start to flow and electricity is made.' },
      { bn: '{place} জেলার চরে এমন {n}টি প্যানেল একটি স্কুল চালাচ্ছে।', en: '{n} such panels power a school on a char in {place} district.' },
      { bn: 'মেঘলা দিনেও কিছু বিদ্যুৎ পাওয়া যায়।', en: 'They still make some power on cloudy days.' },
    ], tags: ['Renewable energy'], picture: 'paddy-field' },
  ],
} satisfies Record<string, readonly StoryKit[]>;
