/** Story kits of the bigyan brand, by section slug (see kits/main.ts). */
import type { StoryKit } from '../types';

export const BIGYAN_KITS = {
  space: [
    { subject: { bn: ['উল্কাবৃষ্টি'], en: ['meteor shower'] }, headline: { bn: '{day} রাতে দেখা যাবে উল্কাবৃষ্টি, ঘণ্টায় {n}টি', en: 'Meteor shower on {day} night, up to {n} an hour' }, sentences: [
      { bn: '{day} রাতে আকাশে উল্কাবৃষ্টি দেখা যাবে, ঘণ্টায় {n}টি পর্যন্ত।', en: 'A meteor shower will light the sky on {day} night, with up to {n} meteors an hour.' },
      { bn: 'শহরের আলো থেকে দূরে গেলে ভালো দেখা যাবে।', en: 'It is best seen away from city lights.' },
      { bn: 'জ্যোতির্বিজ্ঞানী {person} বলেন, খালি চোখেই দেখা সম্ভব।', en: 'Astronomer {person} says no telescope is needed.' },
      { bn: 'মধ্যরাতের পর পূর্ব আকাশে তাকালে সবচেয়ে বেশি উল্কা চোখে পড়বে।', en: 'Look to the eastern sky after midnight to see the most meteors.' },
    ], tags: ['Stargazing', 'Astronomy'], picture: 'night-sky',
    quote: { text: { bn: 'একটা মাদুর আর একটু ধৈর্য নিয়ে ছাদে উঠুন, টেলিস্কোপ লাগবে না।', en: 'Take a mat and a little patience up to the roof; you will not need a telescope.' }, by: { bn: '{person}, জ্যোতির্বিজ্ঞানী', en: '{person}, astronomer' } } },
    { subject: { bn: ['টেলিস্কোপ'], en: ['telescope'] }, headline: { bn: '{place} জেলার স্কুলে এল প্রথম টেলিস্কোপ', en: 'First telescope arrives at a school in {place} district' }, sentences: [
      { bn: '{place} জেলার একটি স্কুলে প্রথমবারের মতো টেলিস্কোপ বসানো হয়েছে।', en: 'A school in {place} district has set up its first telescope.' },
      { bn: 'প্রথম রাতেই {n} শিক্ষার্থী চাঁদের গর্ত দেখেছে।', en: '{n} pupils saw the Moon’s craters on the first night.' },
      { bn: 'টেলিস্কোপটি দিয়েছে {org}।', en: 'The telescope was donated by {org}.' },
      { bn: 'স্কুলের বিজ্ঞান শিক্ষক {person} বলেন, এখন থেকে প্রতি মাসে একটি আকাশ দেখার রাত হবে।', en: 'Science teacher {person} says there will now be a stargazing night every month.' },
    ], tags: ['Astronomy', 'Solar system'], picture: 'night-sky',
    quote: { text: { bn: 'চাঁদের গর্ত নিজের চোখে দেখার পর কোনো শিশু আর বিজ্ঞানকে ভয় পায় না।', en: 'Once children have seen the Moon’s craters for themselves, science no longer frightens them.' }, by: { bn: '{person}, বিজ্ঞান শিক্ষক', en: '{person}, science teacher' } } },
    { subject: { bn: ['চন্দ্রগ্রহণ'], en: ['lunar eclipse'] }, headline: { bn: '{day} রাতে পূর্ণ চন্দ্রগ্রহণ, {place} জেলা থেকে দেখা যাবে সবচেয়ে ভালো', en: 'Total lunar eclipse on {day} night, best seen from {place} district' }, sentences: [
      { bn: '{day} রাতে দেশের সব জায়গা থেকে পূর্ণ চন্দ্রগ্রহণ দেখা যাবে, পূর্ণগ্রাস চলবে প্রায় এক ঘণ্টা।', en: 'A total lunar eclipse will be visible across the country on {day} night, with totality lasting about an hour.' },
      { bn: 'পৃথিবীর ছায়ায় ঢেকে চাঁদ তখন তামাটে লাল দেখাবে।', en: "Covered by Earth's shadow, the Moon will turn a coppery red." },
      { bn: 'সূর্যগ্রহণের মতো এতে চোখের কোনো ঝুঁকি নেই।', en: 'Unlike a solar eclipse, it is safe to watch with the naked eye.' },
      { bn: 'জ্যোতির্বিদ {person} বলেন, {place} জেলায় আকাশ পরিষ্কার থাকলে সবচেয়ে ভালো দেখা যাবে।', en: 'Astronomer {person} says the view will be best in {place} district if the sky stays clear.' },
    ], tags: ['Planets and stars', 'Stargazing'], picture: 'night-sky',
    quote: { text: { bn: 'চন্দ্রগ্রহণ ভয়ের কিছু নয়, প্রকৃতির সবচেয়ে সুন্দর ছায়ানাটক।', en: 'A lunar eclipse is nothing to fear; it is the most beautiful shadow play in nature.' }, by: { bn: '{person}, জ্যোতির্বিদ', en: '{person}, astronomer' } } },
    { subject: { bn: ['ন্যানো স্যাটেলাইট', 'স্যাটেলাইট'], en: ['satellite'] }, headline: { bn: 'শিক্ষার্থীদের বানানো ন্যানো স্যাটেলাইট যাবে মহাকাশে, প্রথম ছবি {place} জেলার নদীর', en: 'A student-built nano satellite heads to space; its first image will be of a river in {place} district' }, sentences: [
      { bn: 'দেশের একদল বিশ্ববিদ্যালয় শিক্ষার্থীর বানানো একটি ন্যানো স্যাটেলাইট মহাকাশে পাঠানো হবে।', en: 'A nano satellite built by a team of university students in Bangladesh is to be launched into space.' },
      { bn: 'মাত্র এক কেজি ওজনের স্যাটেলাইটটি নদীর পানির রং দেখে দূষণ মাপবে।', en: 'Weighing just one kilogram, the satellite will measure pollution from the colour of river water.' },
      { bn: 'দলের শিক্ষার্থীরা তিন বছর ধরে এর পেছনে কাজ করছেন।', en: 'The student team has worked on it for three years.' },
      { bn: 'দলনেতা {person} বলেন, উৎক্ষেপণের পর প্রথম ছবি আসবে {place} জেলার নদী থেকে।', en: 'Team leader {person} says the first image after launch will be of a river in {place} district.' },
    ], tags: ['Space research'], picture: 'laboratory',
    quote: { text: { bn: 'কক্ষপথ থেকে আমাদের প্রথম ছবিটা হবে নিজের দেশের নদীর।', en: 'The first picture we take from orbit will be of a river in our own country.' }, by: { bn: '{person}, দলনেতা', en: '{person}, team leader' } } },
    { subject: { bn: ['শুক্র', 'বৃহস্পতি'], en: ['Venus', 'Jupiter'] }, headline: { bn: 'সন্ধ্যার আকাশে পাশাপাশি শুক্র ও বৃহস্পতি, দেখা যাবে {day} পর্যন্ত', en: 'Venus and Jupiter side by side in the evening sky until {day}' }, sentences: [
      { bn: 'সন্ধ্যার পশ্চিম আকাশে এখন পাশাপাশি জ্বলজ্বল করছে শুক্র ও বৃহস্পতি গ্রহ।', en: 'Venus and Jupiter are now shining side by side in the western sky after sunset.' },
      { bn: 'দুই গ্রহের এমন কাছাকাছি আসা দেখা যায় কয়েক বছরে একবার।', en: 'The two planets come this close only once every few years.' },
      { bn: 'সাধারণ বাইনোকুলারে বৃহস্পতির চারটি উপগ্রহও চোখে পড়বে।', en: "Ordinary binoculars will show four of Jupiter's moons." },
      { bn: 'বিজ্ঞান বক্তা {person} বলেন, {place} জেলার খোলা মাঠ থেকে দৃশ্যটি সবচেয়ে সুন্দর।', en: 'Science communicator {person} says the sight is best from the open fields of {place} district.' },
    ], tags: ['Planets and stars', 'Solar system'], picture: 'night-sky',
    quote: { text: { bn: 'সন্ধ্যায় পশ্চিমে তাকালে যে দুটি উজ্জ্বল বাতি দেখবেন, তারা তারা নয়, গ্রহ।', en: 'The two bright lamps you see in the west at dusk are not stars but planets.' }, by: { bn: '{person}, বিজ্ঞান বক্তা', en: '{person}, science communicator' } } },
  ],
  'life-science': [
    { subject: { bn: ['ব্যাঙ'], en: ['frog'] }, headline: { bn: '{place} জেলার বনে নতুন প্রজাতির ব্যাঙ', en: 'New frog species found in the forests of {place} district' }, sentences: [
      { bn: '{place} জেলার বনে নতুন প্রজাতির একটি ব্যাঙ শনাক্ত করেছেন গবেষকেরা।', en: 'Researchers have identified a new species of frog in the forests of {place} district.' },
      { bn: 'ব্যাঙটি লম্বায় মাত্র দেড় সেন্টিমিটার।', en: 'The frog is just one and a half centimetres long.' },
      { bn: 'প্রধান গবেষক {person} বলেন, বন রক্ষা না হলে এরা হারিয়ে যাবে।', en: 'Lead researcher {person} says it will vanish unless the forest is protected.' },
      { bn: 'গবেষণাটি একটি আন্তর্জাতিক প্রাণিবিজ্ঞান সাময়িকীতে প্রকাশিত হয়েছে।', en: 'The research has been published in an international zoology journal.' },
    ], tags: ['Biodiversity', 'Wildlife'], picture: 'forest',
    quote: { text: { bn: 'যে বনে নতুন ব্যাঙ মেলে, সেই বন কেটে ফেললে আমরা না-জানা প্রাণও হারাই।', en: 'Cut down a forest where new frogs turn up, and we lose creatures we have not even met yet.' }, by: { bn: '{person}, প্রধান গবেষক', en: '{person}, lead researcher' } } },
    { subject: { bn: ['জিন', 'ধানের জাত'], en: ['gene', 'rice variety'] }, headline: { bn: 'লবণসহিষ্ণু ধানের জিন শনাক্ত, মাঠ পরীক্ষা {place} জেলায়', en: 'Salt-tolerance gene found in rice; field trials in {place} district' }, sentences: [
      { bn: 'লবণাক্ত মাটিতে টিকে থাকতে পারে এমন ধানের জাত তৈরিতে একটি জিন শনাক্ত করেছেন দেশের গবেষকেরা।', en: 'Scientists in Bangladesh have identified a gene that could help breed a rice variety that survives salty soil.' },
      { bn: 'গবেষণাগারে চারাগুলো দ্বিগুণ লবণেও বেঁচে আছে।', en: 'In the laboratory the seedlings survive twice the usual salt.' },
      { bn: 'উপকূলের কৃষকদের জন্য এটি বড় খবর।', en: 'It is big news for coastal farmers.' },
      { bn: 'উদ্ভিদবিজ্ঞানী {person} বলেন, মাঠ পরীক্ষা শুরু হবে {place} জেলায়।', en: 'Plant scientist {person} says field trials will begin in {place} district.' },
    ], tags: ['Genetics'], picture: 'laboratory',
    quote: { text: { bn: 'সমুদ্রের পানি যত ভেতরে ঢুকছে, লবণসহিষ্ণু ধান তত জরুরি হয়ে উঠছে।', en: 'The further the sea creeps inland, the more urgently we need salt-tolerant rice.' }, by: { bn: '{person}, উদ্ভিদবিজ্ঞানী', en: '{person}, plant scientist' } } },
    { subject: { bn: ['পরিযায়ী পাখি'], en: ['migratory bird'] }, headline: { bn: '{place} জেলার হাওরে ফিরেছে পরিযায়ী পাখি, শুরু হলো শুমারি', en: 'Migratory birds return to the wetlands of {place} district as the count begins' }, sentences: [
      { bn: 'শীত পড়তেই {place} জেলার হাওরে ফিরেছে পরিযায়ী পাখি, শুরু হয়েছে বার্ষিক পাখিশুমারি।', en: 'With winter, migratory birds have returned to the wetlands of {place} district, and the yearly bird count has begun.' },
      { bn: 'প্রথম দিনেই দেখা মিলেছে বিরল বেয়ারের ভুতিহাঁসের।', en: "On the first day the counters spotted the rare Baer's pochard." },
      { bn: 'সাইবেরিয়া ও মধ্য এশিয়া থেকে হাজার কিলোমিটার পাড়ি দিয়ে আসে এরা।', en: 'They fly thousands of kilometres from Siberia and Central Asia.' },
      { bn: 'গত বছরের তুলনায় কয়েকটি হাঁস প্রজাতির সংখ্যা কমেছে।', en: 'Several duck species are fewer than last year.' },
      { bn: 'পাখিবিদ {person} বলেন, হাওরে বিষটোপ দিয়ে পাখি শিকার এখনো বড় হুমকি।', en: 'Ornithologist {person} says poisoned bait used by poachers is still the biggest threat.' },
    ], tags: ['Wildlife', 'Biodiversity'], picture: 'river',
    quote: { text: { bn: 'পাখিগুলো হাজার মাইল পাড়ি দিয়ে আসে, আমাদের দায়িত্ব ওদের নিরাপদে ফিরতে দেওয়া।', en: 'These birds fly a thousand miles to get here; our duty is to let them go home safely.' }, by: { bn: '{person}, পাখিবিদ', en: '{person}, ornithologist' } } },
    { subject: { bn: ['ঘুম'], en: ['sleep'] }, headline: { bn: 'কিশোরদের ঘুম কমছে, {n} শিক্ষার্থীর ওপর গবেষণা', en: 'Teenagers are sleeping less, a study of {n} pupils finds' }, sentences: [
      { bn: 'দেশের কিশোর-কিশোরীরা রাতে গড়ে ছয় ঘণ্টারও কম ঘুমাচ্ছে বলে {n} শিক্ষার্থীর ওপর এক গবেষণায় দেখা গেছে।', en: 'Teenagers in Bangladesh sleep less than six hours a night on average, a study of {n} pupils has found.' },
      { bn: 'ঘুমানোর আগে মোবাইল ব্যবহারকেই প্রধান কারণ বলছেন গবেষকেরা।', en: 'Researchers blame phone use before bed above all.' },
      { bn: 'কম ঘুমে মনোযোগ ও স্মৃতিশক্তি দুটোই কমে।', en: 'Too little sleep harms both attention and memory.' },
      { bn: 'গবেষক {person} বলেন, শোবার এক ঘণ্টা আগে পর্দা বন্ধ করলেই অনেক উপকার মেলে।', en: 'Researcher {person} says switching off screens an hour before bed helps a great deal.' },
    ], tags: ['Human body'], picture: 'portrait',
    quote: { text: { bn: 'ঘুমের সময় মস্তিষ্ক সারা দিনের পড়া গুছিয়ে রাখে, তাই ঘুম কাটা মানে পড়াও কাটা।', en: "In sleep the brain files away the day's learning, so cutting sleep means cutting learning." }, by: { bn: '{person}, ঘুম গবেষক', en: '{person}, sleep researcher' } } },
    { subject: { bn: ['অ্যান্টিবায়োটিক'], en: ['antibiotic'] }, headline: { bn: 'নদীর পানিতে অ্যান্টিবায়োটিক-প্রতিরোধী জীবাণু, {place} জেলায় গবেষণা', en: 'Antibiotic-resistant bacteria found in river water in {place} district' }, sentences: [
      { bn: '{place} জেলার নদীর পানিতে অ্যান্টিবায়োটিক-প্রতিরোধী জীবাণু পেয়েছেন অণুজীববিজ্ঞানীরা।', en: 'Microbiologists have found antibiotic-resistant bacteria in river water in {place} district.' },
      { bn: '{n}টি নমুনার অর্ধেকেই এমন জীবাণু মিলেছে।', en: 'Half of the {n} samples contained such bacteria.' },
      { bn: 'হাসপাতাল ও খামারের অপরিশোধিত বর্জ্যকে দায়ী করা হচ্ছে।', en: 'Untreated waste from hospitals and farms is being blamed.' },
      { bn: 'অণুজীববিজ্ঞানী {person} বলেন, চিকিৎসকের পরামর্শ ছাড়া অ্যান্টিবায়োটিক খাওয়া বন্ধ করতে হবে।', en: "Microbiologist {person} says people must stop taking antibiotics without a doctor's advice." },
    ], tags: ['Microbes'], picture: 'laboratory',
    quote: { text: { bn: 'আজ যে অ্যান্টিবায়োটিক অকারণে খাচ্ছি, কাল সেটাই দরকারের সময় কাজ করবে না।', en: 'The antibiotic we take needlessly today is the one that will fail us when we need it.' }, by: { bn: '{person}, অণুজীববিজ্ঞানী', en: '{person}, microbiologist' } } },
  ],
  'tech-explained': [
    { subject: { bn: ['কৃত্রিম বুদ্ধিমত্তা'], en: ['artificial intelligence'] }, headline: { bn: 'কৃত্রিম বুদ্ধিমত্তা কীভাবে শেখে: সহজ কথায় বোঝালেন {person}', en: 'How artificial intelligence learns, explained simply by {person}' }, sentences: [
      { bn: 'কৃত্রিম বুদ্ধিমত্তা শেখে লাখো উদাহরণ দেখে, যেমন শিশু শেখে বারবার দেখে।', en: 'Artificial intelligence learns from millions of examples, much as a child learns by seeing things again and again.' },
      { bn: 'ভুল হলে যন্ত্রটি নিজের হিসাব একটু বদলায়।', en: 'When it gets something wrong, the machine adjusts its sums a little.' },
      { bn: 'কম্পিউটারবিজ্ঞানী {person} বলেন, তথ্য পক্ষপাতদুষ্ট হলে ফলও পক্ষপাতদুষ্ট হয়।', en: 'Computer scientist {person} says biased data gives biased results.' },
      { bn: 'তাই কোন তথ্যে যন্ত্রকে শেখানো হচ্ছে, সেটি জানা জরুরি।', en: 'That is why it matters to know what data a machine was taught with.' },
    ], tags: ['Artificial intelligence'], picture: 'laboratory',
    quote: { text: { bn: 'যন্ত্র আমাদেরই আয়না; তথ্যে পক্ষপাত থাকলে উত্তরেও পক্ষপাত থাকবে।', en: 'The machine is our mirror; if the data is biased, the answers will be too.' }, by: { bn: '{person}, কম্পিউটারবিজ্ঞানী', en: '{person}, computer scientist' } } },
    { subject: { bn: ['সৌরপ্যানেল'], en: ['solar panel'] }, headline: { bn: 'সৌরপ্যানেল যেভাবে রোদকে বিদ্যুৎ বানায়: {place} জেলার উদাহরণ', en: 'How a solar panel turns sunlight into power: an example from {place} district' }, sentences: [
      { bn: 'সৌরপ্যানেলের সিলিকন কোষে রোদ পড়লে ইলেকট্রন চলতে শুরু করে, তৈরি হয় বিদ্যুৎ।', en: 'When sunlight strikes the silicon cells of a solar panel, electrons start to flow and electricity is made.' },
      { bn: '{place} জেলার চরে এমন {n}টি প্যানেল একটি স্কুল চালাচ্ছে।', en: '{n} such panels power a school on a char in {place} district.' },
      { bn: 'মেঘলা দিনেও কিছু বিদ্যুৎ পাওয়া যায়।', en: 'They still make some power on cloudy days.' },
      { bn: 'প্রকৌশলী {person} বলেন, প্যানেলের ধুলা নিয়মিত মুছলে উৎপাদন অনেক বাড়ে।', en: 'Engineer {person} says wiping the dust off the panels regularly raises output a lot.' },
    ], tags: ['Renewable energy'], picture: 'paddy-field',
    quote: { text: { bn: 'চরের যে স্কুলে কখনো বিদ্যুতের লাইন যায়নি, সেখানে এখন রোদই বাতি জ্বালায়।', en: 'At a char school the grid never reached, the sun now lights the lamps.' }, by: { bn: '{person}, প্রকৌশলী', en: '{person}, engineer' } } },
    { subject: { bn: ['পাসওয়ার্ড'], en: ['password'] }, headline: { bn: 'শক্ত পাসওয়ার্ড কেন জরুরি: {n} সেকেন্ডে ভাঙে দুর্বলটি', en: 'Why a strong password matters: a weak one falls in {n} seconds' }, sentences: [
      { bn: 'ছোট ও সহজ পাসওয়ার্ড কম্পিউটার মাত্র {n} সেকেন্ডেই অনুমান করে ফেলতে পারে।', en: 'A short, simple password can be guessed by a computer in just {n} seconds.' },
      { bn: 'চারটি এলোমেলো শব্দ জুড়ে বানানো লম্বা পাসওয়ার্ড ভাঙতে লাগে বহু বছর।', en: 'A long password made of four random words would take many years to crack.' },
      { bn: 'প্রতিটি অ্যাকাউন্টে আলাদা পাসওয়ার্ড রাখাও সমান জরুরি।', en: 'It matters just as much to use a different password for every account.' },
      { bn: 'সাইবার নিরাপত্তা বিশেষজ্ঞ {person} দুই ধাপের যাচাই চালু রাখার পরামর্শ দেন।', en: 'Cybersecurity expert {person} advises turning on two-step verification.' },
    ], tags: ['Cybersecurity'], picture: 'laboratory',
    quote: { text: { bn: 'জন্মতারিখ দিয়ে পাসওয়ার্ড বানানো মানে দরজার চাবি পাপোশের নিচে রেখে যাওয়া।', en: 'Making your birthday your password is like leaving the door key under the mat.' }, by: { bn: '{person}, সাইবার নিরাপত্তা বিশেষজ্ঞ', en: '{person}, cybersecurity expert' } } },
    { subject: { bn: ['ব্যাটারি'], en: ['battery'] }, headline: { bn: 'স্মার্টফোনের ব্যাটারি ভালো রাখবেন যেভাবে: পরামর্শ দিলেন {person}', en: 'How to keep a smartphone battery healthy: advice from {person}' }, sentences: [
      { bn: 'স্মার্টফোনের লিথিয়াম-আয়ন ব্যাটারি শূন্যে নামার আগেই চার্জ দেওয়া ভালো।', en: 'A smartphone’s lithium-ion battery is best charged before it runs down to zero.' },
      { bn: 'সারা রাত চার্জে রাখা আর রোদে ফেলে রাখা দুটোই ব্যাটারির আয়ু কমায়।', en: 'Charging all night and leaving the phone in the sun both shorten battery life.' },
      { bn: 'বিশেষজ্ঞদের মতে, চার্জ ২০ থেকে ৮০ শতাংশের মধ্যে রাখাই আদর্শ।', en: 'Experts say keeping the charge between 20 and 80 per cent is ideal.' },
      { bn: 'মোবাইল প্রকৌশলী {person} বলেন, নকল চার্জার সবচেয়ে বেশি ক্ষতি করে।', en: 'Mobile engineer {person} says fake chargers do the most damage.' },
    ], tags: ['Smartphones'], picture: 'laboratory',
    quote: { text: { bn: 'সস্তা নকল চার্জারে কয়েকশ টাকা বাঁচে, কিন্তু ফোনের ব্যাটারি যায়।', en: 'A cheap fake charger saves a few hundred taka and costs you the battery.' }, by: { bn: '{person}, মোবাইল প্রকৌশলী', en: '{person}, mobile engineer' } } },
    { subject: { bn: ['রোবট'], en: ['robot'] }, headline: { bn: 'কারখানার রোবট কীভাবে দেখে ও ধরে: {place} জেলার একটি পোশাক কারখানা থেকে', en: 'How a factory robot sees and grips: from a garment factory in {place} district' }, sentences: [
      { bn: 'কারখানার রোবট ক্যামেরায় জিনিস চিনে নেয়, তারপর সেন্সরের সাহায্যে মেপে ধরে।', en: 'A factory robot recognises things with a camera, then uses sensors to judge how to grip them.' },
      { bn: '{place} জেলার একটি পোশাক কারখানায় {n}টি রোবট কাপড় ভাঁজ করছে।', en: '{n} robots fold fabric at a garment factory in {place} district.' },
      { bn: 'ভারী ও একঘেয়ে কাজ রোবট নেওয়ায় শ্রমিকেরা মান যাচাইয়ের কাজ শিখছেন।', en: 'With robots taking on heavy, repetitive work, the workers are learning quality control.' },
      { bn: 'রোবটিকস প্রকৌশলী {person} বলেন, রোবট চালাতেও দক্ষ মানুষ লাগে।', en: 'Robotics engineer {person} says it takes skilled people to run robots too.' },
    ], tags: ['Robotics'], picture: 'factory',
    quote: { text: { bn: 'রোবট কাজ কেড়ে নেয় না, কাজের ধরন বদলে দেয়; তাই নতুন দক্ষতা শেখাই পথ।', en: 'Robots do not take jobs away; they change them, so learning new skills is the way forward.' }, by: { bn: '{person}, রোবটিকস প্রকৌশলী', en: '{person}, robotics engineer' } } },
  ],
} satisfies Record<string, readonly StoryKit[]>;
