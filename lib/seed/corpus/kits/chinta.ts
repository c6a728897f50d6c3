/** Story kits of the chinta brand, by section slug (see kits/main.ts). */
import type { StoryKit } from '../types';

export const CHINTA_KITS = {
  essays: [
    { subject: { bn: ['যৌথ পরিবার'], en: ['joint famil'] }, headline: { bn: '{person}-এর প্রবন্ধ: যৌথ পরিবার ভাঙার পর', en: "{person}'s essay: after the joint family" }, sentences: [
      { bn: 'যৌথ পরিবার ভেঙে যাওয়ায় শহরের শিশুরা দাদা-দাদির গল্প থেকে বঞ্চিত হচ্ছে।', en: 'As joint families break up, city children are losing their grandparents’ stories.' },
      { bn: 'আবার ছোট পরিবারে নারীর মতামতের জায়গাও বেড়েছে।', en: 'Yet smaller families have also given women more say.' },
      { bn: 'প্রাবন্ধিক {person} মনে করেন, দুটো সত্যই একসঙ্গে মানতে হবে।', en: 'Essayist {person} argues that both truths have to be accepted together.' },
      { bn: 'প্রশ্নটা তাই হারানো নয়, নতুন বন্ধন গড়ার।', en: 'So the question is not what is lost but how to build new bonds.' },
    ], tags: ['Family', 'Social thought'], picture: 'portrait',
    quote: { text: { bn: 'পরিবার ছোট হয়েছে বলে ভালোবাসা ছোট হওয়ার কোনো কারণ নেই।', en: 'There is no reason love should shrink just because families have.' }, by: { bn: '{person}, প্রাবন্ধিক', en: '{person}, essayist' } } },
    { subject: { bn: ['নগর', 'শহর'], en: ['city'] }, headline: { bn: 'নগরজীবনের নিঃসঙ্গতা: {place} শহরের {n} জনের কথা', en: 'Loneliness in the city: {n} voices from {place} town' }, sentences: [
      { bn: 'নগর বড় হচ্ছে, কিন্তু প্রতিবেশীকে চেনেন না {place} শহরের অনেক মানুষ।', en: 'The city grows, yet many people in {place} town do not know their neighbours.' },
      { bn: 'আড্ডার জায়গা কমে যাওয়াকে দায়ী করছেন অনেকে।', en: 'Many blame the loss of places to gather and talk.' },
      { bn: 'সমাজবিজ্ঞানী {person} বলেন, ফ্ল্যাটবাড়ির দরজা বন্ধ থাকে, মনও।', en: 'Sociologist {person} says that in blocks of flats the doors stay shut, and so do hearts.' },
      { bn: 'পাড়ার পাঠাগার ও মাঠ ফেরানোই হয়তো প্রথম ধাপ।', en: 'Bringing back neighbourhood libraries and playgrounds may be the first step.' },
    ], tags: ['City life', 'Social thought'], picture: 'city-street',
    quote: { text: { bn: 'আমরা একই সিঁড়ি দিয়ে ওঠানামা করি, অথচ পাশের দরজার মানুষটির নাম জানি না।', en: 'We climb the same stairs every day and still do not know the name of the person next door.' }, by: { bn: '{person}, সমাজবিজ্ঞানী', en: '{person}, sociologist' } } },
    { subject: { bn: ['প্রজন্ম'], en: ['generation'] }, headline: { bn: 'দুই প্রজন্মের দূরত্ব কমাবে কে? {person}-এর প্রবন্ধ', en: 'Who will close the gap between two generations? An essay by {person}' }, sentences: [
      { bn: 'মা-বাবা আর সন্তানের দুই প্রজন্ম এখন দুই ভিন্ন ভাষায় কথা বলে।', en: 'Parents and children now speak the languages of two different generations.' },
      { bn: 'একজনের কাছে যা সময় নষ্ট, অন্যজনের কাছে তা-ই বন্ধুত্বের জায়গা।', en: 'What one calls a waste of time, the other calls the place where friends are.' },
      { bn: 'প্রাবন্ধিক {person} মনে করেন, দোষারোপ নয়, কৌতূহলই দূরত্ব কমায়।', en: 'Essayist {person} argues that curiosity, not blame, is what narrows the distance.' },
      { bn: 'সপ্তাহে এক বেলা একসঙ্গে খাওয়াও হতে পারে শুরু।', en: 'Even one shared meal a week could be a start.' },
    ], tags: ['Generation gap', 'Family'], picture: 'portrait',
    quote: { text: { bn: 'সন্তানের পৃথিবী বুঝতে চাইলে আগে তার প্রিয় গানটা একবার মন দিয়ে শুনুন।', en: "If you want to understand your child's world, first listen properly to their favourite song." }, by: { bn: '{person}, প্রাবন্ধিক', en: '{person}, essayist' } } },
    { subject: { bn: ['উৎসব'], en: ['festival'] }, headline: { bn: 'উৎসব কি শুধুই কেনাকাটার? {place} শহরের অভিজ্ঞতা', en: 'Is a festival only about shopping? Lessons from {place} town' }, sentences: [
      { bn: 'উৎসব এলেই {place} শহরের বিপণিবিতানে উপচে পড়া ভিড়, অথচ পাড়ার মিলনমেলা ফাঁকা।', en: 'Every festival the shopping malls of {place} town overflow, while the neighbourhood gatherings stand empty.' },
      { bn: 'বাজার উৎসবকে দখল করে নিচ্ছে কি না, সেই প্রশ্ন উঠছে।', en: 'People are asking whether the market has taken the festival over.' },
      { bn: 'সংস্কৃতিকর্মী {person} বলেন, উৎসবের প্রাণ ভাগ করে নেওয়ায়, কেনায় নয়।', en: 'Cultural activist {person} says the soul of a festival lies in sharing, not in buying.' },
      { bn: 'কোনো কোনো পাড়ায় ফিরছে হাতে বানানো উপহার বিনিময়ের রেওয়াজ।', en: 'In some neighbourhoods the custom of swapping handmade gifts is coming back.' },
    ], tags: ['Culture debate', 'Social thought'], picture: 'market',
    quote: { text: { bn: 'নতুন জামার গন্ধ দুদিনে মিলিয়ে যায়, একসঙ্গে কাটানো সন্ধ্যা থেকে যায় সারা জীবন।', en: 'The smell of new clothes fades in two days; an evening spent together stays for life.' }, by: { bn: '{person}, সংস্কৃতিকর্মী', en: '{person}, cultural activist' } } },
    { subject: { bn: ['যানজট'], en: ['traffic'] }, headline: { bn: 'যানজটে হারানো সময়: {place} শহরে দিনে {n} মিনিট', en: 'Time lost to traffic: {n} minutes a day in {place} town' }, sentences: [
      { bn: '{place} শহরের একজন চাকরিজীবী যানজটে দিনে গড়ে {n} মিনিট হারান বলে এক জরিপে উঠে এসেছে।', en: 'A survey finds that an office worker in {place} town loses {n} minutes a day on average to traffic.' },
      { bn: 'এই সময় কেড়ে নিচ্ছে পরিবার, বিশ্রাম আর পড়ার অবসর।', en: 'It is time taken from family, rest and reading.' },
      { bn: 'নগর পরিকল্পনাবিদ {person} বলেন, হাঁটার উপযোগী পাড়া গড়াই দীর্ঘমেয়াদি সমাধান।', en: 'Urban planner {person} says walkable neighbourhoods are the long-term answer.' },
      { bn: 'লেখকের প্রশ্ন, উন্নয়নের হিসাবে এই হারানো সময়ের দাম কে ধরবে?', en: 'The writer asks who will put a price on this lost time when development is measured.' },
    ], tags: ['City life'], picture: 'city-street',
    quote: { text: { bn: 'যে শহরে মানুষ হেঁটে অফিসে যেতে পারে, সেই শহরেই মানুষ সন্ধ্যায় বাড়ি ফিরে হাসে।', en: 'In a city where people can walk to work, people come home smiling in the evening.' }, by: { bn: '{person}, নগর পরিকল্পনাবিদ', en: '{person}, urban planner' } } },
  ],
  'literature-thought': [
    { subject: { bn: ['অনুবাদ'], en: ['translation'] }, headline: { bn: 'অনুবাদে বাংলা সাহিত্যের {n} বছর', en: '{n} years of Bengali literature in translation' }, sentences: [
      { bn: 'অনুবাদের পথেই বাংলা সাহিত্য পৌঁছেছে বিশ্বের পাঠকের কাছে।', en: 'It is through translation that Bengali literature has reached readers around the world.' },
      { bn: 'তবু ভালো অনুবাদকের সংখ্যা হাতে গোনা।', en: 'Yet good translators can be counted on one hand.' },
      { bn: 'সমালোচক {person} বলেন, অনুবাদককে লেখকের মর্যাদা দিতে হবে।', en: 'Critic {person} says translators must be treated as writers.' },
      { bn: 'বিশ্ববিদ্যালয়ে অনুবাদ পড়ানোর দাবিও জোরালো হচ্ছে।', en: 'Calls to teach translation at universities are growing louder.' },
    ], tags: ['Translation', 'Literary criticism'], picture: 'portrait',
    quote: { text: { bn: 'অনুবাদক শুধু শব্দ বদলান না, একটি সংস্কৃতিকে আরেকটি ভাষায় বাঁচিয়ে রাখেন।', en: 'A translator does not just swap words; they keep a culture alive in another language.' }, by: { bn: '{person}, সাহিত্য সমালোচক', en: '{person}, literary critic' } } },
    { subject: { bn: ['বইমেলা'], en: ['book fair'] }, headline: { bn: '{place} বইমেলায় এবার {n}টি নতুন বই', en: '{n} new books at the {place} book fair' }, sentences: [
      { bn: '{place} বইমেলায় এবার স্থানীয় লেখকদের {n}টি নতুন বই এসেছে।', en: '{n} new books by local writers are out at the {place} book fair this year.' },
      { bn: 'কবিতার বই সবচেয়ে বেশি।', en: 'Most are books of poetry.' },
      { bn: 'মেলার আহ্বায়ক {person} বলেন, তরুণ পাঠকের ভিড় এবার চোখে পড়ার মতো।', en: 'Fair convenor {person} says the crowds of young readers are remarkable this year.' },
      { bn: 'মেলা চলবে {day} পর্যন্ত।', en: 'The fair runs until {day}.' },
    ], tags: ['Book fair', 'Poetry'], picture: 'crowd',
    quote: { text: { bn: 'যে মেলায় তরুণেরা বই হাতে সেলফি তোলে, সেই মেলা নিয়ে হতাশ হওয়ার কিছু নেই।', en: 'A fair where young people take selfies holding books is no cause for despair.' }, by: { bn: '{person}, বইমেলার আহ্বায়ক', en: '{person}, book fair convenor' } } },
    { subject: { bn: ['কবি'], en: ['poet'] }, headline: { bn: 'গ্রামের কবি {person}: {n} বছরের লেখা প্রথম বই হয়ে এল', en: 'Village poet {person}: {n} years of writing becomes a first book' }, sentences: [
      { bn: '{place} জেলার এক গ্রামের কবি {person}-এর কবিতা প্রথমবারের মতো বই হয়ে বেরিয়েছে।', en: 'The poems of {person}, a poet from a village in {place} district, have come out as a book for the first time.' },
      { bn: 'সারা জীবন কৃষিকাজের ফাঁকে খাতায় লিখে রেখেছিলেন কবিতাগুলো।', en: 'The poems were written in notebooks between days of farm work over a lifetime.' },
      { bn: 'কবিতায় ধরা আছে নদীভাঙন, ধানকাটা আর মেলার দিন।', en: 'They tell of river erosion, harvest time and fair days.' },
      { bn: 'সমালোচকেরা বলছেন, এই সরল ভাষাই এদের শক্তি।', en: 'Critics say the plain language is their strength.' },
    ], tags: ['Poetry', 'Literary criticism'], picture: 'paddy-field',
    quote: { text: { bn: 'লাঙল আর কলম দুটোই মাটির কাছাকাছি থাকে, তাই আমার কবিতায় মাটির গন্ধ।', en: 'The plough and the pen both stay close to the soil, so my poems smell of earth.' }, by: { bn: '{person}, কবি', en: '{person}, poet' } } },
    { subject: { bn: ['মুক্তচিন্তা', 'প্রশ্ন'], en: ['free thought', 'question'] }, headline: { bn: 'প্রশ্ন করার স্বাধীনতা: {place} শহরে মুক্তচিন্তা নিয়ে আলোচনা', en: 'The freedom to question: a discussion on free thought in {place} town' }, sentences: [
      { bn: 'প্রশ্ন করার স্বাধীনতা নিয়ে {place} শহরে মুক্তচিন্তা বিষয়ক এক আলোচনায় অংশ নেন {n} জন শিক্ষার্থী।', en: '{n} students joined a discussion on free thought and the freedom to question in {place} town.' },
      { bn: 'আলোচকেরা বলেন, ভিন্নমতকে জায়গা না দিলে জ্ঞান এগোয় না।', en: 'Speakers said knowledge cannot advance without room for dissent.' },
      { bn: 'দর্শনের অধ্যাপক {person} সক্রেটিসের প্রশ্নোত্তর পদ্ধতির উদাহরণ দেন।', en: 'Philosophy professor {person} gave the example of the Socratic method.' },
      { bn: 'আয়োজকেরা প্রতি মাসে এমন আলোচনার কথা জানিয়েছেন।', en: 'The organisers plan to hold such a discussion every month.' },
    ], tags: ['Free thought'], picture: 'meeting',
    quote: { text: { bn: 'যে সমাজে ছাত্র শিক্ষককে প্রশ্ন করতে ভয় পায়, সেখানে জ্ঞান থেমে থাকে।', en: 'Where a student is afraid to question the teacher, knowledge stands still.' }, by: { bn: '{person}, দর্শনের অধ্যাপক', en: '{person}, professor of philosophy' } } },
    { subject: { bn: ['উপন্যাস'], en: ['novel'] }, headline: { bn: '{person}-এর নতুন উপন্যাস: নদীভাঙা মানুষের {n} বছরের গল্প', en: "{person}'s new novel: {n} years in the lives of people who lost their land to the river" }, sentences: [
      { bn: 'কথাসাহিত্যিক {person}-এর নতুন উপন্যাস নদীভাঙনে ভিটেহারা মানুষের গল্প।', en: "Novelist {person}'s new novel tells the story of people who lost their homes to river erosion." },
      { bn: 'কাহিনি এগিয়েছে {place} জেলার এক চরকে ঘিরে।', en: 'The story unfolds around a char in {place} district.' },
      { bn: 'লেখার আগে লেখক দুই বছর চরে মানুষের সঙ্গে থেকেছেন।', en: 'The author spent two years living among people on the chars before writing it.' },
      { bn: 'সমালোচকেরা একে দশকের অন্যতম গুরুত্বপূর্ণ উপন্যাস বলছেন।', en: 'Critics are calling it one of the most important novels of the decade.' },
    ], tags: ['Literary criticism'], picture: 'river',
    quote: { text: { bn: 'চরের মানুষ প্রতিবার সব হারায়, তবু আবার ঘর বাঁধে; এই জেদটুকুই আমি লিখতে চেয়েছি।', en: 'People on the chars lose everything again and again and still rebuild; that stubbornness is what I wanted to write.' }, by: { bn: '{person}, কথাসাহিত্যিক', en: '{person}, novelist' } } },
  ],
  'history-heritage': [
    { subject: { bn: ['জমিদারবাড়ি'], en: ['zamindar house'] }, headline: { bn: '{place} জেলার {n} বছরের পুরোনো জমিদারবাড়ি ধ্বংসের মুখে', en: 'A {n}-year-old zamindar house in {place} district is crumbling' }, sentences: [
      { bn: '{place} জেলার প্রায় {n} বছরের পুরোনো একটি জমিদারবাড়ি সংস্কারের অভাবে ধসে পড়ছে।', en: 'A zamindar house in {place} district, about {n} years old, is collapsing for want of repair.' },
      { bn: 'দেয়ালের কারুকাজ খসে পড়ছে, ছাদে গজিয়েছে গাছ।', en: 'The carved walls are crumbling and trees grow on the roof.' },
      { bn: 'ইতিহাসবিদ {person} বলেন, এখনই হাত না দিলে আর কিছু বাঁচানো যাবে না।', en: 'Historian {person} says nothing will be left to save unless work starts now.' },
      { bn: 'ইতিহাসবিদেরা একে সংরক্ষিত পুরাকীর্তি ঘোষণার দাবি জানিয়েছেন।', en: 'Historians want it declared a protected monument.' },
    ], tags: ['Heritage conservation', 'Local history'], picture: 'forest',
    quote: { text: { bn: 'একটি পুরোনো বাড়ি ভেঙে পড়া মানে একটি অঞ্চলের স্মৃতির একটি অধ্যায় মুছে যাওয়া।', en: "When an old house falls, a chapter of a region's memory is erased." }, by: { bn: '{person}, ইতিহাসবিদ', en: '{person}, historian' } } },
    { subject: { bn: ['মুক্তিযুদ্ধ'], en: ['Liberation War'] }, headline: { bn: '{place} জেলায় মুক্তিযুদ্ধের {n} স্মৃতিস্থান চিহ্নিত', en: '{n} Liberation War sites marked in {place} district' }, sentences: [
      { bn: '{place} জেলায় মুক্তিযুদ্ধের {n}টি স্মৃতিস্থান চিহ্নিত করেছেন স্থানীয় গবেষকেরা।', en: 'Local researchers have marked {n} Liberation War sites in {place} district.' },
      { bn: 'এর মধ্যে রয়েছে কয়েকটি বধ্যভূমি ও যুদ্ধক্ষেত্র।', en: 'They include several killing fields and battlefields.' },
      { bn: 'গবেষক {person} বলেন, প্রত্যক্ষদর্শীরা থাকতে থাকতেই কাজটি জরুরি।', en: 'Researcher {person} says the work is urgent while eyewitnesses are alive.' },
      { bn: 'প্রতিটি স্থানে বসানো হবে পরিচিতিফলক।', en: 'A plaque will be put up at each site.' },
    ], tags: ['Liberation War', 'Local history'], picture: 'paddy-field',
    quote: { text: { bn: 'শেষ প্রত্যক্ষদর্শী চলে যাওয়ার আগেই তাঁদের কথা লিখে রাখা আমাদের ঋণ শোধ।', en: 'Writing down what the last eyewitnesses saw, before they are gone, is how we repay our debt.' }, by: { bn: '{person}, মুক্তিযুদ্ধ গবেষক', en: '{person}, Liberation War researcher' } } },
    { subject: { bn: ['প্রত্নতাত্ত্বিক', 'খননে'], en: ['excavation', 'archaeolog'] }, headline: { bn: '{place} জেলায় প্রত্নতাত্ত্বিক খননে মিলল {n} বছরের পুরোনো মৃৎপাত্র', en: 'Excavation in {place} district turns up pottery {n} years old' }, sentences: [
      { bn: '{place} জেলার একটি ঢিবিতে প্রত্নতাত্ত্বিক খননে প্রায় {n} বছরের পুরোনো মৃৎপাত্র পাওয়া গেছে।', en: 'An excavation at a mound in {place} district has turned up pottery about {n} years old.' },
      { bn: 'সঙ্গে মিলেছে পোড়ামাটির ফলক ও কয়েকটি তামার মুদ্রা।', en: 'Terracotta plaques and several copper coins were also found.' },
      { bn: 'খননদলের প্রধান {person} বলেন, এখানে একসময় বড় জনবসতি ছিল।', en: 'Dig leader {person} says there was once a large settlement here.' },
      { bn: 'খনন চলবে আগামী শীত পর্যন্ত।', en: 'The dig will continue until next winter.' },
    ], tags: ['Archaeology', 'Local history'], picture: 'forest',
    quote: { text: { bn: 'মাটির প্রতিটি স্তর একেকটি পাতা; আমরা ধীরে ধীরে একটি হারানো বই পড়ছি।', en: 'Every layer of soil is a page; slowly, we are reading a lost book.' }, by: { bn: '{person}, খননদলের প্রধান', en: '{person}, leader of the dig' } } },
    { subject: { bn: ['পুঁথি'], en: ['puthi'] }, headline: { bn: '{place} জেলার গ্রামে মিলল {n} পৃষ্ঠার হাতে লেখা পুঁথি', en: 'A {n}-page handwritten puthi found in a village in {place} district' }, sentences: [
      { bn: '{place} জেলার এক গ্রামের বাড়িতে {n} পৃষ্ঠার একটি হাতে লেখা পুঁথির সন্ধান পেয়েছেন গবেষকেরা।', en: 'Researchers have found a {n}-page handwritten puthi, a verse manuscript, in a village home in {place} district.' },
      { bn: 'তুলট কাগজে লেখা পুঁথিটি দুই শতাব্দীর পুরোনো বলে ধারণা।', en: 'Written on hand-made paper, it is thought to be two centuries old.' },
      { bn: 'পরিবারটি বংশপরম্পরায় পুঁথিটি যত্ন করে রেখেছিল।', en: 'The family had kept it carefully for generations.' },
      { bn: 'লোকসংস্কৃতি গবেষক {person} বলেন, এটি ডিজিটাল আকারে সংরক্ষণ করা হবে।', en: 'Folk culture researcher {person} says it will be preserved digitally.' },
    ], tags: ['Folk culture', 'Heritage conservation'], picture: 'portrait',
    quote: { text: { bn: 'গ্রামের ঘরে ঘরে এমন পুঁথি লুকিয়ে আছে, হারিয়ে যাওয়ার আগেই খুঁজে বের করতে হবে।', en: 'Manuscripts like this are hidden in village homes everywhere; we must find them before they are lost.' }, by: { bn: '{person}, লোকসংস্কৃতি গবেষক', en: '{person}, folk culture researcher' } } },
    { subject: { bn: ['মসজিদ'], en: ['mosque'] }, headline: { bn: 'সুলতানি আমলের মসজিদ সংস্কারে {place} জেলায় {n} লাখ টাকা', en: '{n} lakh taka to restore a Sultanate-era mosque in {place} district' }, sentences: [
      { bn: '{place} জেলার সুলতানি আমলের একটি মসজিদ সংস্কারে {n} লাখ টাকা বরাদ্দ হয়েছে।', en: '{n} lakh taka has been set aside to restore a Sultanate-era mosque in {place} district.' },
      { bn: 'পোড়ামাটির কারুকাজ অক্ষত রেখে কাজ করবেন বিশেষজ্ঞরা।', en: 'Specialists will do the work without harming the terracotta ornament.' },
      { bn: 'আগের এক সংস্কারে সিমেন্টের প্রলেপে নকশা ঢাকা পড়েছিল।', en: 'An earlier repair had covered the patterns in cement.' },
      { bn: 'প্রত্নতত্ত্ববিদ {person} বলেন, এবার পুরোনো চুন-সুরকিই ব্যবহার হবে।', en: 'Archaeologist {person} says traditional lime mortar will be used this time.' },
    ], tags: ['Heritage conservation', 'Archaeology'], picture: 'portrait',
    quote: { text: { bn: 'ভুল সংস্কার অবহেলার চেয়েও বেশি ক্ষতি করে; তাই এবার পুরোনো উপকরণেই ফিরছি।', en: 'A bad restoration does more harm than neglect, so this time we are going back to the original materials.' }, by: { bn: '{person}, প্রত্নতত্ত্ববিদ', en: '{person}, archaeologist' } } },
  ],
} satisfies Record<string, readonly StoryKit[]>;
