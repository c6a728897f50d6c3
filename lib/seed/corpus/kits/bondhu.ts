/** Story kits of the bondhu brand, by section slug (see kits/main.ts). */
import type { StoryKit } from '../types';

export const BONDHU_KITS = {
  'chapter-news': [
    { subject: { bn: ['বিতর্ক'], en: ['debate'] }, headline: { bn: 'বন্ধুমহল {place} শাখার বিতর্ক প্রতিযোগিতায় {n} দল', en: '{n} teams at the Bondhu Mohol {place} chapter debate' }, sentences: [
      { bn: 'বন্ধুমহলের {place} শাখার আয়োজনে বিতর্ক প্রতিযোগিতায় {n}টি দল অংশ নিয়েছে।', en: '{n} teams took part in a debate run by the {place} chapter of Bondhu Mohol.' },
      { bn: 'বিষয় ছিল “মোবাইল ফোন বন্ধুত্ব কমিয়েছে”।', en: 'The motion was "Mobile phones have made us less friendly".' },
      { bn: 'শাখার সভাপতি {person} বলেন, তর্কের মধ্যেও সৌজন্য শেখানোই লক্ষ্য।', en: 'Chapter president {person} says the aim is to teach courtesy even in argument.' },
      { bn: 'চূড়ান্ত পর্ব {day}।', en: 'The final is on {day}.' },
    ], tags: ['Debate contest', 'Chapter activities'], picture: 'meeting',
    quote: { text: { bn: 'প্রতিপক্ষের যুক্তি মন দিয়ে শোনাই ভালো বিতার্কিকের প্রথম গুণ।', en: "Listening carefully to the other side's argument is the first mark of a good debater." }, by: { bn: '{person}, সভাপতি, বন্ধুমহল {place} শাখা', en: '{person}, president, Bondhu Mohol {place} chapter' } } },
    { subject: { bn: ['সাংস্কৃতিক'], en: ['cultural'] }, headline: { bn: '{place} শাখার বার্ষিক সাংস্কৃতিক অনুষ্ঠান {day}', en: '{place} chapter holds its annual cultural evening on {day}' }, sentences: [
      { bn: 'বন্ধুমহলের {place} শাখার বার্ষিক সাংস্কৃতিক অনুষ্ঠান হবে {day} সন্ধ্যায়।', en: 'The {place} chapter of Bondhu Mohol holds its annual cultural evening on {day}.' },
      { bn: 'গান, আবৃত্তি ও নাটকে অংশ নেবে {n} জন সদস্য।', en: '{n} members will sing, recite and act.' },
      { bn: 'অনুষ্ঠানের পরিচালক {person} জানান, এবারের নাটক লিখেছেন সদস্যরাই।', en: 'Director {person} says this year’s play was written by the members themselves.' },
      { bn: 'সবার জন্য প্রবেশ উন্মুক্ত।', en: 'Everyone is welcome.' },
    ], tags: ['Cultural programme', 'Bondhu Mohol'], picture: 'crowd',
    quote: { text: { bn: 'মঞ্চে ওঠার সাহসটুকু পেলে এই ছেলেমেয়েরা জীবনের যেকোনো মঞ্চে দাঁড়াতে পারবে।', en: 'Once these young people find the courage to go on stage, they can stand on any stage in life.' }, by: { bn: '{person}, অনুষ্ঠান পরিচালক', en: '{person}, director of the evening' } } },
    { subject: { bn: ['নতুন শাখা'], en: ['new chapter'] }, headline: { bn: '{place} জেলায় বন্ধুমহলের নতুন শাখা, প্রথম দিনেই {n} সদস্য', en: 'Bondhu Mohol opens a new chapter in {place} district with {n} members on day one' }, sentences: [
      { bn: '{place} জেলায় যাত্রা শুরু করেছে বন্ধুমহলের নতুন শাখা, প্রথম দিনেই সদস্য হয়েছে {n} জন।', en: 'A new chapter of Bondhu Mohol has opened in {place} district, signing up {n} members on its first day.' },
      { bn: 'সদস্যদের বেশির ভাগই স্কুল ও কলেজের শিক্ষার্থী।', en: 'Most of the members are school and college students.' },
      { bn: 'প্রথম সভায় ঠিক হয়েছে, প্রতি শুক্রবার পাঠচক্র আর মাসে একবার স্বেচ্ছাসেবা কর্মসূচি হবে।', en: 'The first meeting agreed on a reading circle every Friday and a volunteering drive once a month.' },
      { bn: 'শাখার আহ্বায়ক হয়েছেন {person}।', en: '{person} has been chosen as the chapter’s convenor.' },
    ], tags: ['Bondhu Mohol', 'Chapter activities'], picture: 'meeting',
    quote: { text: { bn: 'আমরা চাই, জেলার প্রতিটি স্কুলে অন্তত একজন বন্ধুমহলের বন্ধু থাকুক।', en: 'We want every school in the district to have at least one friend from Bondhu Mohol.' }, by: { bn: '{person}, আহ্বায়ক, বন্ধুমহল {place} শাখা', en: '{person}, convenor, Bondhu Mohol {place} chapter' } } },
    { subject: { bn: ['কুইজ'], en: ['quiz'] }, headline: { bn: 'বন্ধুমহলের কুইজ প্রতিযোগিতায় {place} জেলার {n} শিক্ষার্থী', en: '{n} students from {place} district at the Bondhu Mohol quiz' }, sentences: [
      { bn: 'বন্ধুমহল আয়োজিত কুইজ প্রতিযোগিতায় {place} জেলার {n} জন শিক্ষার্থী অংশ নিয়েছে।', en: '{n} students from {place} district took part in a quiz run by Bondhu Mohol.' },
      { bn: 'প্রশ্ন ছিল মুক্তিযুদ্ধ, বিজ্ঞান আর বাংলা সাহিত্য থেকে।', en: 'The questions covered the Liberation War, science and Bengali literature.' },
      { bn: 'চ্যাম্পিয়ন দল পেয়েছে বইয়ের উপহার ও সম্মাননাপত্র।', en: 'The winning team received books and certificates.' },
      { bn: 'কুইজমাস্টার {person} বলেন, মুখস্থ নয়, জানার আগ্রহই এখানে জেতে।', en: 'Quizmaster {person} says it is curiosity, not rote learning, that wins here.' },
    ], tags: ['Young readers', 'Chapter activities'], picture: 'classroom',
    quote: { text: { bn: 'যে শিক্ষার্থী বই পড়ে, তার কাছে কোনো প্রশ্নই অচেনা থাকে না।', en: 'To a student who reads, no question is ever a stranger.' }, by: { bn: '{person}, কুইজমাস্টার', en: '{person}, quizmaster' } } },
    { subject: { bn: ['প্রতিষ্ঠাবার্ষিকী'], en: ['anniversary'] }, headline: { bn: 'বন্ধুমহল {place} শাখার প্রতিষ্ঠাবার্ষিকী উদ্‌যাপন {day}', en: 'Bondhu Mohol {place} chapter marks its anniversary on {day}' }, sentences: [
      { bn: 'প্রতিষ্ঠাবার্ষিকী উপলক্ষে {day} দিনব্যাপী অনুষ্ঠানের আয়োজন করেছে বন্ধুমহলের {place} শাখা।', en: 'The {place} chapter of Bondhu Mohol will mark its anniversary with a day of events on {day}.' },
      { bn: 'থাকবে আলোচনা, পুরোনো সদস্যদের পুনর্মিলনী আর শিশুদের আঁকা প্রতিযোগিতা।', en: 'There will be talks, a reunion of former members and a drawing contest for children.' },
      { bn: 'শাখার প্রথম সভাপতি {person} স্মৃতিচারণা করবেন।', en: 'The chapter’s first president, {person}, will share memories.' },
      { bn: 'পুরোনো সদস্যদের নাম নিবন্ধন করতে বলা হয়েছে।', en: 'Former members are asked to register in advance.' },
    ], tags: ['Bondhu Mohol', 'Cultural programme'], picture: 'crowd',
    quote: { text: { bn: 'হাতে গোনা কয়েকজন মিলে শুরু করেছিলাম, আজ পুরো শহর আমাদের বন্ধু।', en: 'We started with a handful of people; today the whole town is our friend.' }, by: { bn: '{person}, প্রথম সভাপতি, বন্ধুমহল {place} শাখা', en: '{person}, first president, Bondhu Mohol {place} chapter' } } },
  ],
  volunteering: [
    { subject: { bn: ['রক্তদান'], en: ['blood donation'] }, headline: { bn: '{place} শহরে রক্তদান কর্মসূচিতে {n} ব্যাগ রক্ত সংগ্রহ', en: 'Blood donation drive in {place} town collects {n} bags' }, sentences: [
      { bn: 'বন্ধুমহলের রক্তদান কর্মসূচিতে {place} শহরে {n} ব্যাগ রক্ত সংগ্রহ হয়েছে।', en: "Bondhu Mohol's blood donation drive in {place} town collected {n} bags of blood." },
      { bn: 'রক্ত যাবে জেলা হাসপাতালের থ্যালাসেমিয়া রোগীদের কাছে।', en: 'The blood will go to thalassaemia patients at the district hospital.' },
      { bn: 'প্রথমবার রক্ত দিয়েছেন অনেক তরুণ।', en: 'Many young people gave blood for the first time.' },
      { bn: 'হাসপাতালের রক্ত পরিসঞ্চালন বিভাগের চিকিৎসক {person} বলেন, শীতে রক্তের সংকট সবচেয়ে বেশি।', en: "Doctor {person} of the hospital's transfusion department says shortages are worst in winter." },
    ], tags: ['Blood donation', 'Young volunteers'], picture: 'hospital',
    quote: { text: { bn: 'এক ব্যাগ রক্ত দিতে লাগে দশ মিনিট, কিন্তু তা একটি শিশুকে আরও এক মাস বাঁচিয়ে রাখে।', en: 'Giving a bag of blood takes ten minutes, and it keeps a child alive for another month.' }, by: { bn: '{person}, চিকিৎসক, রক্ত পরিসঞ্চালন বিভাগ', en: '{person}, doctor, transfusion department' } } },
    { subject: { bn: ['শীতবস্ত্র', 'কম্বল'], en: ['winter clothes', 'blanket'] }, headline: { bn: '{place} জেলায় {n}টি কম্বল ও শীতবস্ত্র বিতরণ', en: '{n} blankets and winter clothes handed out in {place} district' }, sentences: [
      { bn: 'শীতার্ত মানুষের মধ্যে {place} জেলায় {n}টি কম্বল ও শীতবস্ত্র বিতরণ করেছেন বন্ধুমহলের স্বেচ্ছাসেবীরা।', en: 'Bondhu Mohol volunteers handed out {n} blankets and winter clothes to people facing the cold in {place} district.' },
      { bn: 'পুরোনো কাপড় সংগ্রহ করা হয়েছে পাড়ায় পাড়ায় ঘুরে।', en: 'Old clothes were collected door to door.' },
      { bn: 'অগ্রাধিকার পেয়েছেন বয়স্ক ও শিশুরা।', en: 'Older people and children came first.' },
      { bn: 'স্বেচ্ছাসেবী দলের নেতা {person} বলেন, রাতে রেলস্টেশনেও কম্বল পৌঁছানো হয়েছে।', en: 'Volunteer team leader {person} says blankets were also taken to the railway station at night.' },
    ], tags: ['Winter clothes', 'Humanitarian initiative'], picture: 'crowd',
    quote: { text: { bn: 'রাত বারোটায় স্টেশনে যে বৃদ্ধ কম্বল পেয়ে কেঁদে ফেলেছিলেন, তাঁর মুখ ভুলব না।', en: 'I will never forget the old man at the station who wept when we gave him a blanket at midnight.' }, by: { bn: '{person}, স্বেচ্ছাসেবী দলনেতা', en: '{person}, volunteer team leader' } } },
    { subject: { bn: ['পরিচ্ছন্নতা'], en: ['clean-up'] }, headline: { bn: '{place} শহরের নদীতীরে বন্ধুমহলের পরিচ্ছন্নতা অভিযান, উঠল {n} বস্তা ময়লা', en: 'Bondhu Mohol clean-up on the {place} riverbank fills {n} sacks' }, sentences: [
      { bn: 'বন্ধুমহলের পরিচ্ছন্নতা অভিযানে {place} শহরের নদীতীর থেকে {n} বস্তা ময়লা তোলা হয়েছে।', en: "A Bondhu Mohol clean-up on the riverbank in {place} town filled {n} sacks with rubbish." },
      { bn: 'সবচেয়ে বেশি মিলেছে প্লাস্টিকের বোতল আর পলিথিন।', en: 'Plastic bottles and polythene bags made up most of it.' },
      { bn: 'অভিযানে হাত লাগিয়েছেন স্থানীয় দোকানিরাও।', en: 'Local shopkeepers joined in.' },
      { bn: 'আয়োজক {person} বলেন, এখন থেকে মাসে একবার এই অভিযান চলবে।', en: 'Organiser {person} says the clean-up will now happen once a month.' },
    ], tags: ['Volunteering', 'Young volunteers'], picture: 'river',
    quote: { text: { bn: 'নদীকে আমরা ডাস্টবিন বানিয়েছি, আবার নদী বানানোর দায়ও আমাদেরই।', en: 'We turned the river into a rubbish bin, so it is up to us to make it a river again.' }, by: { bn: '{person}, আয়োজক', en: '{person}, organiser' } } },
    { subject: { bn: ['ইফতার'], en: ['iftar'] }, headline: { bn: '{place} শহরে রোজাদার পথচারীদের ইফতার দিচ্ছেন {n} স্বেচ্ছাসেবী', en: '{n} volunteers hand out iftar to fasting passers-by in {place} town' }, sentences: [
      { bn: 'রমজানজুড়ে {place} শহরের মোড়ে মোড়ে পথচারী ও রিকশাচালকদের ইফতার দিচ্ছেন বন্ধুমহলের {n} স্বেচ্ছাসেবী।', en: '{n} Bondhu Mohol volunteers are handing out iftar to passers-by and rickshaw pullers at junctions across {place} town throughout Ramadan.' },
      { bn: 'প্যাকেটে থাকে খেজুর, ছোলা, মুড়ি আর পানি।', en: 'Each pack holds dates, chickpeas, puffed rice and water.' },
      { bn: 'খরচ জোগাচ্ছেন সদস্যরা নিজেদের হাতখরচ থেকে।', en: 'The members pay for it out of their own pocket money.' },
      { bn: 'স্বেচ্ছাসেবী {person} বলেন, সবার আগে পৌঁছানো হয় হাসপাতালের সামনে।', en: 'Volunteer {person} says the first packs go to the gate of the hospital.' },
    ], tags: ['Humanitarian initiative', 'Young volunteers'], picture: 'city-street',
    quote: { text: { bn: 'আজানের সময় রাস্তায় আটকে থাকা মানুষটির হাতে এক গ্লাস পানি তুলে দেওয়াই আমাদের ইফতার।', en: 'Putting a glass of water in the hand of someone stuck in the street at sunset is our own iftar.' }, by: { bn: '{person}, স্বেচ্ছাসেবী', en: '{person}, volunteer' } } },
    { subject: { bn: ['বিনা মূল্যে পড়ান', 'পাঠশালা'], en: ['free lessons', 'lessons'] }, headline: { bn: 'বস্তির শিশুদের বিনা মূল্যে পড়ান {place} শহরের {n} তরুণ', en: '{n} young people in {place} town give free lessons to slum children' }, sentences: [
      { bn: '{place} শহরের একটি বস্তির শিশুদের প্রতি সন্ধ্যায় বিনা মূল্যে পড়ান {n} জন তরুণ স্বেচ্ছাসেবী।', en: '{n} young volunteers give free lessons every evening to children from a slum in {place} town.' },
      { bn: 'খোলা আকাশের নিচে শুরু হওয়া পাঠশালা এখন চলছে একটি ভাড়া ঘরে।', en: 'The school that began under the open sky now meets in a rented room.' },
      { bn: 'এ বছর এখানকার সব শিশু প্রাথমিক পরীক্ষায় পাস করেছে।', en: 'Every child here passed the primary exams this year.' },
      { bn: 'পাঠশালার প্রতিষ্ঠাতা {person} বলেন, এবার বড়দের জন্যও সাক্ষরতার ক্লাস হবে।', en: 'Founder {person} says there will now be literacy classes for adults too.' },
    ], tags: ['Volunteering', 'Humanitarian initiative'], picture: 'classroom',
    quote: { text: { bn: 'এই শিশুদের মেধার অভাব নেই, অভাব শুধু সুযোগের।', en: 'These children lack nothing in talent, only in opportunity.' }, by: { bn: '{person}, প্রতিষ্ঠাতা, সান্ধ্য পাঠশালা', en: '{person}, founder, evening school' } } },
  ],
  'book-club': [
    { subject: { bn: ['পাঠচক্র'], en: ['reading circle'] }, headline: { bn: '{place} শাখার পাঠচক্রে এবার {person}-এর উপন্যাস', en: "The {place} reading circle takes on a novel by {person}" }, sentences: [
      { bn: '{place} শাখার মাসিক পাঠচক্রে এবার আলোচনা হবে {person}-এর একটি উপন্যাস নিয়ে।', en: "The {place} chapter's monthly reading circle will discuss a novel by {person}." },
      { bn: 'আলোচনা {day} বিকেলে শাখার পাঠাগারে।', en: 'The discussion is on {day} afternoon at the chapter library.' },
      { bn: 'লেখক নিজেও আলোচনায় থাকবেন বলে জানিয়েছেন আয়োজকেরা।', en: 'The organisers say the author will take part too.' },
      { bn: 'নতুন পাঠকদেরও আমন্ত্রণ জানানো হয়েছে।', en: 'New readers are welcome.' },
    ], tags: ['Reading circle', 'Reading'], picture: 'meeting',
    quote: { text: { bn: 'পাঠকের প্রশ্নের মুখোমুখি হওয়া লেখকের জন্য সবচেয়ে বড় শিক্ষা।', en: "Facing readers' questions is the best lesson a writer can get." }, by: { bn: '{person}, ঔপন্যাসিক', en: '{person}, novelist' } } },
    { subject: { bn: ['বই বিনিময়'], en: ['book swap'] }, headline: { bn: '{place} শহরে বই বিনিময় মেলায় হাতবদল {n} বই', en: '{n} books change hands at a book swap in {place} town' }, sentences: [
      { bn: '{place} শহরে বন্ধুমহলের বই বিনিময় মেলায় {n}টি বই হাতবদল হয়েছে।', en: "{n} books changed hands at Bondhu Mohol's book swap in {place} town." },
      { bn: 'একটি পুরোনো বই দিয়ে নেওয়া যাচ্ছিল আরেকটি।', en: 'Visitors could trade one old book for another.' },
      { bn: 'শিশুদের বইয়ের চাহিদা ছিল সবচেয়ে বেশি।', en: "Children's books were most in demand." },
      { bn: 'আয়োজক {person} বলেন, তাকে পড়ে থাকা বই অন্যের হাতে গেলেই বেঁচে ওঠে।', en: 'Organiser {person} says a book left on a shelf comes alive again in someone else’s hands.' },
    ], tags: ['Book swap', 'Reading habit'], picture: 'market',
    quote: { text: { bn: 'তাকে পড়ে থাকা বই মরা বই; অন্যের হাতে গেলেই সে আবার কথা বলে।', en: 'A book left on the shelf is a dead book; in someone else’s hands it speaks again.' }, by: { bn: '{person}, আয়োজক, বই বিনিময় মেলা', en: '{person}, organiser, book swap' } } },
    { subject: { bn: ['ভ্রাম্যমাণ পাঠাগার'], en: ['mobile library'] }, headline: { bn: 'ভ্যানে ভ্রাম্যমাণ পাঠাগার, {place} জেলার {n} গ্রামে বই পৌঁছায় বন্ধুমহল', en: 'A mobile library on a van takes books to {n} villages in {place} district' }, sentences: [
      { bn: 'একটি ভ্যানগাড়িকে ভ্রাম্যমাণ পাঠাগার বানিয়ে {place} জেলার {n}টি গ্রামে বই পৌঁছে দিচ্ছে বন্ধুমহল।', en: 'Bondhu Mohol has turned a van into a mobile library that takes books to {n} villages in {place} district.' },
      { bn: 'সপ্তাহে একদিন করে প্রতিটি গ্রামে থামে ভ্যানটি।', en: 'The van stops in each village once a week.' },
      { bn: 'সবচেয়ে বেশি বই নেয় স্কুলপড়ুয়া মেয়েরা।', en: 'Schoolgirls borrow the most books.' },
      { bn: 'ভ্যানচালক ও পাঠাগারকর্মী {person} নিজেও এখন নিয়মিত পাঠক।', en: 'Van driver and librarian {person} has become a regular reader too.' },
    ], tags: ['Library', 'Reading habit'], picture: 'paddy-field',
    quote: { text: { bn: 'আগে শুধু ভ্যান চালাতাম, এখন গ্রামের শিশুরা আমাকে ডাকে বইওয়ালা চাচা।', en: 'I used to just drive a van; now the village children call me the book uncle.' }, by: { bn: '{person}, ভ্যানচালক ও পাঠাগারকর্মী', en: '{person}, van driver and librarian' } } },
    { subject: { bn: ['বই পড়া'], en: ['reading'] }, headline: { bn: 'বই পড়া প্রতিযোগিতায় {place} জেলার {n} শিক্ষার্থী পড়ল বারোটি বই', en: '{n} pupils in {place} district read twelve books each in a reading challenge' }, sentences: [
      { bn: 'বন্ধুমহলের বই পড়া প্রতিযোগিতায় {place} জেলার {n} জন শিক্ষার্থী ছয় মাসে বারোটি করে বই শেষ করেছে।', en: "{n} pupils in {place} district finished twelve books each in six months in Bondhu Mohol's reading challenge." },
      { bn: 'প্রতিটি বই পড়ার পর ছোট একটি পাঠ প্রতিক্রিয়া লিখতে হয়েছে।', en: 'After each book they had to write a short response.' },
      { bn: 'সেরা প্রতিক্রিয়াগুলো ছাপা হবে বন্ধুমহলের বার্ষিক সংকলনে।', en: "The best responses will be printed in Bondhu Mohol's yearly anthology." },
      { bn: 'প্রধান শিক্ষক {person} বলেন, ক্লাসে এখন ওদের প্রশ্ন অনেক গভীর।', en: 'Headteacher {person} says their questions in class are now much deeper.' },
    ], tags: ['Reading', 'Reading habit'], picture: 'classroom',
    quote: { text: { bn: 'যে শিশু বই পড়ে, সে শুধু উত্তর জানে না, নতুন প্রশ্নও করতে শেখে।', en: 'A child who reads does not just know answers; they learn to ask new questions.' }, by: { bn: '{person}, প্রধান শিক্ষক', en: '{person}, headteacher' } } },
    { subject: { bn: ['পাঠাগার'], en: ['library'] }, headline: { bn: 'বন্ধুমহলের উদ্যোগে {place} শহরের পুরোনো পাঠাগার আবার খুলল', en: 'An old library in {place} town reopens thanks to Bondhu Mohol' }, sentences: [
      { bn: 'দশ বছর বন্ধ থাকার পর বন্ধুমহলের উদ্যোগে আবার খুলেছে {place} শহরের পুরোনো পাঠাগারটি।', en: 'After ten years shut, an old library in {place} town has reopened thanks to Bondhu Mohol.' },
      { bn: 'সদস্যরা মিলে ঘর মেরামত করেছেন, বাঁধাই করেছেন {n}টি পুরোনো বই।', en: 'Members repaired the building and rebound {n} old books.' },
      { bn: 'পাঠাগার খোলা থাকবে প্রতিদিন বিকেল চারটা থেকে রাত আটটা।', en: 'It will open every day from four in the afternoon until eight at night.' },
      { bn: 'পাঠাগারের প্রবীণ সদস্য {person} উদ্বোধনের দিন আবেগে কেঁদে ফেলেন।', en: 'Veteran member {person} was in tears on opening day.' },
    ], tags: ['Library', 'Reading circle'], picture: 'meeting',
    quote: { text: { bn: 'যৌবনে এই পাঠাগারেই আমার বই পড়া শুরু; ভাবিনি আবার এর দরজা খুলতে দেখব।', en: 'I started reading in this library when I was young; I never thought I would see its doors open again.' }, by: { bn: '{person}, পাঠাগারের প্রবীণ সদস্য', en: '{person}, veteran member of the library' } } },
  ],
} satisfies Record<string, readonly StoryKit[]>;
