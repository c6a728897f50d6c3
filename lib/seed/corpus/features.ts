/**
 * Feature material for the demo newsroom's special story templates: live blogs, interviews,
 * listicles, pull quotes and photo captions by picture subject.
 * All people and organisations are fictional.
 */
import type { PictureSubject } from '../images';
import type { InterviewCorpus, ListicleCorpus, LiveBlogCorpus, Pair } from './types';

export const LIVE_BLOGS: readonly LiveBlogCorpus[] = [
  {
    headline: { bn: 'খুলনা সিটি করপোরেশন নির্বাচন: ভোট গণনার সর্বশেষ', en: 'Khulna City Corporation election: latest from the count' },
    sectionSlug: 'politics',
    picture: 'crowd',
    updates: [
      {
        bn: 'খুলনা সিটি করপোরেশনের ২৮৯টি কেন্দ্রে ভোটগ্রহণ শেষ হয়েছে। কেন্দ্রে কেন্দ্রে এখন ভোট গণনা চলছে। আলোকপাতের প্রতিবেদকেরা বিভিন্ন কেন্দ্র থেকে সর্বশেষ তথ্য জানাচ্ছেন।',
        en: 'Voting has ended at the 289 polling centres of Khulna City Corporation. Counting is now under way at the centres. Alokpat reporters are sending the latest from across the city.',
      },
      {
        bn: 'রিটার্নিং কর্মকর্তা জানিয়েছেন, দিনভর ভোটগ্রহণ মোটামুটি শান্তিপূর্ণ ছিল। দুটি কেন্দ্রে ইভিএম বিকল হওয়ায় কিছু সময় ভোট বন্ধ ছিল, পরে তা আবার চালু হয়।',
        en: 'The returning officer said voting was largely peaceful throughout the day. Voting stopped for a while at two centres when the EVMs broke down, and later resumed.',
      },
      {
        bn: 'নির্বাচন কমিশনের প্রাথমিক হিসাবে ভোট পড়েছে আনুমানিক ৪৬ শতাংশ। গতবারের তুলনায় এ হার কিছুটা বেশি।',
        en: "By the Election Commission's preliminary estimate, turnout was about 46 per cent, slightly higher than last time.",
      },
      {
        bn: 'প্রথম ফলাফল এসেছে দৌলতপুরের একটি কেন্দ্র থেকে। সেখানে দেয়ালঘড়ি প্রতীকের মেয়র প্রার্থী মাহফুজুর রহমান বাদল পেয়েছেন ১,২১৪ ভোট, হরিণ প্রতীকের নিলুফার ইয়াসমিন পেয়েছেন ৯৮৭ ভোট।',
        en: 'The first result has come from a centre in Daulatpur. There, mayoral candidate Mahfuzur Rahman Badal (wall clock) received 1,214 votes and Nilufar Yasmin (deer) received 987.',
      },
      {
        bn: 'নগরের সোনাডাঙ্গা এলাকার কেন্দ্রগুলোর বাইরে প্রার্থীদের সমর্থকেরা ভিড় করছেন। পরিস্থিতি নিয়ন্ত্রণে অতিরিক্ত পুলিশ ও আনসার সদস্য মোতায়েন করা হয়েছে।',
        en: "Candidates' supporters are crowding outside the centres in the city's Sonadanga area. Extra police and Ansar members have been deployed to keep the situation under control.",
      },
      {
        bn: '২৫টি কেন্দ্রের বেসরকারি ফলাফলে এগিয়ে আছেন মাহফুজুর রহমান বাদল। তিনি পেয়েছেন ২৬,৪৩০ ভোট। নিলুফার ইয়াসমিন পেয়েছেন ২৩,৯১৮ ভোট।',
        en: 'In unofficial results from 25 centres, Mahfuzur Rahman Badal is ahead with 26,430 votes. Nilufar Yasmin has 23,918.',
      },
      {
        bn: 'আনারস প্রতীকের স্বতন্ত্র প্রার্থী দেলোয়ার হোসেন মিলন গণনার স্বচ্ছতা নিয়ে প্রশ্ন তুলেছেন। রিটার্নিং কর্মকর্তা বলেছেন, প্রতিটি কেন্দ্রের ভোট প্রার্থীদের এজেন্টদের উপস্থিতিতেই গোনা হচ্ছে।',
        en: "Independent candidate Delwar Hossain Milon (pineapple) has questioned the transparency of the count. The returning officer said every centre's votes are being counted in the presence of the candidates' agents.",
      },
      {
        bn: 'নিলুফার ইয়াসমিন তাঁর নির্বাচনী কার্যালয়ে সাংবাদিকদের বলেছেন, চূড়ান্ত ফল না আসা পর্যন্ত তিনি আশাবাদী। সমর্থকদের তিনি শান্ত থাকার আহ্বান জানিয়েছেন।',
        en: 'Nilufar Yasmin told journalists at her campaign office that she remains hopeful until the final result is in. She urged her supporters to stay calm.',
      },
      {
        bn: '৮০টি কেন্দ্রের ফলাফলে ব্যবধান কমে এসেছে। বাদল পেয়েছেন ৭১,২০৫ ভোট, নিলুফার ৬৯,৮৪০ ভোট। লড়াই এখন হাড্ডাহাড্ডি।',
        en: 'With results from 80 centres the gap has narrowed. Badal has 71,205 votes and Nilufar 69,840. It is now neck and neck.',
      },
      {
        bn: '৩১টি সাধারণ ওয়ার্ডের মধ্যে এ পর্যন্ত ১২টিতে কাউন্সিলর পদের ফল ঘোষণা করা হয়েছে। এর মধ্যে তিনটি ওয়ার্ডে জিতেছেন নতুন মুখ।',
        en: 'Councillor results have so far been announced in 12 of the 31 general wards. New faces have won in three of them.',
      },
      {
        bn: 'ফল ঘোষণা কেন্দ্রের সামনে বড় পর্দায় ফলাফল দেখাচ্ছে জেলা প্রশাসন। সেখানে মানুষের ভিড় ক্রমেই বাড়ছে।',
        en: 'The district administration is showing results on a big screen in front of the results centre. The crowd there keeps growing.',
      },
      {
        bn: '১৫০টি কেন্দ্রের ফলাফলে আবার এগিয়ে গেছেন নিলুফার ইয়াসমিন। তাঁর ভোট ১,২৮,৬৬০; বাদলের ১,২৬,৯০২।',
        en: "With results from 150 centres Nilufar Yasmin has moved ahead again: 128,660 votes to Badal's 126,902.",
      },
      {
        bn: 'নগরের খালিশপুর ও বয়রা এলাকার কেন্দ্রগুলোর ফল এখনো আসেনি। দুই প্রার্থীর সমর্থকেরাই মনে করছেন, এই এলাকাগুলোই শেষ পর্যন্ত ফল নির্ধারণ করবে।',
        en: "Results have not yet come in from centres in the city's Khalishpur and Boyra areas. Supporters of both candidates believe these areas will decide the outcome.",
      },
      {
        bn: '২৩০টি কেন্দ্রের ফলাফলে নিলুফার ইয়াসমিন প্রায় সাড়ে চার হাজার ভোটে এগিয়ে আছেন।',
        en: 'With results from 230 centres, Nilufar Yasmin is ahead by about 4,500 votes.',
      },
      {
        bn: 'পর্যবেক্ষক সংস্থা নাগরিক ভোট পর্যবেক্ষণ পরিষদ এক বিবৃতিতে বলেছে, কয়েকটি বিচ্ছিন্ন ঘটনা ছাড়া ভোটের পরিবেশ সন্তোষজনক ছিল।',
        en: "The observer group Citizens' Vote Watch Council said in a statement that, apart from a few isolated incidents, the voting environment was satisfactory.",
      },
      {
        bn: 'সব কেন্দ্রের ফল হাতে এসেছে। বেসরকারিভাবে ১,৭৮,৩১২ ভোট পেয়ে মেয়র নির্বাচিত হয়েছেন নিলুফার ইয়াসমিন। নিকটতম প্রতিদ্বন্দ্বী মাহফুজুর রহমান বাদল পেয়েছেন ১,৭২,৪৪৫ ভোট।',
        en: 'Results from all centres are in. Unofficially, Nilufar Yasmin has been elected mayor with 178,312 votes. Her nearest rival, Mahfuzur Rahman Badal, received 172,445.',
      },
      {
        bn: 'ফল ঘোষণার পর মাহফুজুর রহমান বাদল নবনির্বাচিত মেয়রকে অভিনন্দন জানিয়েছেন এবং নগরের উন্নয়নে সহযোগিতার আশ্বাস দিয়েছেন।',
        en: "After the announcement Mahfuzur Rahman Badal congratulated the newly elected mayor and promised to cooperate on the city's development.",
      },
      {
        bn: 'নবনির্বাচিত মেয়র নিলুফার ইয়াসমিন বলেছেন, জলাবদ্ধতা দূর করা ও নগরের খালগুলো উদ্ধার করাই হবে তাঁর প্রথম কাজ। আজকের লাইভ আপডেট এখানেই শেষ। আমাদের সঙ্গে থাকার জন্য ধন্যবাদ।',
        en: "The newly elected mayor, Nilufar Yasmin, said ending waterlogging and recovering the city's canals will be her first task. That concludes today's live updates. Thank you for staying with us.",
      },
    ],
  },
  {
    headline: { bn: 'বাংলাদেশ-শ্রীলঙ্কা দ্বিতীয় ওয়ানডে: সিলেট থেকে সরাসরি', en: 'Bangladesh v Sri Lanka, second ODI: live from Sylhet' },
    sectionSlug: 'sports',
    picture: 'stadium',
    updates: [
      {
        bn: 'টসে জিতে ব্যাটিংয়ের সিদ্ধান্ত নিয়েছেন বাংলাদেশ অধিনায়ক শাহেদ মাহমুদ। তিন ম্যাচের সিরিজে ১-০ ব্যবধানে এগিয়ে আছে বাংলাদেশ।',
        en: 'Bangladesh captain Shahed Mahmud won the toss and chose to bat. Bangladesh lead the three-match series 1-0.',
      },
      {
        bn: 'একাদশে একটি পরিবর্তন এনেছে বাংলাদেশ। চোট পাওয়া পেসার রবিউল আওয়ালের জায়গায় খেলছেন তরুণ পেসার মুনতাসির আলম। আজ তাঁর অভিষেক।',
        en: 'Bangladesh have made one change. Young pacer Muntasir Alam replaces the injured Robiul Awal and makes his debut today.',
      },
      {
        bn: 'কিউরেটরের মতে, সিলেটের উইকেট ব্যাটিং-সহায়ক। আকাশ পরিষ্কার, বৃষ্টির সম্ভাবনা কম।',
        en: 'According to the curator, the Sylhet pitch favours batting. The sky is clear and there is little chance of rain.',
      },
      {
        bn: 'তৃতীয় ওভারেই প্রথম উইকেট হারিয়েছে বাংলাদেশ। বাউন্সারে পুল করতে গিয়ে ফাইন লেগে ক্যাচ দিয়েছেন ওপেনার ইফতেখার রাব্বি। বাংলাদেশ ১২/১।',
        en: 'Bangladesh lost their first wicket in the third over. Opener Iftekhar Rabbi was caught at fine leg trying to pull a bouncer. Bangladesh 12/1.',
      },
      {
        bn: 'পাওয়ারপ্লে শেষে বাংলাদেশের সংগ্রহ ১ উইকেটে ৫৮ রান। রাফসান জামিল ২৯ ও অধিনায়ক শাহেদ মাহমুদ ১৮ রানে ব্যাট করছেন।',
        en: 'At the end of the powerplay Bangladesh are 58 for 1. Rafsan Jamil is batting on 29 and captain Shahed Mahmud on 18.',
      },
      {
        bn: '৪৮ বলে ক্যারিয়ারের পঞ্চম অর্ধশতক পূর্ণ করেছেন রাফসান জামিল। গ্যালারিতে দাঁড়িয়ে অভিনন্দন জানাচ্ছেন দর্শকেরা।',
        en: 'Rafsan Jamil has reached the fifth half-century of his career off 48 balls. The crowd in the stands are on their feet applauding.',
      },
      {
        bn: '২৩তম ওভারে স্পিনারের বলে এলবিডব্লিউ হয়েছেন শাহেদ মাহমুদ (৪৪)। রিভিউ নিয়েও রক্ষা পাননি অধিনায়ক। বাংলাদেশ ১২৬/২।',
        en: 'In the 23rd over Shahed Mahmud (44) was out lbw to a spinner. The captain could not survive even with a review. Bangladesh 126/2.',
      },
      {
        bn: '৩৫ ওভার শেষে বাংলাদেশ ৩ উইকেটে ১৯৮। ৮৭ রানে অপরাজিত রাফসান জামিল, শতকের পথে।',
        en: 'After 35 overs Bangladesh are 198 for 3. Rafsan Jamil is unbeaten on 87 and heading for a century.',
      },
      {
        bn: 'শতক! ১০৩ বলে ওয়ানডে ক্যারিয়ারের দ্বিতীয় শতক পূর্ণ করলেন রাফসান জামিল। হেলমেট খুলে ব্যাট উঁচিয়ে উদ্‌যাপন করলেন তিনি।',
        en: 'Century! Rafsan Jamil has completed his second ODI hundred off 103 balls. He took off his helmet and raised his bat to celebrate.',
      },
      {
        bn: 'শেষ দিকে দ্রুত রান তুলতে গিয়ে পরপর দুই উইকেট হারিয়েছে বাংলাদেশ। ৪৫ ওভারে স্কোর ৬ উইকেটে ২৬৪।',
        en: 'Pushing for quick runs at the end, Bangladesh lost two wickets in a row. After 45 overs the score is 264 for 6.',
      },
      {
        bn: 'নির্ধারিত ৫০ ওভারে ৮ উইকেটে ২৯৬ রান তুলেছে বাংলাদেশ। জিততে শ্রীলঙ্কার দরকার ২৯৭ রান। রাফসান জামিল করেছেন ১২২ রান।',
        en: 'Bangladesh made 296 for 8 in their 50 overs. Sri Lanka need 297 to win. Rafsan Jamil scored 122.',
      },
      {
        bn: 'শ্রীলঙ্কার ইনিংস শুরু হয়েছে। প্রথম ওভারেই অভিষিক্ত মুনতাসির আলমের বলে দুটি চার মেরেছেন লঙ্কান ওপেনার।',
        en: "Sri Lanka's innings is under way. The Sri Lankan opener hit debutant Muntasir Alam for two fours in the very first over.",
      },
      {
        bn: 'অভিষেক রাঙালেন মুনতাসির আলম! নিজের তৃতীয় ওভারে লঙ্কান ওপেনারকে বোল্ড করেছেন তিনি। শ্রীলঙ্কা ৩১/১।',
        en: 'Muntasir Alam marks his debut in style! He bowled the Sri Lankan opener in his third over. Sri Lanka 31/1.',
      },
      {
        bn: '২০ ওভার শেষে শ্রীলঙ্কা ২ উইকেটে ১১৪। তৃতীয় উইকেট জুটিতে চাপ সামলে নিচ্ছে সফরকারীরা।',
        en: 'After 20 overs Sri Lanka are 114 for 2. The visitors are easing the pressure with a third-wicket partnership.',
      },
      {
        bn: 'জুটি ভাঙলেন বাঁহাতি স্পিনার সৌম্যদীপ মিত্র। ফ্লাইটে পরাস্ত হয়ে স্টাম্পড হয়েছেন লঙ্কান ব্যাটার। শ্রীলঙ্কা ১৬৩/৩।',
        en: 'Left-arm spinner Soumyadip Mitra broke the partnership, the Sri Lankan batter stumped after being beaten in the flight. Sri Lanka 163/3.',
      },
      {
        bn: '৪০ ওভার শেষে শ্রীলঙ্কা ৬ উইকেটে ২২১। শেষ ১০ ওভারে তাদের দরকার ৭৬ রান। ম্যাচ এখন বাংলাদেশের দিকে ঝুঁকে আছে।',
        en: 'After 40 overs Sri Lanka are 221 for 6. They need 76 from the last 10 overs, and the match is now tilting towards Bangladesh.',
      },
      {
        bn: '৪৮তম ওভারে শেষ উইকেট তুলে নিয়েছেন মুনতাসির আলম। ২৭১ রানে অলআউট শ্রীলঙ্কা। ২৫ রানে জিতে এক ম্যাচ হাতে রেখেই সিরিজ নিশ্চিত করল বাংলাদেশ।',
        en: 'Muntasir Alam took the last wicket in the 48th over. Sri Lanka all out for 271. Bangladesh win by 25 runs and seal the series with a match to spare.',
      },
      {
        bn: 'ম্যাচসেরা হয়েছেন রাফসান জামিল। পুরস্কার নিতে এসে বললেন, “এই শতক সিলেটের দর্শকদের জন্য। সিরিজের শেষ ম্যাচেও আমরা জিততে চাই।”',
        en: 'Rafsan Jamil was named player of the match. Collecting the award, he said: "This hundred is for the Sylhet crowd. We want to win the last match of the series too."',
      },
    ],
  },
  {
    headline: { bn: 'ঘূর্ণিঝড় ‘কুহেলী’: উপকূলে আঘাতের সর্বশেষ', en: 'Cyclone Kuheli: latest as it hits the coast' },
    sectionSlug: 'environment',
    picture: 'flood',
    updates: [
      {
        bn: 'ঘূর্ণিঝড় ‘কুহেলী’ উপকূলের দিকে এগিয়ে আসায় মোংলা ও পায়রা সমুদ্রবন্দরকে ১০ নম্বর মহাবিপৎসংকেত দেখাতে বলেছে আবহাওয়া অফিস। চট্টগ্রাম ও কক্সবাজার বন্দরকে দেখাতে বলা হয়েছে ৮ নম্বর মহাবিপৎসংকেত।',
        en: "As Cyclone Kuheli nears the coast, the weather office has told the seaports of Mongla and Payra to hoist great danger signal number 10. Chattogram and Cox's Bazar ports have been told to hoist great danger signal number 8.",
      },
      {
        bn: 'আবহাওয়া অফিস জানিয়েছে, ঘূর্ণিঝড়টির কেন্দ্রের ৬৪ কিলোমিটারের মধ্যে বাতাসের একটানা সর্বোচ্চ গতিবেগ ঘণ্টায় ১২০ কিলোমিটার, যা দমকা হাওয়ার আকারে ১৪০ কিলোমিটার পর্যন্ত উঠছে।',
        en: "The weather office said sustained winds within 64 kilometres of the cyclone's centre reach 120 kilometres an hour, rising to 140 kilometres an hour in gusts.",
      },
      {
        bn: 'সাতক্ষীরা, খুলনা, বাগেরহাট, পটুয়াখালী ও বরগুনার উপকূলীয় এলাকা থেকে এ পর্যন্ত প্রায় সাড়ে পাঁচ লাখ মানুষকে আশ্রয়কেন্দ্রে সরিয়ে নেওয়া হয়েছে।',
        en: 'About 550,000 people have so far been moved to shelters from the coastal areas of Satkhira, Khulna, Bagerhat, Patuakhali and Barguna.',
      },
      {
        bn: 'পটুয়াখালীর কলাপাড়ায় স্বেচ্ছাসেবকেরা মাইকিং করে মানুষকে আশ্রয়কেন্দ্রে যেতে অনুরোধ করছেন। অনেকে গবাদিপশু নিয়েই আশ্রয়কেন্দ্রে উঠছেন।',
        en: 'In Kalapara, Patuakhali, volunteers are using loudspeakers to urge people to go to the shelters. Many are arriving at the shelters with their livestock.',
      },
      {
        bn: 'উপকূলীয় জেলাগুলোতে সকাল থেকে থেমে থেমে ভারী বৃষ্টি হচ্ছে। খুলনা নগরের কয়েকটি সড়কে পানি জমে গেছে।',
        en: 'Heavy rain has been falling on and off in the coastal districts since the morning. Water has collected on several roads in Khulna city.',
      },
      {
        bn: 'সারা দেশে অভ্যন্তরীণ নৌপথে লঞ্চসহ সব ধরনের নৌযান চলাচল বন্ধ রাখা হয়েছে। বরিশাল নদীবন্দরে আটকে আছেন বহু যাত্রী।',
        en: 'Launches and all other vessels have been halted on inland waterways across the country. Many passengers are stranded at Barishal river port.',
      },
      {
        bn: 'ঘূর্ণিঝড়ের প্রভাবে স্বাভাবিকের চেয়ে ৫ থেকে ৮ ফুট উঁচু জলোচ্ছ্বাসের আশঙ্কা করা হচ্ছে। নিম্নাঞ্চলের বাসিন্দাদের দ্রুত নিরাপদ আশ্রয়ে যেতে বলা হয়েছে।',
        en: 'A storm surge 5 to 8 feet above normal is feared. Residents of low-lying areas have been told to move to safe shelter quickly.',
      },
      {
        bn: 'বাগেরহাটের শরণখোলায় বেড়িবাঁধের একটি অংশে ফাটল দেখা দিয়েছে। স্থানীয় লোকজন বালুর বস্তা ফেলে ভাঙন ঠেকানোর চেষ্টা করছেন।',
        en: 'A crack has appeared in a section of the embankment at Sarankhola in Bagerhat. Local people are trying to hold it with sandbags.',
      },
      {
        bn: 'ঘূর্ণিঝড়ের অগ্রভাগ উপকূলে পৌঁছেছে। সাতক্ষীরার শ্যামনগরে দমকা হাওয়ায় গাছ উপড়ে পড়ার খবর পাওয়া যাচ্ছে।',
        en: 'The leading edge of the cyclone has reached the coast. Trees are reported to have been uprooted by gusts in Shyamnagar, Satkhira.',
      },
      {
        bn: 'আবহাওয়া অফিস জানিয়েছে, ঘূর্ণিঝড়ের কেন্দ্র সাতক্ষীরা-খুলনা উপকূল অতিক্রম শুরু করেছে। পুরোপুরি অতিক্রম করতে আরও কয়েক ঘণ্টা লাগতে পারে।',
        en: 'The weather office said the centre of the cyclone has begun crossing the Satkhira-Khulna coast. It may take several more hours to cross completely.',
      },
      {
        bn: 'উপকূলের বেশির ভাগ এলাকায় বিদ্যুৎ সরবরাহ বন্ধ রাখা হয়েছে। মোবাইল নেটওয়ার্কেও বিঘ্ন ঘটছে, ফলে কয়েকটি উপজেলার সঙ্গে যোগাযোগ করা কঠিন হয়ে পড়েছে।',
        en: 'Electricity has been switched off in most coastal areas. Mobile networks are also disrupted, making it hard to reach several upazilas.',
      },
      {
        bn: 'কয়রা উপজেলার দুটি গ্রামে জোয়ারের পানি ঢুকে পড়েছে। আগেভাগে সরিয়ে নেওয়ায় সেখানকার বাসিন্দারা নিরাপদে আছেন বলে জানিয়েছে উপজেলা প্রশাসন।',
        en: 'Tidal water has entered two villages in Koyra upazila. The upazila administration said the residents are safe because they were moved out in advance.',
      },
      {
        bn: 'সুন্দরবনের বনকর্মীরা টহল ফাঁড়িগুলোতে অবস্থান করছেন। বন বিভাগ জানিয়েছে, ঝড় থামলেই বনের ক্ষয়ক্ষতি নিরূপণের কাজ শুরু হবে।',
        en: 'Forest staff in the Sundarbans are sheltering at their patrol outposts. The forest department said work to assess the damage to the forest will begin as soon as the storm passes.',
      },
      {
        bn: 'স্থলভাগে উঠে ঘূর্ণিঝড়টি দুর্বল হয়ে পড়ছে। এটি এখন যশোর ও কুষ্টিয়ার দিকে এগোচ্ছে এবং ক্রমে গভীর নিম্নচাপে পরিণত হবে বলে আশা করা হচ্ছে।',
        en: 'The cyclone is weakening over land. It is now moving towards Jashore and Kushtia and is expected to weaken gradually into a deep depression.',
      },
      {
        bn: 'সমুদ্রবন্দরগুলোকে মহাবিপৎসংকেত নামিয়ে ৩ নম্বর স্থানীয় সতর্কসংকেত দেখাতে বলা হয়েছে।',
        en: 'The seaports have been told to lower the great danger signals and hoist local cautionary signal number 3.',
      },
      {
        bn: 'প্রাথমিক হিসাবে উপকূলের ৯টি জেলায় প্রায় ১২ হাজার ঘরবাড়ি আংশিক বা সম্পূর্ণ ক্ষতিগ্রস্ত হয়েছে। ভেসে গেছে কয়েক শ চিংড়িঘের।',
        en: 'By initial estimates, about 12,000 homes in 9 coastal districts have been partly or completely damaged. Several hundred shrimp enclosures have been washed away.',
      },
      {
        bn: 'ক্ষতিগ্রস্ত এলাকায় শুকনা খাবার, বিশুদ্ধ পানি ও খাবার স্যালাইন পাঠানো শুরু করেছে জেলা প্রশাসন। স্বেচ্ছাসেবী সংগঠনগুলোও ত্রাণ নিয়ে মাঠে নেমেছে।',
        en: 'District administrations have begun sending dry food, clean water and oral saline to the affected areas. Voluntary organisations are also out in the field with relief.',
      },
      {
        bn: 'দুর্যোগ ব্যবস্থাপনা কর্মকর্তারা বলছেন, সময়মতো মানুষ সরিয়ে নেওয়ায় বড় ধরনের প্রাণহানি এড়ানো গেছে। আশ্রয়কেন্দ্র থেকে মানুষ ধীরে ধীরে বাড়ি ফিরছেন। আজকের লাইভ আপডেট এখানেই শেষ।',
        en: "Disaster management officials say major loss of life was avoided because people were moved out in time. People are slowly returning home from the shelters. That ends today's live updates.",
      },
    ],
  },
  {
    headline: { bn: 'সংসদে নতুন অর্থবছরের বাজেট: সরাসরি', en: "The new fiscal year's budget in parliament: live" },
    sectionSlug: 'economy',
    picture: 'government',
    updates: [
      {
        bn: 'নতুন অর্থবছরের বাজেট উপস্থাপনের জন্য জাতীয় সংসদের অধিবেশন শুরু হয়েছে। স্পিকারের সভাপতিত্বে অধিবেশনের শুরুতেই বাজেট বক্তৃতা দিতে দাঁড়িয়েছেন অর্থমন্ত্রী।',
        en: "Parliament's sitting to present the budget for the new fiscal year has begun. With the Speaker in the chair, the finance minister rose at the start to deliver the budget speech.",
      },
      {
        bn: 'এর আগে মন্ত্রিসভার বিশেষ বৈঠকে প্রস্তাবিত বাজেট অনুমোদন করা হয়। পরে রাষ্ট্রপতি তা উপস্থাপনের সম্মতি দেন।',
        en: 'Earlier, a special cabinet meeting approved the proposed budget. The president then gave consent for it to be presented.',
      },
      {
        bn: 'প্রস্তাবিত বাজেটের আকার ৭ লাখ ৯২ হাজার কোটি টাকা, যা চলতি অর্থবছরের মূল বাজেটের চেয়ে প্রায় ৪ শতাংশ বেশি।',
        en: "The proposed budget totals Tk 792,000 crore, about 4 per cent more than the current fiscal year's original budget.",
      },
      {
        bn: 'অর্থমন্ত্রী বলেছেন, এবারের বাজেটের মূল লক্ষ্য মূল্যস্ফীতি নিয়ন্ত্রণ, কর্মসংস্থান সৃষ্টি এবং নিম্ন আয়ের মানুষের সুরক্ষা।',
        en: 'The finance minister said the main aims of this budget are controlling inflation, creating jobs and protecting people on low incomes.',
      },
      {
        bn: 'আগামী অর্থবছরে মোট দেশজ উৎপাদনের (জিডিপি) প্রবৃদ্ধির লক্ষ্য ধরা হয়েছে ৬ দশমিক ৫ শতাংশ। মূল্যস্ফীতি ৬ শতাংশে নামিয়ে আনার লক্ষ্যও ঠিক করা হয়েছে।',
        en: 'Gross domestic product (GDP) growth for the next fiscal year is targeted at 6.5 per cent. A target has also been set to bring inflation down to 6 per cent.',
      },
      {
        bn: 'ব্যক্তিশ্রেণির করদাতাদের করমুক্ত আয়ের সীমা সাড়ে ৩ লাখ টাকা থেকে বাড়িয়ে ৩ লাখ ৭৫ হাজার টাকা করার প্রস্তাব করা হয়েছে।',
        en: 'It is proposed to raise the tax-free income threshold for individual taxpayers from Tk 350,000 to Tk 375,000.',
      },
      {
        bn: 'শিক্ষা খাতে ৯৪ হাজার কোটি টাকা এবং স্বাস্থ্য খাতে ৪১ হাজার কোটি টাকা বরাদ্দের প্রস্তাব করা হয়েছে। দুই খাতেই বরাদ্দ আগের চেয়ে কিছুটা বেড়েছে।',
        en: 'Allocations of Tk 94,000 crore for education and Tk 41,000 crore for health have been proposed. Both are slightly higher than before.',
      },
      {
        bn: 'সামাজিক নিরাপত্তা কর্মসূচিতে বয়স্ক ভাতা ও বিধবা ভাতার মাসিক হার ১০০ টাকা করে বাড়ানোর ঘোষণা দিয়েছেন অর্থমন্ত্রী। ভাতাভোগীর সংখ্যাও বাড়ানো হবে।',
        en: 'The finance minister announced a Tk 100 rise in the monthly old-age and widow allowances under the social safety net. The number of recipients will also increase.',
      },
      {
        bn: 'মোবাইল ফোনে কথা বলা ও ইন্টারনেট ব্যবহারের ওপর সম্পূরক শুল্ক বাড়ানোর প্রস্তাব করা হয়েছে। এতে মোবাইল সেবার খরচ কিছুটা বাড়তে পারে।',
        en: 'A rise in supplementary duty on mobile calls and internet use has been proposed, which could make mobile services somewhat more expensive.',
      },
      {
        bn: 'কৃষি খাতে সার, বীজ ও সেচে ভর্তুকি অব্যাহত থাকবে বলে জানিয়েছেন অর্থমন্ত্রী। কৃষি যন্ত্রপাতি আমদানিতে শুল্ক কমানোর প্রস্তাবও রয়েছে।',
        en: 'The finance minister said subsidies for fertiliser, seed and irrigation will continue. There is also a proposal to cut duty on imported farm machinery.',
      },
      {
        bn: 'বাজেটে ঘাটতি ধরা হয়েছে ২ লাখ ৫৬ হাজার কোটি টাকা, যা জিডিপির ৪ দশমিক ৬ শতাংশ। ঘাটতির বড় অংশ ব্যাংকঋণ ও বৈদেশিক ঋণ থেকে মেটানোর পরিকল্পনা করা হয়েছে।',
        en: 'The deficit is put at Tk 256,000 crore, or 4.6 per cent of GDP. Most of it is to be financed by bank borrowing and foreign loans.',
      },
      {
        bn: 'বাজেট বক্তৃতা চলার সময় সংসদের গ্যালারিতে উপস্থিত ছিলেন বিভিন্ন দেশের কূটনীতিক, ব্যবসায়ী নেতা ও অর্থনীতিবিদেরা।',
        en: 'Diplomats from several countries, business leaders and economists watched the budget speech from the parliament gallery.',
      },
      {
        bn: 'প্রস্তাবিত বাজেটে দেশে তৈরি ল্যাপটপ ও মোবাইল ফোনের কর সুবিধা আরও দুই বছর বহাল রাখার কথা বলা হয়েছে।',
        en: 'The proposed budget keeps tax benefits for locally made laptops and mobile phones for two more years.',
      },
      {
        bn: 'প্রায় আড়াই ঘণ্টা পর বাজেট বক্তৃতা শেষ করেছেন অর্থমন্ত্রী। এরপর সংসদে অর্থ বিল উত্থাপন করা হয়।',
        en: 'The finance minister finished the budget speech after about two and a half hours. The finance bill was then placed before parliament.',
      },
      {
        bn: 'বাজেট প্রতিক্রিয়ায় ব্যবসায়ীদের একটি সংগঠনের নেতারা বলেছেন, করমুক্ত আয়ের সীমা বাড়ানো ইতিবাচক, তবে ব্যবসার খরচ কমাতে আরও পদক্ষেপ দরকার ছিল।',
        en: 'Reacting to the budget, leaders of a business association said raising the tax-free threshold was positive, but more steps were needed to cut the cost of doing business.',
      },
      {
        bn: 'অর্থনীতিবিদ অধ্যাপক নাসরিন হক আলোকপাতকে বলেন, “মূল্যস্ফীতি নিয়ন্ত্রণের লক্ষ্য ঠিক আছে, কিন্তু রাজস্ব আদায়ের লক্ষ্য কতটা বাস্তবসম্মত, সে প্রশ্ন থেকেই যায়।”',
        en: 'Economist Professor Nasrin Haque told Alokpat: "The aim of controlling inflation is right, but the question remains how realistic the revenue target is."',
      },
      {
        bn: 'বিরোধী দলের সংসদ সদস্যরা বলেছেন, বাজেটে সাধারণ মানুষের জীবনযাত্রার ব্যয় কমানোর স্পষ্ট দিকনির্দেশনা নেই। সংসদে বাজেটের ওপর বিস্তারিত আলোচনায় তাঁরা এ বিষয়ে কথা বলবেন।',
        en: "Opposition members of parliament said the budget gives no clear direction on lowering ordinary people's cost of living. They will raise this in the detailed budget debate.",
      },
      {
        bn: 'প্রস্তাবিত বাজেটের ওপর সংসদে আলোচনা চলবে আগামী দুই সপ্তাহ। মাসের শেষ দিকে বাজেট পাস হওয়ার কথা রয়েছে। আজকের লাইভ আপডেট এখানেই শেষ।',
        en: "Parliament will debate the proposed budget over the next two weeks, and it is due to be passed towards the end of the month. That is the end of today's live updates.",
      },
    ],
  },
];

export const INTERVIEWS: readonly InterviewCorpus[] = [
  {
    headline: {
      bn: '‘গবেষণা ছাড়া বিশ্ববিদ্যালয় কেবল সনদ দেওয়ার প্রতিষ্ঠান হয়ে যায়’',
      en: "'Without research, a university becomes just a place that hands out certificates'",
    },
    sectionSlug: 'education',
    picture: 'portrait',
    intro: {
      bn: 'নবদিগন্ত বিশ্ববিদ্যালয়ের উপাচার্য অধ্যাপক রওশন আরা হক তিন দশক ধরে রসায়ন পড়াচ্ছেন। উচ্চশিক্ষার মান, গবেষণা ও শিক্ষার্থীদের কর্মসংস্থান নিয়ে তিনি কথা বলেছেন আলোকপাতের সঙ্গে।',
      en: 'Professor Rowshan Ara Haque, vice-chancellor of Nabadiganta University, has taught chemistry for three decades. She spoke to Alokpat about the quality of higher education, research and graduate employment.',
    },
    qa: [
      {
        q: { bn: 'দেশের বিশ্ববিদ্যালয়গুলোর সবচেয়ে বড় দুর্বলতা কী বলে মনে করেন?', en: "What do you see as the biggest weakness of the country's universities?" },
        a: {
          bn: 'আমরা পড়াই অনেক, কিন্তু নতুন জ্ঞান তৈরি করি কম। গবেষণায় বরাদ্দ যেমন কম, তেমনি শিক্ষকদের ওপর ক্লাসের চাপও বেশি। ফলে গবেষণার সময় ও সুযোগ দুটিই সীমিত।',
          en: 'We teach a great deal, but we create little new knowledge. Research funding is low and teachers carry a heavy teaching load, so both the time and the opportunity for research are limited.',
        },
      },
      {
        q: { bn: 'আপনার বিশ্ববিদ্যালয়ে এ জন্য কী করছেন?', en: 'What are you doing about it at your university?' },
        a: {
          bn: 'আমরা তরুণ শিক্ষকদের জন্য ছোট গবেষণা অনুদান চালু করেছি এবং স্নাতক পর্যায়ের শিক্ষার্থীদেরও গবেষণা প্রকল্পে যুক্ত করছি। প্রতিবছর একটি গবেষণা মেলা হয়, যেখানে শিল্পপ্রতিষ্ঠানের প্রতিনিধিরা আসেন।',
          en: 'We have introduced small research grants for young teachers, and we are bringing undergraduates into research projects too. Every year we hold a research fair that representatives from industry attend.',
        },
      },
      {
        q: { bn: 'স্নাতকদের বেকারত্ব নিয়ে উদ্বেগ আছে। পাঠ্যক্রম কি চাকরির বাজারের সঙ্গে তাল মেলাতে পারছে?', en: 'There is concern about graduate unemployment. Is the curriculum keeping pace with the job market?' },
        a: {
          bn: 'পুরোপুরি পারছে না, সেটা স্বীকার করতে হবে। আমরা প্রতিটি বিভাগে শিল্প উপদেষ্টা পরিষদ গঠন করেছি, যারা পাঠ্যক্রম হালনাগাদে পরামর্শ দেয়। ইন্টার্নশিপকে বাধ্যতামূলক করার কাজও চলছে।',
          en: 'Not fully, and we have to admit that. We have set up an industry advisory panel in every department to advise on updating the curriculum, and we are working on making internships compulsory.',
        },
      },
      {
        q: { bn: 'ছাত্রীদের উচ্চশিক্ষায় অংশগ্রহণ বাড়ছে। তাঁদের জন্য কোন চ্যালেঞ্জগুলো এখনো রয়ে গেছে?', en: 'More women are entering higher education. What challenges still remain for them?' },
        a: {
          bn: 'আবাসন ও নিরাপদ যাতায়াত এখনো বড় সমস্যা। বিজ্ঞান ও প্রকৌশলে ছাত্রীর সংখ্যা বাড়লেও গবেষণা ও নেতৃত্বের পর্যায়ে নারীর উপস্থিতি কম। মেন্টরশিপ কর্মসূচি এখানে কাজে আসতে পারে।',
          en: 'Accommodation and safe transport are still big problems. The number of women in science and engineering is growing, but women remain few at the research and leadership levels. Mentorship programmes can help here.',
        },
      },
      {
        q: { bn: 'অনলাইন শিক্ষা কি শ্রেণিকক্ষের বিকল্প হতে পারে?', en: 'Can online learning replace the classroom?' },
        a: {
          bn: 'বিকল্প নয়, সহায়ক। রেকর্ড করা লেকচার ও অনলাইন কুইজ শিক্ষার্থীদের নিজের গতিতে শিখতে সাহায্য করে। কিন্তু গবেষণাগার, বিতর্ক আর শিক্ষকের সঙ্গে সরাসরি আলাপের কোনো বিকল্প নেই।',
          en: 'Not a replacement but a support. Recorded lectures and online quizzes help students learn at their own pace. But there is no substitute for the laboratory, debate and face-to-face conversation with a teacher.',
        },
      },
      {
        q: { bn: 'নতুন শিক্ষার্থীদের প্রতি আপনার পরামর্শ কী?', en: 'What is your advice to new students?' },
        a: {
          bn: 'শুধু ভালো ফলের পেছনে ছুটবেন না। প্রশ্ন করতে শিখুন, পাঠাগারে সময় দিন, আর অন্তত একটি সংগঠনের সঙ্গে যুক্ত হোন। বিশ্ববিদ্যালয় জীবনের আসল শিক্ষা শ্রেণিকক্ষের বাইরেও হয়।',
          en: "Don't chase good grades alone. Learn to ask questions, spend time in the library and join at least one society. The real lessons of university life also happen outside the classroom.",
        },
      },
    ],
  },
  {
    headline: {
      bn: '‘উপকূলের লবণাক্ততা এখন খাবার পানির সংকট তৈরি করছে’',
      en: "'Salinity on the coast is now creating a drinking water crisis'",
    },
    sectionSlug: 'environment',
    picture: 'portrait',
    intro: {
      bn: 'ড. অনুপম মজুমদার নদীমাতৃক জলবায়ু গবেষণা কেন্দ্রের জ্যেষ্ঠ গবেষক। দক্ষিণ-পশ্চিম উপকূলে লবণাক্ততা ও জলবায়ু পরিবর্তনের প্রভাব নিয়ে এক যুগ ধরে কাজ করছেন তিনি।',
      en: 'Dr Anupam Majumder is a senior researcher at the Nadimatrik Climate Research Centre. He has spent twelve years studying salinity and the effects of climate change on the south-west coast.',
    },
    qa: [
      {
        q: { bn: 'উপকূলে লবণাক্ততা কতটা বেড়েছে?', en: 'How much has salinity increased on the coast?' },
        a: {
          bn: 'আমাদের মাঠপর্যায়ের তথ্য বলছে, গত দুই দশকে সাতক্ষীরা ও খুলনার অনেক এলাকায় শুকনা মৌসুমে নদীর পানির লবণাক্ততা প্রায় দ্বিগুণ হয়েছে। লবণ এখন আগের চেয়ে অনেক ভেতরে ঢুকে পড়ছে।',
          en: 'Our field data show that over the past two decades, dry-season river salinity has roughly doubled in many parts of Satkhira and Khulna. Salt is now reaching much further inland than before.',
        },
      },
      {
        q: { bn: 'সাধারণ মানুষের জীবনে এর প্রভাব কী?', en: "What does this mean for ordinary people's lives?" },
        a: {
          bn: 'সবচেয়ে বড় প্রভাব খাবার পানিতে। অনেক গ্রামে নারীদের প্রতিদিন কয়েক কিলোমিটার হেঁটে পানি আনতে হয়। লবণাক্ত পানি পানের ফলে উচ্চ রক্তচাপসহ নানা স্বাস্থ্য সমস্যাও দেখা দিচ্ছে।',
          en: 'The biggest effect is on drinking water. In many villages women have to walk several kilometres every day to fetch water. Drinking saline water is also causing health problems, including high blood pressure.',
        },
      },
      {
        q: { bn: 'কৃষিতে কী পরিবর্তন দেখছেন?', en: 'What changes are you seeing in farming?' },
        a: {
          bn: 'আগে যেখানে দুই ফসল হতো, সেখানে এখন অনেক জমিতে এক ফসলও ঠিকমতো হয় না। তবে লবণসহিষ্ণু ধান, সূর্যমুখী ও তরমুজ চাষ করে কৃষকেরা নতুন পথ খুঁজছেন, যা আশার কথা।',
          en: 'Land that used to grow two crops now often fails to produce even one properly. But farmers are finding new ways by growing salt-tolerant rice, sunflowers and watermelons, which is encouraging.',
        },
      },
      {
        q: { bn: 'বৃষ্টির পানি সংরক্ষণ কি সমাধান হতে পারে?', en: 'Can rainwater harvesting be a solution?' },
        a: {
          bn: 'অবশ্যই একটি কার্যকর সমাধান। বাড়ির ছাদ থেকে বৃষ্টির পানি ধরে বড় ট্যাংকে রাখলে একটি পরিবারের কয়েক মাসের খাবার পানি হয়ে যায়। পুকুর খনন ও পুনঃখনন করাও জরুরি।',
          en: "Certainly, it is an effective one. Collecting rainwater from the roof and storing it in a large tank can provide a family's drinking water for several months. Digging and re-excavating ponds is also essential.",
        },
      },
      {
        q: { bn: 'নীতিনির্ধারকদের কাছে আপনার প্রধান সুপারিশ কী?', en: 'What is your main recommendation to policymakers?' },
        a: {
          bn: 'উপকূলের জন্য আলাদা পানি পরিকল্পনা দরকার, যেখানে স্থানীয় মানুষের মতামত থাকবে। বাঁধ নির্মাণের পাশাপাশি নদীর প্রবাহ ফিরিয়ে আনা এবং খালগুলো খনন করাও সমান গুরুত্বপূর্ণ।',
          en: 'The coast needs its own water plan, shaped by local people. Alongside building embankments, restoring river flows and dredging the canals are just as important.',
        },
      },
    ],
  },
  {
    headline: {
      bn: '‘নদীর গল্প বলতে গিয়ে নিজের শৈশবে ফিরে গেছি’',
      en: "'Telling the story of a river took me back to my own childhood'",
    },
    sectionSlug: 'entertainment',
    picture: 'portrait',
    intro: {
      bn: 'প্রথম পূর্ণদৈর্ঘ্য চলচ্চিত্র ‘নদীর নাম মধুমতী’ দিয়েই দেশ-বিদেশের দর্শকের নজর কেড়েছেন নির্মাতা সাবিহা নূর। ছবিটি নিয়ে তাঁর সঙ্গে কথা বলেছে আলোকপাত।',
      en: "With her first feature film, 'A River Called Madhumati', director Sabiha Noor has caught the eye of audiences at home and abroad. Alokpat spoke to her about the film.",
    },
    qa: [
      {
        q: { bn: 'ছবিটির গল্প কীভাবে মাথায় এল?', en: 'How did the idea for the film come to you?' },
        a: {
          bn: 'আমার শৈশব কেটেছে গোপালগঞ্জে, মধুমতী নদীর পাড়ে। নদীভাঙনে আমাদের প্রতিবেশীদের বাড়ি হারাতে দেখেছি। সেই স্মৃতি থেকেই এক মাঝির পরিবারের গল্প লিখতে শুরু করি।',
          en: "I spent my childhood in Gopalganj, on the banks of the Madhumati. I saw our neighbours lose their homes to river erosion. I started writing the story of a boatman's family from those memories.",
        },
      },
      {
        q: { bn: 'শুটিং করতে গিয়ে সবচেয়ে বড় চ্যালেঞ্জ কী ছিল?', en: 'What was the biggest challenge during the shoot?' },
        a: {
          bn: 'নদীতে শুটিং মানেই আবহাওয়ার ওপর নির্ভরতা। বর্ষায় একবার টানা নয় দিন কাজ বন্ধ রাখতে হয়েছে। কিন্তু স্থানীয় মানুষেরা নৌকা, খাবার, থাকার জায়গা দিয়ে যেভাবে সাহায্য করেছেন, তা ভোলার নয়।',
          en: 'Shooting on a river means depending on the weather. During the monsoon we once had to stop work for nine days straight. But I will never forget how local people helped us with boats, food and places to stay.',
        },
      },
      {
        q: { bn: 'অভিনয়শিল্পীদের বেশির ভাগই নতুন। কেন এই সিদ্ধান্ত?', en: 'Most of the cast are newcomers. Why did you decide that?' },
        a: {
          bn: 'আমি চেয়েছিলাম চরিত্রগুলো দর্শকের কাছে একেবারে চেনা মানুষের মতো মনে হোক। তাই স্থানীয় নাট্যদল থেকে কয়েকজনকে নিয়েছি এবং তিন মাস ধরে কর্মশালা করেছি।',
          en: 'I wanted the characters to feel like people the audience already knows. So I cast several people from local theatre groups and ran workshops for three months.',
        },
      },
      {
        q: { bn: 'আন্তর্জাতিক উৎসবে দর্শকের প্রতিক্রিয়া কেমন ছিল?', en: 'How did audiences react at the international festival?' },
        a: {
          bn: 'প্রদর্শনীর পর অনেকে এসে বলেছেন, ভাষা না বুঝলেও নদী হারানোর কষ্টটা তাঁরা অনুভব করেছেন। এটাই আমার সবচেয়ে বড় প্রাপ্তি।',
          en: 'After the screening many people came up to say that even without understanding the language they felt the pain of losing a river. That is my biggest reward.',
        },
      },
      {
        q: { bn: 'দেশের প্রেক্ষাগৃহে ছবিটি কবে দেখা যাবে?', en: 'When can audiences see the film in cinemas here?' },
        a: {
          bn: 'আগামী মাসে ঢাকাসহ কয়েকটি বিভাগীয় শহরে মুক্তির পরিকল্পনা আছে। পরে একটি ওটিটি প্ল্যাটফর্মেও আসবে।',
          en: 'We plan to release it next month in Dhaka and several divisional cities. It will come to a streaming platform later.',
        },
      },
      {
        q: { bn: 'তরুণ নির্মাতাদের উদ্দেশে কী বলবেন?', en: 'What would you say to young filmmakers?' },
        a: {
          bn: 'নিজের চেনা জগতের গল্প বলুন। বাজেট কম হলে ভয় পাবেন না; ভালো গল্প আর সৎ চেষ্টা থাকলে ছবি মানুষের কাছে পৌঁছাবেই।',
          en: "Tell stories from the world you know. Don't be afraid of a small budget; with a good story and honest effort, a film will reach people.",
        },
      },
    ],
  },
  {
    headline: {
      bn: '‘পাটের ব্যাগ দিয়ে শুরু, এখন পণ্য যায় ১২টি দেশে’',
      en: "'It started with jute bags; now our products go to 12 countries'",
    },
    sectionSlug: 'economy',
    picture: 'portrait',
    intro: {
      bn: 'রংপুরের উদ্যোক্তা রোকসানা পারভীন মাত্র পাঁচজন কারিগর নিয়ে পাটপণ্যের ব্যবসা শুরু করেছিলেন। এখন তাঁর প্রতিষ্ঠানে কাজ করেন চার শতাধিক নারী। ক্ষুদ্র ও মাঝারি উদ্যোগের সম্ভাবনা ও সংকট নিয়ে তিনি কথা বলেছেন।',
      en: 'Rangpur entrepreneur Roksana Parvin started her jute products business with just five artisans. Today more than four hundred women work for her company. She talked about the promise and problems of small and medium enterprises.',
    },
    qa: [
      {
        q: { bn: 'ব্যবসার শুরুটা কেমন ছিল?', en: 'How did the business begin?' },
        a: {
          bn: 'গ্রামের কয়েকজন নারীকে সঙ্গে নিয়ে বাড়ির উঠানে পাটের ব্যাগ বানাতাম। প্রথম বড় অর্ডার আসে ঢাকার একটি মেলা থেকে। সেদিন বুঝেছিলাম, মানসম্মত পণ্য বানালে বাজার আছে।',
          en: 'I used to make jute bags in our courtyard with a few women from the village. The first big order came from a fair in Dhaka. That day I realised there is a market if you make quality products.',
        },
      },
      {
        q: { bn: 'রপ্তানির বাজারে কীভাবে ঢুকলেন?', en: 'How did you get into export markets?' },
        a: {
          bn: 'অনলাইনে পণ্যের ছবি দিয়ে ক্যাটালগ বানিয়েছিলাম। একটি বিদেশি ক্রেতা প্রতিষ্ঠান নমুনা চেয়ে পাঠায়। মান যাচাইয়ে উত্তীর্ণ হওয়ার পর ধীরে ধীরে অন্য দেশেও ক্রেতা পেয়েছি।',
          en: 'I made an online catalogue with photos of our products. A foreign buyer asked for samples. After passing their quality checks, we gradually found buyers in other countries too.',
        },
      },
      {
        q: { bn: 'ক্ষুদ্র উদ্যোক্তাদের সবচেয়ে বড় সমস্যা কী?', en: "What is small entrepreneurs' biggest problem?" },
        a: {
          bn: 'জামানত ছাড়া ব্যাংকঋণ পাওয়া এখনো খুব কঠিন। নারী উদ্যোক্তাদের জন্য সমস্যাটা আরও বেশি। সহজ শর্তের ঋণ আর দ্রুত কাগজপত্রের ব্যবস্থা হলে অনেকে এগিয়ে আসতে পারতেন।',
          en: 'Getting a bank loan without collateral is still very hard, and harder still for women entrepreneurs. With easy-term loans and faster paperwork, many more could come forward.',
        },
      },
      {
        q: { bn: 'কারিগরদের প্রশিক্ষণ কীভাবে দেন?', en: 'How do you train your artisans?' },
        a: {
          bn: 'নতুন কেউ যোগ দিলে প্রথম এক মাস অভিজ্ঞ কারিগরদের সঙ্গে কাজ শেখেন। নকশা ও রং নিয়ে প্রতি তিন মাসে কর্মশালা হয়। অনেকে এখন নিজেরাই নতুন নকশা তৈরি করছেন।',
          en: 'Newcomers spend their first month learning alongside experienced artisans. Every three months we hold workshops on design and colour. Many now create new designs themselves.',
        },
      },
      {
        q: { bn: 'ভবিষ্যৎ পরিকল্পনা কী?', en: 'What are your plans for the future?' },
        a: {
          bn: 'আমরা পাটের সঙ্গে কলাগাছের আঁশ মিশিয়ে নতুন পণ্য তৈরির চেষ্টা করছি। আগামী দুই বছরে আরও দুটি উপজেলায় উৎপাদনকেন্দ্র খুলতে চাই, যাতে নারীদের বাড়ির কাছেই কাজের সুযোগ হয়।',
          en: 'We are experimenting with new products that blend jute with banana fibre. In the next two years we want to open production centres in two more upazilas so women can find work close to home.',
        },
      },
    ],
  },
  {
    headline: {
      bn: '‘ডেঙ্গু এখন সারা বছরের রোগ, প্রস্তুতিও হতে হবে সারা বছর’',
      en: "'Dengue is now a year-round disease, so preparation must be year-round too'",
    },
    sectionSlug: 'health',
    picture: 'portrait',
    intro: {
      bn: 'জনস্বাস্থ্য বিশেষজ্ঞ ডা. মাহমুদুল করিম দুই দশক ধরে মশাবাহিত রোগ নিয়ে কাজ করছেন। ডেঙ্গুর বদলে যাওয়া ধরন ও প্রতিরোধের উপায় নিয়ে তিনি কথা বলেছেন আলোকপাতের সঙ্গে।',
      en: "Public health expert Dr Mahmudul Karim has worked on mosquito-borne diseases for two decades. He spoke to Alokpat about dengue's changing pattern and how to prevent it.",
    },
    qa: [
      {
        q: { bn: 'ডেঙ্গুর ধরন কীভাবে বদলেছে?', en: 'How has the pattern of dengue changed?' },
        a: {
          bn: 'আগে ডেঙ্গু মূলত বর্ষাকালের আর বড় শহরের রোগ ছিল। এখন শীতেও রোগী পাওয়া যাচ্ছে এবং প্রায় সব জেলাতেই সংক্রমণ ছড়িয়েছে।',
          en: 'Dengue used to be mainly a disease of the monsoon and the big cities. Now we find patients even in winter, and infections have spread to almost every district.',
        },
      },
      {
        q: { bn: 'কোন লক্ষণ দেখলে দ্রুত হাসপাতালে যাওয়া উচিত?', en: 'Which symptoms mean someone should go to hospital quickly?' },
        a: {
          bn: 'জ্বর কমে যাওয়ার পর পেটে তীব্র ব্যথা, বারবার বমি, মাড়ি বা নাক দিয়ে রক্তপাত, অতিরিক্ত দুর্বলতা বা প্রস্রাব কমে যাওয়া—এগুলো বিপদচিহ্ন। তখন দেরি না করে হাসপাতালে যেতে হবে।',
          en: 'Severe stomach pain after the fever subsides, repeated vomiting, bleeding from the gums or nose, extreme weakness or passing less urine are warning signs. Then you must go to hospital without delay.',
        },
      },
      {
        q: { bn: 'বাড়িতে কী কী সতর্কতা নেওয়া যায়?', en: 'What precautions can people take at home?' },
        a: {
          bn: 'ফুলের টব, টায়ার, ফ্রিজের নিচের ট্রে বা ছাদে জমে থাকা পানি তিন দিন পরপর ফেলে দিন। দিনের বেলায় ঘুমালেও মশারি ব্যবহার করুন। জ্বর হলে প্রচুর তরল খাবার খান এবং নিজে নিজে ব্যথানাশক ওষুধ খাবেন না।',
          en: "Empty standing water in flower pots, tyres, fridge trays or on rooftops every three days. Use a mosquito net even when sleeping during the day. If you have a fever, drink plenty of fluids and don't take painkillers on your own.",
        },
      },
      {
        q: { bn: 'মশা নিয়ন্ত্রণে স্থানীয় সরকারের ভূমিকা কতটা কার্যকর?', en: "How effective is local government's mosquito control?" },
        a: {
          bn: 'শুধু ওষুধ ছিটিয়ে ডেঙ্গু নিয়ন্ত্রণ সম্ভব নয়। লার্ভার উৎস খুঁজে ধ্বংস করা, নির্মাণাধীন ভবনে নজরদারি এবং নিয়মিত জরিপ দরকার। এ কাজে নাগরিকদের যুক্ত না করলে ফল আসবে না।',
          en: 'Dengue cannot be controlled by spraying alone. We need to find and destroy larval breeding sites, monitor buildings under construction and run regular surveys. Without involving citizens, it will not work.',
        },
      },
      {
        q: { bn: 'হাসপাতালগুলো কি চাপ সামলাতে প্রস্তুত?', en: 'Are hospitals ready to cope with the pressure?' },
        a: {
          bn: 'বড় হাসপাতালগুলোতে অভিজ্ঞতা বেড়েছে, কিন্তু জেলা ও উপজেলা পর্যায়ে প্লাটিলেট পরীক্ষা আর প্রশিক্ষিত জনবলের ঘাটতি আছে। জটিল রোগী শেষ মুহূর্তে ঢাকায় পাঠানোর প্রবণতা কমাতে হবে।',
          en: 'Experience has grown at the large hospitals, but district and upazila facilities lack platelet testing and trained staff. We must reduce the tendency to send complicated cases to Dhaka at the last minute.',
        },
      },
    ],
  },
];

export const LISTICLES: readonly ListicleCorpus[] = [
  {
    headline: { bn: 'তীব্র গরমে সুস্থ থাকার ৬ উপায়', en: '6 ways to stay well in extreme heat' },
    sectionSlug: 'lifestyle',
    picture: 'city-street',
    intro: {
      bn: 'দেশের বিভিন্ন জেলায় তাপপ্রবাহ চলছে। এমন সময়ে কয়েকটি সহজ অভ্যাস মেনে চললে হিট স্ট্রোকসহ নানা ঝুঁকি কমানো যায়।',
      en: 'A heatwave is sweeping several districts. At times like this, a few simple habits can reduce the risk of heatstroke and other problems.',
    },
    items: [
      { title: { bn: 'পর্যাপ্ত পানি পান করুন', en: 'Drink enough water' }, text: { bn: 'তৃষ্ণা না পেলেও দিনে অন্তত আট থেকে দশ গ্লাস পানি পান করুন। বাইরে বের হলে সঙ্গে পানির বোতল রাখুন।', en: 'Drink at least eight to ten glasses of water a day, even if you are not thirsty. Carry a water bottle when you go out.' } },
      { title: { bn: 'দুপুরের রোদ এড়িয়ে চলুন', en: 'Avoid the midday sun' }, text: { bn: 'বেলা ১১টা থেকে বিকেল ৩টা পর্যন্ত রোদ সবচেয়ে কড়া থাকে। জরুরি না হলে এ সময় বাইরে কাজ না করাই ভালো।', en: 'The sun is fiercest from 11 in the morning to 3 in the afternoon. Unless it is urgent, it is best not to work outdoors then.' } },
      { title: { bn: 'হালকা রঙের সুতি পোশাক পরুন', en: 'Wear light-coloured cotton' }, text: { bn: 'ঢিলেঢালা সুতি পোশাক শরীরে বাতাস চলাচলে সাহায্য করে। বাইরে গেলে ছাতা বা টুপি ব্যবহার করুন।', en: 'Loose cotton clothes let air move around the body. Use an umbrella or a hat when you go out.' } },
      { title: { bn: 'মৌসুমি ফল খান', en: 'Eat seasonal fruit' }, text: { bn: 'তরমুজ, বাঙ্গি, ডাব ও শসা শরীরে পানির ঘাটতি পূরণ করে। ভাজাপোড়া ও অতিরিক্ত মসলাদার খাবার কম খান।', en: 'Watermelon, musk melon, green coconut and cucumber help replace lost water. Cut down on fried and very spicy food.' } },
      { title: { bn: 'খাবার স্যালাইন হাতের কাছে রাখুন', en: 'Keep oral saline to hand' }, text: { bn: 'অতিরিক্ত ঘাম হলে শরীর থেকে লবণ বেরিয়ে যায়। এমন হলে খাবার স্যালাইন খেলে দুর্বলতা কাটে।', en: 'Heavy sweating drains salt from the body. Oral saline helps overcome the weakness that follows.' } },
      { title: { bn: 'শিশু ও বয়স্কদের দিকে নজর দিন', en: 'Keep an eye on children and older people' }, text: { bn: 'মাথা ঘোরা, অতিরিক্ত দুর্বলতা বা অজ্ঞান হয়ে যাওয়ার মতো লক্ষণ দেখা দিলে দ্রুত ঠান্ডা জায়গায় নিয়ে চিকিৎসকের পরামর্শ নিন।', en: 'If they show signs such as dizziness, extreme weakness or fainting, move them quickly to a cool place and seek medical advice.' } },
    ],
  },
  {
    headline: { bn: 'শীতে ঘুরে আসার মতো দেশের ৬টি জায়গা', en: '6 places in Bangladesh to visit this winter' },
    sectionSlug: 'lifestyle',
    picture: 'river',
    intro: {
      bn: 'শীতের সকালে কুয়াশা, দুপুরে মিঠে রোদ—ঘোরাঘুরির এটাই সেরা সময়। ছুটিতে যেতে পারেন এমন কয়েকটি জায়গার খোঁজ রইল।',
      en: 'Misty mornings and mild afternoon sun make winter the best time to travel. Here are a few places you could visit on your holidays.',
    },
    items: [
      { title: { bn: 'শ্রীমঙ্গল, মৌলভীবাজার', en: 'Sreemangal, Moulvibazar' }, text: { bn: 'চা-বাগানের সবুজ ঢাল আর লাউয়াছড়ার বনপথে হাঁটতে হাঁটতে শীতের সকাল কাটানো যায় অনায়াসে।', en: 'You can spend a winter morning walking the green slopes of the tea gardens and the forest trails of Lawachara.' } },
      { title: { bn: 'সাজেক ভ্যালি, রাঙামাটি', en: 'Sajek Valley, Rangamati' }, text: { bn: 'ভোরে মেঘের ওপর দিয়ে সূর্য ওঠা দেখতে পর্যটকেরা ভিড় করেন এই পাহাড়চূড়ায়। আগে থেকে থাকার জায়গা ঠিক করে যাওয়াই ভালো।', en: 'Visitors flock to this hilltop to watch the sun rise above the clouds. It is best to book accommodation in advance.' } },
      { title: { bn: 'কুয়াকাটা, পটুয়াখালী', en: 'Kuakata, Patuakhali' }, text: { bn: 'একই সৈকত থেকে সূর্যোদয় ও সূর্যাস্ত দেখার সুযোগ খুব কম জায়গাতেই মেলে। কাছেই রাখাইন পল্লি ও শুঁটকিপল্লিও ঘুরে দেখা যায়।', en: 'Few places let you watch both sunrise and sunset from the same beach. Nearby Rakhine villages and dried-fish villages are also worth a visit.' } },
      { title: { bn: 'পাহাড়পুর বৌদ্ধবিহার, নওগাঁ', en: 'Paharpur Buddhist Vihara, Naogaon' }, text: { bn: 'হাজার বছরের পুরোনো এই বিহার ইতিহাসপ্রেমীদের জন্য দারুণ গন্তব্য। পাশের জাদুঘরে রয়েছে পোড়ামাটির ফলকসহ নানা নিদর্শন।', en: 'This thousand-year-old monastery is a wonderful destination for history lovers. The museum next door holds terracotta plaques and many other artefacts.' } },
      { title: { bn: 'টাঙ্গুয়ার হাওর, সুনামগঞ্জ', en: 'Tanguar Haor, Sunamganj' }, text: { bn: 'শীতে হাওরে আসে হাজারো পরিযায়ী পাখি। নৌকায় রাত কাটিয়ে ভোরে পাখির ডাক শোনার অভিজ্ঞতা অনন্য।', en: 'Thousands of migratory birds come to the haor in winter. Spending a night on a boat and waking to birdsong at dawn is unforgettable.' } },
      { title: { bn: 'তেঁতুলিয়া, পঞ্চগড়', en: 'Tetulia, Panchagarh' }, text: { bn: 'আকাশ পরিষ্কার থাকলে এখান থেকে হিমালয়ের তুষারঢাকা চূড়া দেখা যায়। আশপাশের সমতলের চা-বাগানও ঘুরে দেখতে পারেন।', en: 'On a clear day you can see the snow-capped peaks of the Himalayas from here. You can also visit the flatland tea gardens nearby.' } },
    ],
  },
  {
    headline: { bn: 'অনলাইন প্রতারণা থেকে বাঁচার ৬ কৌশল', en: '6 ways to protect yourself from online fraud' },
    sectionSlug: 'technology',
    picture: 'city-street',
    intro: {
      bn: 'মোবাইল ব্যাংকিং আর অনলাইন কেনাকাটা বাড়ার সঙ্গে সঙ্গে প্রতারণার কৌশলও বদলাচ্ছে। কয়েকটি নিয়ম মানলে বেশির ভাগ ফাঁদ এড়ানো সম্ভব।',
      en: 'As mobile banking and online shopping grow, fraudsters keep changing their tricks. Following a few rules lets you avoid most traps.',
    },
    items: [
      { title: { bn: 'ওটিপি ও পিন কাউকে বলবেন না', en: 'Never share your OTP or PIN' }, text: { bn: 'ব্যাংক বা মোবাইল আর্থিক সেবার কোনো কর্মী কখনো ফোনে ওটিপি বা পিন চান না। কেউ চাইলে বুঝবেন, তিনি প্রতারক।', en: 'No bank or mobile financial service employee will ever ask for your OTP or PIN on the phone. Anyone who does is a fraudster.' } },
      { title: { bn: 'অচেনা লিংকে ক্লিক নয়', en: "Don't click unknown links" }, text: { bn: 'পুরস্কার জেতার বা অ্যাকাউন্ট বন্ধ হওয়ার বার্তায় থাকা লিংক প্রায়ই ভুয়া ওয়েবসাইটে নিয়ে যায়। ঠিকানা ভালো করে যাচাই করুন।', en: 'Links in messages about winning a prize or an account being closed often lead to fake websites. Check the address carefully.' } },
      { title: { bn: 'দুই ধাপের যাচাই চালু করুন', en: 'Turn on two-step verification' }, text: { bn: 'ই-মেইল ও সামাজিক যোগাযোগমাধ্যমের অ্যাকাউন্টে দুই ধাপের যাচাই থাকলে পাসওয়ার্ড ফাঁস হলেও অ্যাকাউন্ট সুরক্ষিত থাকে।', en: 'With two-step verification on your email and social media accounts, they stay safe even if your password leaks.' } },
      { title: { bn: 'একই পাসওয়ার্ড সব জায়গায় নয়', en: "Don't reuse passwords" }, text: { bn: 'প্রতিটি অ্যাকাউন্টের জন্য আলাদা ও লম্বা পাসওয়ার্ড ব্যবহার করুন। মনে রাখতে পাসওয়ার্ড ম্যানেজার কাজে আসতে পারে।', en: 'Use a different, long password for each account. A password manager can help you remember them.' } },
      { title: { bn: 'অগ্রিম টাকা পাঠানোর আগে ভাবুন', en: 'Think before paying in advance' }, text: { bn: 'অবিশ্বাস্য কম দামে পণ্য বিক্রির বিজ্ঞাপন দেখলে সতর্ক হোন। সম্ভব হলে পণ্য হাতে পেয়ে টাকা পরিশোধ করুন।', en: 'Be wary of adverts offering goods at unbelievably low prices. Where possible, pay on delivery.' } },
      { title: { bn: 'প্রতারিত হলে দ্রুত জানান', en: 'Report fraud quickly' }, text: { bn: 'টাকা খোয়া গেলে সঙ্গে সঙ্গে সেবাদাতা প্রতিষ্ঠানের হেল্পলাইনে ফোন করুন এবং নিকটস্থ থানায় সাধারণ ডায়েরি করুন। দ্রুত জানালে টাকা ফেরত পাওয়ার সম্ভাবনা বাড়ে।', en: 'If you lose money, call the service provider\'s helpline at once and file a general diary at the nearest police station. Reporting quickly improves the chances of getting the money back.' } },
    ],
  },
  {
    headline: { bn: 'ডেঙ্গু প্রতিরোধে পরিবারের ৬টি করণীয়', en: '6 things every family can do to prevent dengue' },
    sectionSlug: 'health',
    picture: 'hospital',
    intro: {
      bn: 'এডিস মশা জন্মায় পরিষ্কার জমে থাকা পানিতে, আর এর বেশির ভাগ উৎসই থাকে আমাদের বাড়ির আশপাশে। তাই প্রতিরোধের শুরু হোক ঘর থেকেই।',
      en: 'Aedes mosquitoes breed in clean standing water, and most breeding sites are around our own homes. So prevention should start at home.',
    },
    items: [
      { title: { bn: 'তিন দিন পরপর পানি ফেলুন', en: 'Empty water every three days' }, text: { bn: 'ফুলের টব, বালতি, ফ্রিজ ও এসির ট্রেতে জমে থাকা পানি নিয়মিত ফেলে দিন।', en: 'Regularly empty the water that collects in flower pots, buckets and the trays of fridges and air conditioners.' } },
      { title: { bn: 'ছাদ ও বারান্দা পরিষ্কার রাখুন', en: 'Keep roofs and balconies clean' }, text: { bn: 'ছাদবাগানের পাত্র, পুরোনো টায়ার ও ভাঙা পাত্রে বৃষ্টির পানি জমতে দেবেন না।', en: 'Do not let rainwater collect in rooftop garden pots, old tyres or broken containers.' } },
      { title: { bn: 'দিনেও মশারি ব্যবহার করুন', en: 'Use a mosquito net during the day too' }, text: { bn: 'এডিস মশা সাধারণত দিনে কামড়ায়। শিশু ও বয়স্করা দিনে ঘুমালে অবশ্যই মশারি টানিয়ে দিন।', en: 'Aedes mosquitoes usually bite in the daytime. When children or older people nap during the day, always put up a net.' } },
      { title: { bn: 'শরীর ঢাকা পোশাক পরুন', en: 'Wear clothes that cover the body' }, text: { bn: 'লম্বা হাতার জামা ও পায়জামা পরলে মশার কামড়ের ঝুঁকি কমে। প্রয়োজনে মশা তাড়ানোর ক্রিম ব্যবহার করুন।', en: 'Long sleeves and trousers reduce the risk of bites. Use mosquito repellent cream when needed.' } },
      { title: { bn: 'জ্বর হলে পরীক্ষা করান', en: 'Get tested if you have a fever' }, text: { bn: 'জ্বরের প্রথম দিন থেকেই ডেঙ্গু পরীক্ষা করানো যায়। চিকিৎসকের পরামর্শ ছাড়া কোনো ওষুধ খাবেন না।', en: 'A dengue test can be done from the first day of fever. Do not take any medicine without a doctor\'s advice.' } },
      { title: { bn: 'প্রতিবেশীদের সঙ্গে মিলে কাজ করুন', en: 'Work together with your neighbours' }, text: { bn: 'এক বাড়ি পরিষ্কার রাখলেই হবে না। মহল্লাভিত্তিক পরিচ্ছন্নতা অভিযানে সবাই মিলে অংশ নিন।', en: 'Keeping one home clean is not enough. Join neighbourhood clean-up drives together.' } },
    ],
  },
  {
    headline: { bn: 'চাকরির সাক্ষাৎকারে যে ৬টি ভুল করবেন না', en: '6 mistakes to avoid in a job interview' },
    sectionSlug: 'jobs',
    picture: 'meeting',
    intro: {
      bn: 'লিখিত পরীক্ষায় ভালো করেও অনেকে সাক্ষাৎকারে গিয়ে পিছিয়ে পড়েন। মানবসম্পদ বিশেষজ্ঞেরা বলছেন, কয়েকটি সাধারণ ভুল এড়ালেই সম্ভাবনা অনেক বাড়ে।',
      en: 'Many candidates who do well in the written test fall behind at the interview. Human resources experts say avoiding a few common mistakes greatly improves your chances.',
    },
    items: [
      { title: { bn: 'প্রতিষ্ঠান সম্পর্কে না জেনে যাওয়া', en: 'Arriving without knowing the organisation' }, text: { bn: 'প্রতিষ্ঠানের কাজ, পণ্য ও সাম্প্রতিক খবর সম্পর্কে আগে থেকে জেনে যান। এতে আপনার আগ্রহ বোঝা যায়।', en: "Find out about the organisation's work, products and recent news beforehand. It shows your interest." } },
      { title: { bn: 'দেরিতে পৌঁছানো', en: 'Arriving late' }, text: { bn: 'যানজটের কথা মাথায় রেখে অন্তত ২০ মিনিট আগে পৌঁছানোর পরিকল্পনা করুন।', en: 'Allow for traffic and plan to arrive at least 20 minutes early.' } },
      { title: { bn: 'মুখস্থ উত্তর দেওয়া', en: 'Giving memorised answers' }, text: { bn: 'বইয়ের ভাষায় উত্তর না দিয়ে নিজের অভিজ্ঞতা থেকে উদাহরণ দিন। সৎ ও সংক্ষিপ্ত উত্তর বেশি কার্যকর।', en: 'Instead of textbook answers, give examples from your own experience. Honest, brief answers work better.' } },
      { title: { bn: 'আগের প্রতিষ্ঠানের সমালোচনা', en: 'Criticising a former employer' }, text: { bn: 'আগের কর্মস্থল নিয়ে নেতিবাচক কথা বললে নিয়োগকর্তার মনে খারাপ ধারণা তৈরি হয়।', en: 'Speaking negatively about a previous workplace leaves a poor impression on the employer.' } },
      { title: { bn: 'নিজের সিভি ভালোভাবে না জানা', en: 'Not knowing your own CV' }, text: { bn: 'সিভিতে যা লিখেছেন, তার প্রতিটি বিষয়ে প্রশ্ন আসতে পারে। তাই প্রতিটি দক্ষতা ও অভিজ্ঞতা ব্যাখ্যা করার প্রস্তুতি রাখুন।', en: 'You may be asked about anything on your CV, so be ready to explain every skill and experience listed.' } },
      { title: { bn: 'শেষে কোনো প্রশ্ন না করা', en: 'Not asking any questions at the end' }, text: { bn: 'সাক্ষাৎকারের শেষে কাজের ধরন বা দলের বিষয়ে এক-দুটি প্রশ্ন করলে বোঝা যায়, আপনি পদটি নিয়ে আন্তরিক।', en: 'Asking one or two questions about the work or the team at the end shows you are serious about the position.' } },
    ],
  },
  {
    headline: { bn: 'শীতের ৬টি জনপ্রিয় পিঠা', en: '6 popular winter pithas' },
    sectionSlug: 'lifestyle',
    picture: 'market',
    intro: {
      bn: 'খেজুরের রস আর নতুন চালের গুঁড়া—শীত এলেই গ্রাম থেকে শহরে শুরু হয় পিঠার উৎসব। জেনে নিন কয়েকটি জনপ্রিয় পিঠার কথা।',
      en: 'Date palm juice and flour from the new rice: when winter comes, a festival of pithas begins from village to city. Here are a few favourites.',
    },
    items: [
      { title: { bn: 'ভাপা পিঠা', en: 'Bhapa pitha' }, text: { bn: 'চালের গুঁড়ার ভেতরে খেজুরের গুড় আর নারকেল দিয়ে ভাপে তৈরি এই পিঠা শীতের সকালের সবচেয়ে চেনা স্বাদ।', en: 'Steamed rice flour filled with date palm jaggery and coconut, this is the most familiar taste of a winter morning.' } },
      { title: { bn: 'চিতই পিঠা', en: 'Chitoi pitha' }, text: { bn: 'মাটির খোলায় তৈরি চিতই খাওয়া হয় সরষেবাটা, শুঁটকি ভর্তা কিংবা খেজুরের রসে ভিজিয়ে।', en: 'Made in a clay mould, chitoi is eaten with mustard paste, dried-fish mash or soaked in date palm juice.' } },
      { title: { bn: 'পাটিসাপটা', en: 'Patishapta' }, text: { bn: 'পাতলা রুটির ভেতরে ক্ষীর বা নারকেলের পুর দিয়ে মুড়িয়ে তৈরি হয় পাটিসাপটা।', en: 'Patishapta is a thin pancake rolled around a filling of thickened milk or coconut.' } },
      { title: { bn: 'দুধপুলি', en: 'Dudh puli' }, text: { bn: 'নারকেলের পুর ভরা ছোট পুলি ঘন দুধে জ্বাল দিয়ে তৈরি হয় এই মিষ্টি পিঠা।', en: 'Small dumplings filled with coconut are simmered in thick milk to make this sweet pitha.' } },
      { title: { bn: 'নকশি পিঠা', en: 'Nakshi pitha' }, text: { bn: 'ময়মনসিংহ অঞ্চলের এই পিঠার গায়ে খেজুরকাঁটা দিয়ে ফুল-লতাপাতার নকশা আঁকা হয়।', en: 'A speciality of the Mymensingh region, this pitha is decorated with flower and vine patterns drawn with a date-palm thorn.' } },
      { title: { bn: 'পুলি পিঠা', en: 'Puli pitha' }, text: { bn: 'অর্ধচন্দ্রাকার এই পিঠা ভাজা বা ভাপানো দুভাবেই খাওয়া যায়, ভেতরে থাকে গুড়-নারকেলের পুর।', en: 'This half-moon pitha can be fried or steamed, with a filling of jaggery and coconut.' } },
    ],
  },
];

/**
 * Photo captions by what the picture shows (`DemoImage.subject`): a story's pictures are
 * drawn from its kit's subject, so their captions describe what is in the frame.
 */
export const PICTURE_CAPTIONS: Readonly<Record<PictureSubject, readonly Pair[]>> = {
  'city-street': [
    { bn: '{place} শহরের ব্যস্ত সড়কে যানবাহনের সারি', en: 'A line of traffic on a busy road in {place} town' },
    { bn: 'সন্ধ্যায় শহরের প্রধান সড়ক, {place}', en: "The town's main road at dusk, {place}" },
    { bn: 'ফুটপাত ধরে হেঁটে চলেছেন পথচারীরা', en: 'Pedestrians walking along the footpath' },
  ],
  river: [
    { bn: '{place} জেলায় নদীর বুকে নৌকা', en: 'Boats on the river in {place} district' },
    { bn: 'ভোরের আলোয় নদীর ঘাট', en: 'A river landing in the early morning light' },
    { bn: 'নদীর তীরে গ্রামের বসতি, {place}', en: 'Village homes on the riverbank, {place}' },
  ],
  'paddy-field': [
    { bn: '{place} জেলায় ধানখেতে কাজ করছেন কৃষকেরা', en: 'Farmers at work in a paddy field in {place} district' },
    { bn: 'মাঠজুড়ে সবুজ ধানের চারা', en: 'Green rice seedlings across the fields' },
    { bn: 'পাকা ধানে ছেয়ে আছে মাঠ, {place}', en: 'Fields full of ripe paddy, {place}' },
  ],
  crowd: [
    { bn: '{place} শহরে জমায়েতে মানুষের ভিড়', en: 'People crowd a gathering in {place} town' },
    { bn: 'অনুষ্ঠানস্থলে অপেক্ষমাণ মানুষের সারি', en: 'A queue of people waiting at the venue' },
    { bn: 'মাঠে জড়ো হয়েছেন কয়েক হাজার মানুষ', en: 'Several thousand people gathered on the ground' },
  ],
  stadium: [
    { bn: 'গ্যালারিতে দর্শকদের উচ্ছ্বাস', en: 'Spectators cheer in the stands' },
    { bn: 'ফ্লাডলাইটের আলোয় স্টেডিয়াম', en: 'The stadium under floodlights' },
    { bn: '{place} জেলা স্টেডিয়ামের মাঠ', en: 'The pitch at {place} district stadium' },
  ],
  classroom: [
    { bn: 'শ্রেণিকক্ষে পাঠে মনোযোগী শিক্ষার্থীরা', en: 'Students concentrating on a lesson in the classroom' },
    { bn: '{place} জেলার একটি বিদ্যালয়ের শ্রেণিকক্ষ', en: 'A classroom at a school in {place} district' },
    { bn: 'বোর্ডে পাঠ বুঝিয়ে দিচ্ছেন শিক্ষক', en: 'A teacher explains a lesson at the board' },
  ],
  hospital: [
    { bn: 'হাসপাতালের বহির্বিভাগে চিকিৎসার অপেক্ষায় রোগীরা', en: 'Patients waiting for treatment in a hospital outpatient department' },
    { bn: '{place} জেলা সদর হাসপাতাল', en: '{place} district general hospital' },
    { bn: 'হাসপাতালের ওয়ার্ডে রোগীর পাশে নার্স', en: "A nurse at a patient's bedside on a hospital ward" },
  ],
  market: [
    { bn: '{place} শহরের কাঁচাবাজারে সবজির পসরা', en: 'Vegetables on sale at a fresh market in {place} town' },
    { bn: 'বাজারে কেনাকাটায় ব্যস্ত ক্রেতারা', en: 'Shoppers busy at the market' },
    { bn: 'হাটে পণ্য সাজিয়ে বসেছেন বিক্রেতারা', en: 'Sellers lay out their goods at the weekly market' },
  ],
  'night-sky': [
    { bn: 'রাতের আকাশে তারার মেলা', en: 'A sky full of stars at night' },
    { bn: '{place} জেলার আকাশে পূর্ণিমার চাঁদ', en: 'The full moon over {place} district' },
    { bn: 'শহরের আলো থেকে দূরে অন্ধকার আকাশ', en: 'A dark sky far from the city lights' },
  ],
  laboratory: [
    { bn: 'গবেষণাগারে নমুনা পরীক্ষা করছেন গবেষকেরা', en: 'Researchers examine samples in a laboratory' },
    { bn: 'গবেষণাগারের যন্ত্রপাতি', en: 'Equipment in a laboratory' },
    { bn: 'অণুবীক্ষণ যন্ত্রে চোখ রেখেছেন এক গবেষক', en: 'A researcher looks through a microscope' },
  ],
  government: [
    { bn: 'সচিবালয় ভবন, ঢাকা', en: 'The Secretariat building, Dhaka' },
    { bn: '{place} জেলা প্রশাসকের কার্যালয়', en: "The deputy commissioner's office in {place} district" },
    { bn: 'জাতীয় সংসদ ভবন', en: 'The National Parliament building' },
  ],
  factory: [
    { bn: 'পোশাক কারখানায় কাজ করছেন শ্রমিকেরা', en: 'Workers at a garment factory' },
    { bn: '{place} বিসিক শিল্পনগরীর একটি কারখানা', en: 'A factory at the BSCIC industrial estate in {place}' },
    { bn: 'কারখানার উৎপাদন লাইনে ব্যস্ত শ্রমিকেরা', en: 'Workers busy on a factory production line' },
  ],
  flood: [
    { bn: 'বন্যার পানিতে তলিয়ে যাওয়া গ্রামের পথ, {place}', en: 'A village path under floodwater, {place}' },
    { bn: 'পানিবন্দী বাড়িঘর থেকে নৌকায় সরে যাচ্ছেন বাসিন্দারা', en: 'Residents leave their flooded homes by boat' },
    { bn: 'বন্যায় ডুবে গেছে ফসলের মাঠ', en: 'Crop fields under floodwater' },
  ],
  portrait: [
    { bn: '{person}। ছবি: সংগৃহীত', en: '{person}. Photo: courtesy' },
    { bn: '{person}। ফাইল ছবি', en: '{person}. File photo' },
    { bn: 'নিজের কর্মস্থলে {person}', en: '{person} at work' },
  ],
  forest: [
    { bn: '{place} জেলার বনের ভেতরের পথ', en: 'A path through the forest in {place} district' },
    { bn: 'ঘন সবুজ বন', en: 'Dense green forest' },
    { bn: 'বনের গাছের ফাঁক দিয়ে আসা রোদ', en: 'Sunlight through the forest trees' },
  ],
  meeting: [
    { bn: 'সম্মেলনকক্ষে বৈঠকে অংশগ্রহণকারীরা', en: 'Participants at a meeting in a conference room' },
    { bn: '{place} শহরে মতবিনিময় সভা', en: 'A discussion meeting in {place} town' },
    { bn: 'আলোচনা সভায় বক্তব্য দিচ্ছেন অতিথিরা', en: 'Guests speak at a discussion meeting' },
  ],
};
