/**
 * Story kits of the main newspaper, Alokpat, by section slug. Each kit is one story whose
 * headline, summary (first sentence), body, tags and picture agree; slots vary per telling.
 */
import type { StoryKit } from '../types';

export const MAIN_KITS = {
  bangladesh: [
    {
      subject: { bn: ['নদীভাঙন'], en: ['river erosion'] },
      headline: { bn: '{place} জেলায় নদীভাঙনে ঘরহারা {n} পরিবার', en: '{n} families lose their homes to river erosion in {place} district' },
      sentences: [
        { bn: '{place} জেলায় গত এক সপ্তাহের নদীভাঙনে অন্তত {n}টি পরিবার ঘরবাড়ি হারিয়েছে।', en: 'River erosion over the past week has left at least {n} families in {place} district without homes.' },
        { bn: 'ভাঙনের মুখে রয়েছে একটি প্রাথমিক বিদ্যালয়, একটি মসজিদ ও গ্রামের একমাত্র বাজার।', en: 'A primary school, a mosque and the village’s only market are also at risk.' },
        { bn: 'ঘরহারা পরিবারগুলো আপাতত বাঁধের ওপর খুপরি তুলে থাকছে।', en: 'The families who lost their homes are living in makeshift huts on the embankment for now.' },
        { bn: 'পানি উন্নয়ন বোর্ড জানিয়েছে, ভাঙন ঠেকাতে জিও ব্যাগ ফেলার কাজ {day} থেকে শুরু হবে।', en: 'The Water Development Board said work to drop geo-bags against the erosion will start on {day}.' },
      ],
      tags: ['River erosion', 'District administration'],
      picture: 'river',
    },
    {
      subject: { bn: ['জলাবদ্ধতা'], en: ['waterlogging'] },
      headline: { bn: 'এক ঘণ্টার বৃষ্টিতে {place} শহরে জলাবদ্ধতা', en: 'An hour of rain leaves {place} town waterlogged' },
      sentences: [
        { bn: '{day} দুপুরে এক ঘণ্টার ভারী বৃষ্টিতে {place} শহরের প্রধান সড়কগুলোতে জলাবদ্ধতা তৈরি হয়।', en: 'An hour of heavy rain on {day} afternoon left the main roads of {place} town waterlogged.' },
        { bn: 'হাঁটুপানি ভেঙে অফিস ও স্কুলে যেতে হয়েছে নগরবাসীকে।', en: 'Residents had to wade through knee-deep water to reach offices and schools.' },
        { bn: 'পৌরসভার প্রকৌশলী জানান, নালা পরিষ্কারের কাজ শেষ না হওয়ায় পানি নামতে দেরি হচ্ছে।', en: 'The municipal engineer said the water is slow to drain because clearing of the drains is unfinished.' },
      ],
      tags: ['Waterlogging', 'Civic services'],
      picture: 'flood',
    },
    {
      subject: { bn: ['সেতু'], en: ['bridge'] },
      headline: { bn: '{place} জেলায় নতুন সেতু চালু, কমল দুই উপজেলার দূরত্ব', en: 'New bridge opens in {place} district, bringing two upazilas closer' },
      sentences: [
        { bn: '{place} জেলায় নদীর ওপর নির্মিত নতুন সেতু {day} যান চলাচলের জন্য খুলে দেওয়া হয়েছে।', en: 'A new bridge over the river in {place} district was opened to traffic on {day}.' },
        { bn: 'এত দিন খেয়া নৌকায় পার হতে যেখানে এক ঘণ্টা লাগত, এখন লাগছে পাঁচ মিনিট।', en: 'A crossing that took an hour by ferry boat now takes five minutes.' },
        { bn: 'সেতুটি নির্মাণে ব্যয় হয়েছে {n} কোটি টাকা।', en: 'The bridge cost Tk {n} crore to build.' },
        { bn: 'স্থানীয় কৃষকেরা বলছেন, এখন তাঁরা সহজে জেলা শহরের বাজারে ফসল নিতে পারবেন।', en: 'Local farmers say they can now take their crops to the district town market easily.' },
      ],
      tags: ['Road links', 'District administration'],
      picture: 'river',
    },
    {
      subject: { bn: ['ট্রেন'], en: ['train'] },
      headline: { bn: '{place} স্টেশনে {day} থেকে থামবে নতুন আন্তনগর ট্রেন', en: 'New intercity train to stop at {place} station from {day}' },
      sentences: [
        { bn: 'রেলওয়ে জানিয়েছে, {day} থেকে নতুন একটি আন্তনগর ট্রেন {place} স্টেশনে যাত্রাবিরতি করবে।', en: 'The railway says a new intercity train will stop at {place} station from {day}.' },
        { bn: 'স্টেশনটির জন্য প্রতিদিন {n}টি আসন বরাদ্দ রাখা হয়েছে।', en: '{n} seats a day have been set aside for the station.' },
        { bn: 'দীর্ঘদিন ধরে এ দাবিতে আন্দোলন করে আসছিলেন এলাকার যাত্রীরা।', en: 'Passengers in the area had campaigned for the stop for years.' },
      ],
      tags: ['Road links', 'Civic services'],
      picture: 'city-street',
    },
    {
      subject: { bn: ['পানির সংকট', 'খাবার পানি'], en: ['water shortage', 'drinking water'] },
      headline: { bn: '{place} জেলায় খাবার পানির সংকট, ভরসা দূরের নলকূপ', en: 'Drinking water shortage in {place} district leaves people relying on distant tube wells' },
      sentences: [
        { bn: 'ভূগর্ভস্থ পানির স্তর নেমে যাওয়ায় {place} জেলার কয়েকটি ইউনিয়নে খাবার পানির সংকট দেখা দিয়েছে।', en: 'With the groundwater table falling, several unions of {place} district face a drinking water shortage.' },
        { bn: 'নারীদের প্রতিদিন দুই কিলোমিটার হেঁটে দূরের গভীর নলকূপ থেকে পানি আনতে হচ্ছে।', en: 'Women walk two kilometres a day to fetch water from a distant deep tube well.' },
        { bn: 'জনস্বাস্থ্য প্রকৌশল অধিদপ্তর জানিয়েছে, {n}টি নতুন নলকূপ বসানোর কাজ চলছে।', en: 'The Department of Public Health Engineering says {n} new tube wells are being sunk.' },
      ],
      tags: ['Civic services', 'District administration'],
      picture: 'paddy-field',
    },
    {
      subject: { bn: ['সৌরবিদ্যুৎ'], en: ['solar power'] },
      headline: { bn: '{place} জেলার চরে {n} বাড়িতে পৌঁছাল সৌরবিদ্যুৎ', en: 'Solar power reaches {n} homes on the chars of {place} district' },
      sentences: [
        { bn: 'জাতীয় গ্রিডের বাইরে থাকা {place} জেলার চরাঞ্চলের {n}টি বাড়িতে সৌরবিদ্যুৎ পৌঁছেছে।', en: 'Solar power has reached {n} homes in the char areas of {place} district, which are off the national grid.' },
        { bn: 'সন্ধ্যার পর এখন শিশুরা বাতির আলোয় পড়তে পারছে।', en: 'Children can now study by electric light after dark.' },
        { bn: 'প্রকল্পটি বাস্তবায়ন করছে {org}।', en: 'The project is being carried out by {org}.' },
      ],
      tags: ['Civic services'],
      picture: 'paddy-field',
    },
  ],
  politics: [
    {
      subject: { bn: ['উপনির্বাচন'], en: ['by-election'] },
      headline: { bn: '{place} জেলার একটি আসনে উপনির্বাচনের তফসিল ঘোষণা', en: 'By-election schedule announced for a seat in {place} district' },
      sentences: [
        { bn: '{place} জেলার একটি শূন্য আসনে উপনির্বাচনের তফসিল ঘোষণা করেছে নির্বাচন কমিশন।', en: 'The Election Commission has announced the schedule for a by-election to a vacant seat in {place} district.' },
        { bn: 'মনোনয়নপত্র জমার শেষ দিন {day}, আর ভোট হবে এক মাস পর।', en: 'Nominations close on {day}, and voting will take place a month later.' },
        { bn: 'আসনটিতে ভোটার প্রায় {n} হাজার।', en: 'The seat has about {n} thousand voters.' },
      ],
      tags: ['Elections', 'Election Commission'],
      picture: 'government',
    },
    {
      subject: { bn: ['সমাবেশ'], en: ['rally'] },
      headline: { bn: '{place} শহরে বিরোধী দলের সমাবেশ, দাবি নিরপেক্ষ নির্বাচন', en: 'Opposition rally in {place} town demands a neutral election' },
      sentences: [
        { bn: 'নিরপেক্ষ নির্বাচনের দাবিতে {day} বিকেলে {place} শহরে সমাবেশ করেছে বিরোধী দল।', en: 'The opposition held a rally in {place} town on {day} afternoon to demand a neutral election.' },
        { bn: 'সমাবেশে জেলার বিভিন্ন উপজেলা থেকে কয়েক হাজার নেতা-কর্মী যোগ দেন।', en: 'Several thousand leaders and activists from across the district’s upazilas attended.' },
        { bn: 'দলের কেন্দ্রীয় নেতা {person} বলেন, দাবি আদায় না হওয়া পর্যন্ত কর্মসূচি চলবে।', en: 'Central party leader {person} said the programme will go on until the demand is met.' },
        { bn: 'শহরে আইনশৃঙ্খলা রক্ষায় অতিরিক্ত পুলিশ মোতায়েন ছিল।', en: 'Extra police were deployed in the town to keep order.' },
      ],
      tags: ['Elections', 'Political dialogue'],
      picture: 'crowd',
    },
    {
      subject: { bn: ['মনোনয়নপত্র'], en: ['nomination'] },
      headline: { bn: 'ইউনিয়ন পরিষদ নির্বাচনে {place} জেলায় {n} প্রার্থীর মনোনয়নপত্র জমা', en: '{n} candidates file nominations for union parishad polls in {place} district' },
      sentences: [
        { bn: '{place} জেলার ইউনিয়ন পরিষদ নির্বাচনে চেয়ারম্যান ও সদস্য পদে {n} জন প্রার্থী মনোনয়নপত্র জমা দিয়েছেন।', en: '{n} candidates have filed nomination papers for chair and member posts in the union parishad elections in {place} district.' },
        { bn: 'যাচাই-বাছাই শেষে {day} চূড়ান্ত প্রার্থী তালিকা প্রকাশ করা হবে।', en: 'The final list of candidates will be published on {day} after scrutiny.' },
        { bn: 'নারী সদস্য পদে এবার প্রার্থী আগের চেয়ে বেশি।', en: 'More women are standing for the reserved member posts than last time.' },
      ],
      tags: ['Local government', 'Elections'],
      picture: 'government',
    },
    {
      subject: { bn: ['সংসদীয় কমিটি'], en: ['parliamentary committee'] },
      headline: { bn: 'সংসদীয় কমিটিতে {n} প্রকল্পের ধীরগতি নিয়ে অসন্তোষ', en: 'Parliamentary committee unhappy over {n} slow projects' },
      sentences: [
        { bn: 'সময়মতো শেষ না হওয়া {n}টি উন্নয়ন প্রকল্প নিয়ে {day} অসন্তোষ প্রকাশ করেছে সংসদীয় কমিটি।', en: 'A parliamentary committee on {day} voiced displeasure over {n} development projects that have missed their deadlines.' },
        { bn: 'কমিটি মন্ত্রণালয়ের কাছে প্রতিটি প্রকল্পের বিস্তারিত প্রতিবেদন চেয়েছে।', en: 'The committee has asked the ministry for a detailed report on each project.' },
        { bn: 'কমিটির সভাপতি {person} বলেন, বারবার মেয়াদ বাড়ানো জনগণের টাকার অপচয়।', en: 'Committee chair {person} said repeated extensions waste public money.' },
      ],
      tags: ['Parliament'],
      picture: 'meeting',
    },
    {
      subject: { bn: ['পৌরসভা নির্বাচন'], en: ['municipal election'] },
      headline: { bn: '{place} পৌরসভা নির্বাচনে শান্তিপূর্ণ ভোট', en: 'Peaceful voting in {place} municipal election' },
      sentences: [
        { bn: '{place} পৌরসভা নির্বাচনে {day} সকাল আটটা থেকে বিকেল চারটা পর্যন্ত শান্তিপূর্ণভাবে ভোট হয়েছে।', en: 'Voting in the {place} municipal election passed off peacefully from 8am to 4pm on {day}.' },
        { bn: 'কেন্দ্রগুলোতে সকাল থেকেই নারী ভোটারদের দীর্ঘ সারি দেখা যায়।', en: 'Long queues of women voters formed at polling centres from the morning.' },
        { bn: 'রিটার্নিং কর্মকর্তা জানান, রাতের মধ্যেই ফল ঘোষণা করা হবে।', en: 'The returning officer said results would be announced by night.' },
      ],
      tags: ['Local government', 'Elections'],
      picture: 'crowd',
    },
    {
      subject: { bn: ['তরুণ ভোটার'], en: ['young voters'] },
      headline: { bn: 'তরুণ ভোটার টানতে {place} জেলায় দলগুলোর নতুন কৌশল', en: 'Parties in {place} district try new ways to win young voters' },
      sentences: [
        { bn: 'প্রথমবারের তরুণ ভোটারদের কাছে পৌঁছাতে {place} জেলায় দলগুলো উঠান বৈঠক ও অনলাইন প্রচার বাড়িয়েছে।', en: 'Parties in {place} district have stepped up courtyard meetings and online campaigns to reach young first-time voters.' },
        { bn: 'জেলায় এবার নতুন ভোটার প্রায় {n} হাজার।', en: 'There are about {n} thousand new voters in the district this time.' },
        { bn: 'তরুণেরা বলছেন, তাঁরা কর্মসংস্থান ও শিক্ষার প্রতিশ্রুতি শুনতে চান।', en: 'Young people say they want to hear promises on jobs and education.' },
      ],
      tags: ['Elections', 'Political dialogue'],
      picture: 'meeting',
    },
  ],
  international: [
    {
      subject: { bn: ['জলবায়ু সম্মেলন'], en: ['climate summit'] },
      headline: { bn: 'জলবায়ু সম্মেলনে {n} দেশের জোট চাইছে ক্ষতিপূরণ তহবিল', en: 'A bloc of {n} countries presses for a loss and damage fund at the climate summit' },
      sentences: [
        { bn: 'জলবায়ু সম্মেলনে ঝুঁকিপূর্ণ {n}টি দেশের জোট ক্ষতিপূরণ তহবিলে দ্রুত অর্থ ছাড়ের দাবি তুলেছে।', en: 'At the climate summit, a bloc of {n} vulnerable countries demanded quick payments into the loss and damage fund.' },
        { bn: 'ধনী দেশগুলো এখনো অর্থের পরিমাণ নিয়ে একমত হতে পারেনি।', en: 'Rich countries have yet to agree on how much to pay.' },
        { bn: 'বাংলাদেশের প্রতিনিধিদলের প্রধান {person} বলেন, উপকূলের মানুষের আর অপেক্ষার সময় নেই।', en: 'Bangladesh’s chief delegate {person} said people on the coast cannot wait any longer.' },
      ],
      tags: ['Climate summit', 'Diplomacy'],
      picture: 'meeting',
    },
    {
      subject: { bn: ['শ্রমবাজার'], en: ['labour market'] },
      headline: { bn: 'মালয়েশিয়ার শ্রমবাজার খুলছে, {place} জেলার কর্মীদের আশা', en: "Malaysia's labour market reopens, raising hopes among workers in {place} district" },
      sentences: [
        { bn: 'মালয়েশিয়ার শ্রমবাজার আবার খোলার খবরে {place} জেলার বিদেশগামী কর্মীরা আশাবাদী।', en: "News that Malaysia's labour market is reopening has raised hopes among would-be migrant workers in {place} district." },
        { bn: 'প্রথম ধাপে {n} হাজার কর্মী নেওয়ার কথা রয়েছে।', en: '{n} thousand workers are due to be hired in the first phase.' },
        { bn: 'অভিবাসন বিশেষজ্ঞরা অতিরিক্ত খরচ নিয়ে দালালদের বিষয়ে সতর্ক থাকতে বলছেন।', en: 'Migration experts warn workers to beware of brokers charging extra fees.' },
      ],
      tags: ['Expatriates', 'World economy'],
      picture: 'crowd',
    },
    {
      subject: { bn: ['ভূমিকম্প'], en: ['earthquake'] },
      headline: { bn: 'জাপানে {n} মাত্রার কাছাকাছি ভূমিকম্প, সুনামি সতর্কতা', en: 'Earthquake near magnitude {n} in Japan triggers tsunami warning' },
      sentences: [
        { bn: 'জাপানের উত্তর-পূর্ব উপকূলে শক্তিশালী ভূমিকম্পের পর সুনামি সতর্কতা জারি করা হয়েছে।', en: "A tsunami warning was issued after a strong earthquake off Japan's north-east coast." },
        { bn: 'উপকূলের বাসিন্দাদের উঁচু জায়গায় সরে যেতে বলা হয়েছে।', en: 'Coastal residents have been told to move to higher ground.' },
        { bn: 'টোকিওর বাংলাদেশ দূতাবাস জানিয়েছে, কোনো বাংলাদেশির হতাহতের খবর পাওয়া যায়নি।', en: 'The Bangladesh embassy in Tokyo said no Bangladeshi casualties had been reported.' },
      ],
      tags: ['Diplomacy'],
      picture: 'city-street',
    },
    {
      subject: { bn: ['প্রবাসী আয়'], en: ['remittance'] },
      headline: { bn: '{day} প্রকাশিত হিসাবে প্রবাসী আয়ে রেকর্ড', en: 'Remittances hit a record, figures released on {day} show' },
      sentences: [
        { bn: 'বাংলাদেশ ব্যাংকের {day} প্রকাশিত হিসাবে গত মাসে প্রবাসী আয় রেকর্ড ছুঁয়েছে।', en: 'Remittances reached a record last month, according to Bangladesh Bank figures released on {day}.' },
        { bn: 'সবচেয়ে বেশি অর্থ এসেছে সৌদি আরব ও সংযুক্ত আরব আমিরাত থেকে।', en: 'Saudi Arabia and the United Arab Emirates sent the most.' },
        { bn: 'অর্থনীতিবিদেরা বলছেন, বৈধ পথে টাকা পাঠানোর প্রণোদনা এতে কাজ করেছে।', en: 'Economists say incentives for sending money through legal channels have worked.' },
      ],
      tags: ['Expatriates', 'World economy'],
      picture: 'government',
    },
    {
      subject: { bn: ['রোহিঙ্গা'], en: ['Rohingya'] },
      headline: { bn: 'রোহিঙ্গা প্রত্যাবাসন নিয়ে {day} জেনেভায় বৈঠক', en: 'Rohingya repatriation talks in Geneva on {day}' },
      sentences: [
        { bn: 'রোহিঙ্গা প্রত্যাবাসন নিয়ে {day} জেনেভায় দাতা দেশ ও জাতিসংঘের সংস্থাগুলোর বৈঠক বসছে।', en: 'Donor countries and UN agencies meet in Geneva on {day} to discuss Rohingya repatriation.' },
        { bn: 'কক্সবাজারের শিবিরগুলোতে খাদ্য সহায়তা কমে যাওয়ায় উদ্বেগ বাড়ছে।', en: 'Concern is growing as food aid in the Cox’s Bazar camps shrinks.' },
        { bn: 'পররাষ্ট্র মন্ত্রণালয়ের কর্মকর্তা {person} বলেন, নিরাপদ ও মর্যাদাপূর্ণ প্রত্যাবাসনই একমাত্র সমাধান।', en: 'Foreign ministry official {person} said safe and dignified return is the only solution.' },
      ],
      tags: ['Refugees', 'Diplomacy'],
      picture: 'meeting',
    },
    {
      subject: { bn: ['ভিসা'], en: ['visa'] },
      headline: { bn: 'ইউরোপে পড়তে যাওয়া {n} শিক্ষার্থীর ভিসা আটকে', en: 'Visas held up for {n} students bound for Europe' },
      sentences: [
        { bn: 'ইউরোপের বিশ্ববিদ্যালয়ে ভর্তি হয়েও ভিসা না পেয়ে আটকে আছেন অন্তত {n} জন বাংলাদেশি শিক্ষার্থী।', en: 'At least {n} Bangladeshi students admitted to European universities are stuck without visas.' },
        { bn: 'ভিসা আবেদনের জন্য তাঁদের প্রতিবেশী দেশের দূতাবাসে যেতে হচ্ছে।', en: 'They must travel to embassies in a neighbouring country to apply.' },
        { bn: 'শিক্ষার্থীরা ঢাকায় ভিসা কেন্দ্র চালুর দাবি জানিয়েছেন।', en: 'The students are calling for a visa centre in Dhaka.' },
      ],
      tags: ['Diplomacy', 'Expatriates'],
      picture: 'portrait',
    },
  ],
  economy: [
    {
      subject: { bn: ['মূল্যস্ফীতি'], en: ['inflation'] },
      headline: { bn: 'মূল্যস্ফীতি {n} মাসের সর্বনিম্নে, তবু চাপে সীমিত আয়ের মানুষ', en: 'Inflation at a {n}-month low, but people on small incomes still feel the pinch' },
      sentences: [
        { bn: 'বিবিএসের হিসাবে গত মাসে মূল্যস্ফীতি কমে {n} মাসের মধ্যে সর্বনিম্ন হয়েছে।', en: 'Inflation fell last month to its lowest in {n} months, according to the BBS.' },
        { bn: 'তবে চাল, ডাল ও ভোজ্যতেলের দাম এখনো আগের বছরের চেয়ে বেশি।', en: 'But rice, lentils and cooking oil still cost more than a year ago.' },
        { bn: 'অর্থনীতিবিদ {person} বলেন, মজুরি না বাড়লে স্বস্তি আসবে না।', en: 'Economist {person} said there will be no relief unless wages rise.' },
      ],
      tags: ['Inflation'],
      picture: 'market',
    },
    {
      subject: { bn: ['রপ্তানি'], en: ['export'] },
      headline: { bn: '{place} বিসিকের কারখানা থেকে প্রথম রপ্তানি চালান', en: 'First export shipment leaves a BSCIC factory in {place}' },
      sentences: [
        { bn: '{place} বিসিক শিল্পনগরীর একটি কারখানা থেকে প্রথমবারের মতো রপ্তানি চালান ইউরোপে গেছে।', en: 'A factory at the BSCIC industrial estate in {place} has sent its first export shipment to Europe.' },
        { bn: 'চালানে রয়েছে {n} হাজার পাটের ব্যাগ।', en: 'The shipment holds {n} thousand jute bags.' },
        { bn: 'কারখানায় কাজ করছেন স্থানীয় দুই শতাধিক নারী শ্রমিক।', en: 'More than two hundred local women work at the factory.' },
      ],
      tags: ['Exports'],
      picture: 'factory',
    },
    {
      subject: { bn: ['শেয়ারবাজার'], en: ['stock market'] },
      headline: { bn: '{day} শেয়ারবাজারে সূচক বাড়ল {n} পয়েন্ট', en: 'Stock market index gains {n} points on {day}' },
      sentences: [
        { bn: 'ঢাকার শেয়ারবাজারে {day} প্রধান সূচক {n} পয়েন্ট বেড়েছে।', en: 'The main index of the Dhaka stock market rose {n} points on {day}.' },
        { bn: 'ব্যাংক ও ওষুধ খাতের শেয়ারে লেনদেন ছিল সবচেয়ে বেশি।', en: 'Bank and pharmaceutical shares were the most traded.' },
        { bn: 'বাজার বিশ্লেষকেরা বিনিয়োগকারীদের গুজবে কান না দিতে বলেছেন।', en: 'Market analysts urged investors not to act on rumours.' },
      ],
      tags: ['Stock market'],
      picture: 'city-street',
    },
    {
      subject: { bn: ['কৃষিঋণ'], en: ['farm loan'] },
      headline: { bn: '{place} জেলায় {n} কোটি টাকার কৃষিঋণ বিতরণ', en: 'Tk {n} crore in farm loans disbursed in {place} district' },
      sentences: [
        { bn: 'চলতি মৌসুমে {place} জেলার কৃষকদের মধ্যে {n} কোটি টাকার কৃষিঋণ বিতরণ করেছে ব্যাংকগুলো।', en: 'Banks have disbursed Tk {n} crore in farm loans to farmers in {place} district this season.' },
        { bn: 'বর্গাচাষিরাও এবার জামানত ছাড়া ঋণ পেয়েছেন।', en: 'Tenant farmers also received loans without collateral this time.' },
        { bn: 'কৃষকেরা বলছেন, সময়মতো ঋণ পাওয়ায় বীজ ও সার কেনা সহজ হয়েছে।', en: 'Farmers say timely loans made it easier to buy seed and fertiliser.' },
      ],
      tags: ['Banking sector'],
      picture: 'paddy-field',
    },
    {
      subject: { bn: ['বাজেট'], en: ['budget'] },
      headline: { bn: 'বাজেটে {place} অঞ্চলের জন্য কী আছে', en: 'What the budget holds for the {place} region' },
      sentences: [
        { bn: 'প্রস্তাবিত বাজেটে {place} অঞ্চলের সড়ক ও সেচ প্রকল্পে বরাদ্দ বেড়েছে।', en: 'The proposed budget raises spending on roads and irrigation in the {place} region.' },
        { bn: 'অঞ্চলটির জন্য মোট বরাদ্দ প্রায় {n} কোটি টাকা।', en: 'The region’s total allocation is about Tk {n} crore.' },
        { bn: 'স্থানীয় ব্যবসায়ীরা বলছেন, বরাদ্দের সঠিক ব্যবহার নিশ্চিত করাই আসল কাজ।', en: 'Local traders say the real task is making sure the money is well spent.' },
      ],
      tags: ['Budget'],
      picture: 'government',
    },
    {
      subject: { bn: ['পেঁয়াজের দাম'], en: ['onion price'] },
      headline: { bn: '{place} বাজারে এক সপ্তাহে কেজিতে {n} টাকা বাড়ল পেঁয়াজের দাম', en: 'Onion prices up Tk {n} a kilo in a week at {place} market' },
      sentences: [
        { bn: '{place} শহরের বাজারে এক সপ্তাহে পেঁয়াজের দাম কেজিতে {n} টাকা বেড়েছে।', en: 'Onion prices at markets in {place} town have risen by Tk {n} a kilo in a week.' },
        { bn: 'বিক্রেতারা বলছেন, আমদানি কমে যাওয়ায় সরবরাহে টান পড়েছে।', en: 'Sellers blame tighter supply as imports have fallen.' },
        { bn: 'ভোক্তা অধিকার অধিদপ্তর বাজারে তদারকি বাড়ানোর কথা জানিয়েছে।', en: 'The consumer rights directorate says it will step up market monitoring.' },
      ],
      tags: ['Inflation'],
      picture: 'market',
    },
  ],
