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
      subject: { bn: ['জলাবদ্ধতা'], en: ['waterlogged', 'waterlogging'] },
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
      subject: { bn: ['তরুণ ভোটার'], en: ['young voters', 'first-time voters'] },
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
  sports: [
    {
      subject: { bn: ['ওয়ানডে'], en: ['ODI'] },
      headline: { bn: 'ওয়ানডেতে শেষ ওভারের রোমাঞ্চে {n} রানে জিতল বাংলাদেশ', en: 'Bangladesh win ODI by {n} runs in a last-over thriller' },
      sentences: [
        { bn: 'শেষ ওভারের রোমাঞ্চকর লড়াইয়ে ওয়ানডে ম্যাচটি {n} রানে জিতেছে বাংলাদেশ।', en: 'Bangladesh won the ODI by {n} runs after a thrilling last over.' },
        { bn: 'শেষ ছয় বলে প্রতিপক্ষের দরকার ছিল ১২ রান, পেসার {person} দিলেন মাত্র চার।', en: 'The opponents needed 12 off the last six balls; pace bowler {person} gave away only four.' },
        { bn: 'এই জয়ে তিন ম্যাচের সিরিজে এগিয়ে গেল বাংলাদেশ।', en: 'The win puts Bangladesh ahead in the three-match series.' },
      ],
      tags: ['Cricket', 'National team'],
      picture: 'stadium',
    },
    {
      subject: { bn: ['ফুটবল লিগ', 'লিগ'], en: ['league'] },
      headline: { bn: 'ফুটবল লিগে {place} জেলার দলের টানা {n} জয়', en: '{place} district side make it {n} league wins in a row' },
      sentences: [
        { bn: 'ঘরোয়া ফুটবল লিগে টানা {n} ম্যাচ জিতে শীর্ষে উঠে এসেছে {place} জেলার দল।', en: 'The {place} district side have gone top of the domestic football league with {n} straight wins.' },
        { bn: '{day} ম্যাচের একমাত্র গোলটি করেন স্ট্রাইকার {person}।', en: 'Striker {person} scored the only goal of the match on {day}.' },
        { bn: 'কোচ বলছেন, তরুণ খেলোয়াড়দের আত্মবিশ্বাসই দলের বড় শক্তি।', en: 'The coach says the young players’ confidence is the team’s great strength.' },
      ],
      tags: ['Football', 'Domestic league'],
      picture: 'stadium',
    },
    {
      subject: { bn: ['নারী ফুটবল', 'নারী দল'], en: ["women's football", "women's team"] },
      headline: { bn: 'সাফ জয়ী নারী দলের {n} খেলোয়াড়কে সংবর্ধনা দিল {place}', en: "{place} honours {n} players from the SAFF-winning women's team" },
      sentences: [
        { bn: 'সাফ চ্যাম্পিয়ন নারী দলের {n} জন খেলোয়াড়কে {day} সংবর্ধনা দিয়েছে {place} জেলা প্রশাসন।', en: "The {place} district administration on {day} honoured {n} players from the SAFF champion women's team." },
        { bn: 'খেলোয়াড়দের বেশির ভাগই উঠে এসেছেন গ্রামের স্কুল মাঠ থেকে।', en: 'Most of the players came up through village school pitches.' },
        { bn: 'অধিনায়ক {person} বলেন, মেয়েদের জন্য আরও মাঠ ও কোচ দরকার।', en: 'Captain {person} said girls need more pitches and coaches.' },
      ],
      tags: ["Women's sport", 'Football', 'National team'],
      picture: 'crowd',
    },
    {
      subject: { bn: ['ক্রিকেট একাডেমি', 'একাডেমি'], en: ['cricket academy', 'academy'] },
      headline: { bn: '{place} জেলায় চালু হলো নতুন ক্রিকেট একাডেমি', en: 'New cricket academy opens in {place} district' },
      sentences: [
        { bn: 'তরুণ ক্রিকেটারদের প্রশিক্ষণে {place} জেলায় {day} একটি ক্রিকেট একাডেমি চালু হয়েছে।', en: 'A cricket academy to train young players opened in {place} district on {day}.' },
        { bn: 'প্রথম ব্যাচে {n} জন কিশোর-কিশোরী সুযোগ পেয়েছে।', en: '{n} boys and girls won places in the first intake.' },
        { bn: 'সাবেক জাতীয় ক্রিকেটার {person} প্রধান কোচের দায়িত্ব নিয়েছেন।', en: 'Former national cricketer {person} is the head coach.' },
      ],
      tags: ['Cricket'],
      picture: 'stadium',
    },
    {
      subject: { bn: ['হকি'], en: ['hockey'] },
      headline: { bn: 'জাতীয় হকিতে {place} জেলা চ্যাম্পিয়ন', en: '{place} district win the national hockey title' },
      sentences: [
        { bn: 'ফাইনালে {n}-১ গোলে জিতে জাতীয় হকি প্রতিযোগিতায় চ্যাম্পিয়ন হয়েছে {place} জেলা।', en: '{place} district won the national hockey championship with a {n}-1 victory in the final.' },
        { bn: 'টুর্নামেন্টের সেরা খেলোয়াড় হয়েছেন দলের অধিনায়ক {person}।', en: 'Team captain {person} was named player of the tournament.' },
        { bn: 'মাঠে ছিলেন কয়েক হাজার দর্শক।', en: 'Several thousand spectators watched.' },
      ],
      tags: ['Domestic league'],
      picture: 'stadium',
    },
    {
      subject: { bn: ['সাঁতার'], en: ['swimming', 'swimmer'] },
      headline: { bn: 'সাঁতারে {n}টি সোনা জিতলেন {place} জেলার {person}', en: '{person} of {place} district wins {n} swimming golds' },
      sentences: [
        { bn: 'জাতীয় বয়সভিত্তিক সাঁতারে {n}টি সোনা জিতেছেন {place} জেলার কিশোর {person}।', en: '{person}, a teenager from {place} district, won {n} golds at the national age-group swimming championship.' },
        { bn: 'গ্রামের পুকুরে সাঁতার শিখেছেন তিনি।', en: 'He learnt to swim in the village pond.' },
        { bn: 'ফেডারেশন তাঁকে বিদেশে প্রশিক্ষণে পাঠানোর কথা ভাবছে।', en: 'The federation is considering sending him abroad for training.' },
      ],
      tags: ['Domestic league'],
      picture: 'portrait',
    },
  ],
  entertainment: [
    {
      subject: { bn: ['চলচ্চিত্র'], en: ['film'] },
      headline: { bn: '{place} জেলায় শুটিং শেষ হলো নতুন চলচ্চিত্রের', en: 'Filming wraps in {place} district on a new feature film' },
      sentences: [
        { bn: 'নদীপারের মানুষের গল্প নিয়ে নির্মিত নতুন চলচ্চিত্রের শুটিং {place} জেলায় শেষ হয়েছে।', en: 'Shooting has finished in {place} district on a new film about people living along a river.' },
        { bn: 'পরিচালক {person} বলেন, স্থানীয় মানুষেরাই ছবির অনেক চরিত্রে অভিনয় করেছেন।', en: 'Director {person} said local people play many of the parts.' },
        { bn: 'ছবিটি আগামী বছর ঈদে মুক্তি পাওয়ার কথা।', en: 'The film is due for release next Eid.' },
      ],
      tags: ['Film'],
      picture: 'river',
    },
    {
      subject: { bn: ['লোকগান', 'লোকসংগীত'], en: ['folk music', 'folk songs'] },
      headline: { bn: '{place} শহরে {n} শিল্পীর লোকসংগীত উৎসব', en: 'Folk music festival brings {n} singers to {place} town' },
      sentences: [
        { bn: '{place} শহরে {day} থেকে তিন দিনের লোকসংগীত উৎসবে গাইবেন {n} জন শিল্পী।', en: '{n} singers will perform at a three-day folk music festival in {place} town from {day}.' },
        { bn: 'বাউল, ভাওয়াইয়া ও ভাটিয়ালি গানে সাজানো হয়েছে আয়োজন।', en: 'The programme features baul, bhawaiya and bhatiali songs.' },
        { bn: 'আয়োজক {org} জানিয়েছে, প্রবেশ বিনা মূল্যে।', en: 'The organisers, {org}, say entry is free.' },
      ],
      tags: ['Folk music', 'Music'],
      picture: 'crowd',
    },
    {
      subject: { bn: ['ওয়েব সিরিজ'], en: ['web series'] },
      headline: { bn: '{day} আসছে {person} অভিনীত নতুন ওয়েব সিরিজ', en: 'New web series starring {person} arrives on {day}' },
      sentences: [
        { bn: 'জনপ্রিয় অভিনেতা {person} অভিনীত নতুন ওয়েব সিরিজ {day} মুক্তি পাচ্ছে।', en: 'A new web series starring popular actor {person} is released on {day}.' },
        { bn: '{n} পর্বের সিরিজটির গল্প এক মফস্বল শহরের সাংবাদিককে ঘিরে।', en: 'The {n}-episode series follows a journalist in a small town.' },
        { bn: 'ট্রেলার প্রকাশের পর থেকেই দর্শকদের আগ্রহ তুঙ্গে।', en: 'Interest has been high since the trailer came out.' },
      ],
      tags: ['Streaming'],
      picture: 'portrait',
    },
    {
      subject: { bn: ['নাটক', 'নাট্যোৎসব'], en: ['theatre', 'play'] },
      headline: { bn: '{place} শহরে নাট্যোৎসবে মঞ্চস্থ হবে {n}টি নাটক', en: '{n} plays to be staged at a theatre festival in {place} town' },
      sentences: [
        { bn: '{place} শহরে শুরু হওয়া নাট্যোৎসবে দেশের বিভিন্ন দলের {n}টি নাটক মঞ্চস্থ হবে।', en: '{n} plays by companies from across the country will be staged at the theatre festival opening in {place} town.' },
        { bn: 'উদ্বোধনী সন্ধ্যায় হল ছিল দর্শকে পূর্ণ।', en: 'The hall was full on the opening night.' },
        { bn: 'নাট্যকর্মীরা বলছেন, জেলা শহরে স্থায়ী মঞ্চ দরকার।', en: 'Theatre workers say district towns need permanent stages.' },
      ],
      tags: ['Theatre'],
      picture: 'crowd',
    },
    {
      subject: { bn: ['গান', 'অ্যালবাম'], en: ['album', 'song'] },
      headline: { bn: '{person}-এর নতুন অ্যালবামে {n}টি গান', en: "{person}'s new album has {n} songs" },
      sentences: [
        { bn: 'শিল্পী {person}-এর নতুন অ্যালবামে থাকছে {n}টি মৌলিক গান।', en: "Singer {person}'s new album features {n} original songs." },
        { bn: 'গানগুলোর কথা লিখেছেন তরুণ গীতিকারেরা।', en: 'The lyrics were written by young songwriters.' },
        { bn: 'অ্যালবামটি {day} থেকে অনলাইনে শোনা যাবে।', en: 'The album will be available online from {day}.' },
      ],
      tags: ['Music'],
      picture: 'portrait',
    },
    {
      subject: { bn: ['চলচ্চিত্র উৎসব'], en: ['film festival'] },
      headline: { bn: 'চলচ্চিত্র উৎসবে দেখানো হবে {n} দেশের ছবি', en: 'Film festival to screen films from {n} countries' },
      sentences: [
        { bn: 'ঢাকায় {day} শুরু হওয়া চলচ্চিত্র উৎসবে {n}টি দেশের ছবি প্রদর্শিত হবে।', en: 'Films from {n} countries will be shown at the film festival opening in Dhaka on {day}.' },
        { bn: 'স্বল্পদৈর্ঘ্য বিভাগে রয়েছে {place} জেলার এক তরুণ নির্মাতার ছবিও।', en: 'The short film section includes work by a young director from {place} district.' },
        { bn: 'উৎসবের টিকিট পাওয়া যাচ্ছে অনলাইনে।', en: 'Tickets are on sale online.' },
      ],
      tags: ['Film'],
      picture: 'crowd',
    },
  ],
  opinion: [
    {
      subject: { bn: ['নদী'], en: ['river'] },
      headline: { bn: 'সম্পাদকীয়: {place} জেলার নদী বাঁচাতে এখনই ব্যবস্থা চাই', en: "Editorial: Act now to save {place} district's rivers" },
      sentences: [
        { bn: '{place} জেলার নদীগুলো দখল ও দূষণে মরতে বসেছে, অথচ প্রশাসন নির্বিকার।', en: "The rivers of {place} district are dying from encroachment and pollution, yet the administration looks on." },
        { bn: 'উচ্ছেদ অভিযান হয়, কিন্তু কয়েক মাস পর দখলদারেরা ফিরে আসে।', en: 'Eviction drives come and go, and the encroachers return within months.' },
        { bn: 'নদীর সীমানা চিহ্নিত করে স্থায়ী পাহারার ব্যবস্থা করতে হবে।', en: 'The river boundaries must be marked and permanently guarded.' },
      ],
      tags: ['Editorial', 'Development'],
      picture: 'river',
    },
    {
      subject: { bn: ['গণপরিবহন'], en: ['public transport'] },
      headline: { bn: 'গণপরিবহনে শৃঙ্খলা ফেরাতে {n} দফা', en: '{n} steps to bring order to public transport' },
      sentences: [
        { bn: 'গণপরিবহনে নৈরাজ্য কমাতে কয়েকটি সহজ পদক্ষেপই যথেষ্ট, দরকার কেবল সদিচ্ছা।', en: 'A few simple steps would curb the chaos in public transport; all it needs is will.' },
        { bn: 'নির্ধারিত স্টপেজ ছাড়া যাত্রী ওঠানামা বন্ধ করতে হবে।', en: 'Buses must stop picking up and dropping off passengers outside fixed stops.' },
        { bn: 'চালকদের মাসিক বেতনের আওতায় আনলে রেষারেষিও কমবে।', en: 'Paying drivers a monthly wage would also reduce racing between buses.' },
      ],
      tags: ['Policy and governance', 'Civic rights'],
      picture: 'city-street',
    },
    {
      subject: { bn: ['স্থানীয় সরকার'], en: ['local government'] },
      headline: { bn: '{person}-এর কলাম: স্থানীয় সরকারকে ক্ষমতা দিন', en: "{person}'s column: Give local government real power" },
      sentences: [
        { bn: 'স্থানীয় সরকার প্রতিষ্ঠানগুলোর হাতে অর্থ ও সিদ্ধান্তের ক্ষমতা না থাকলে উন্নয়ন কেন্দ্রেই আটকে থাকবে।', en: 'Unless local government bodies control money and decisions, development will stay stuck at the centre.' },
        { bn: 'একটি ইউনিয়ন পরিষদ জানে গ্রামের কোন রাস্তাটি আগে দরকার।', en: 'A union parishad knows which village road is needed first.' },
        { bn: 'তাদের জবাবদিহির ব্যবস্থাও সমান জরুরি।', en: 'Making them accountable matters just as much.' },
      ],
      tags: ['Policy and governance', 'Development'],
      picture: 'portrait',
    },
    {
      subject: { bn: ['ফুটপাত'], en: ['footpath'] },
      headline: { bn: 'পাঠকের চিঠি: {place} শহরের ফুটপাত কার দখলে', en: "Letter: Who owns the footpaths of {place} town?" },
      sentences: [
        { bn: '{place} শহরের ফুটপাত এখন দোকান আর নির্মাণসামগ্রীর দখলে, পথচারীরা হাঁটেন রাস্তায়।', en: 'The footpaths of {place} town are taken over by shops and building materials, so pedestrians walk in the road.' },
        { bn: 'প্রতিদিন শিশুদের নিয়ে এ পথে স্কুলে যেতে ভয় লাগে।', en: 'Walking children to school along it every day is frightening.' },
        { bn: 'পৌর কর্তৃপক্ষের কাছে দ্রুত ব্যবস্থা নেওয়ার অনুরোধ জানাই।', en: 'I urge the municipal authority to act quickly.' },
      ],
      tags: ["Readers' views", 'Civic rights'],
      picture: 'city-street',
    },
    {
      subject: { bn: ['শিক্ষা'], en: ['education'] },
      headline: { bn: 'সম্পাদকীয়: শিক্ষায় বরাদ্দ জিডিপির {n} শতাংশে নিন', en: 'Editorial: Raise education spending to {n} per cent of GDP' },
      sentences: [
        { bn: 'শিক্ষায় বরাদ্দ বছরের পর বছর জিডিপির দুই শতাংশের আশপাশে আটকে আছে।', en: 'Spending on education has hovered around two per cent of GDP for years.' },
        { bn: 'শিক্ষক প্রশিক্ষণ ও বিদ্যালয়ের অবকাঠামোয় বিনিয়োগ ছাড়া মান বাড়বে না।', en: 'Quality will not improve without investment in teacher training and school buildings.' },
        { bn: 'আগামী বাজেটেই এর সূচনা হওয়া উচিত।', en: 'The next budget should make a start.' },
      ],
      tags: ['Editorial', 'Policy and governance'],
      picture: 'classroom',
    },
    {
      subject: { bn: ['তথ্য অধিকার'], en: ['right to information'] },
      headline: { bn: '{person}-এর কলাম: তথ্য অধিকার আইনের {n} বছর', en: "{person}'s column: The right to information law at {n}" },
      sentences: [
        { bn: 'তথ্য অধিকার আইন নাগরিককে প্রশ্ন করার অধিকার দিয়েছে, কিন্তু ব্যবহার এখনো কম।', en: 'The right to information law gave citizens the right to ask, but few use it.' },
        { bn: 'অনেক দপ্তরে দায়িত্বপ্রাপ্ত কর্মকর্তার নামই টানানো নেই।', en: 'Many offices do not even display the name of the designated officer.' },
        { bn: 'সচেতনতা বাড়াতে গণমাধ্যমকেও ভূমিকা নিতে হবে।', en: 'The media must also help raise awareness.' },
      ],
      tags: ['Civic rights', 'Policy and governance'],
      picture: 'portrait',
    },
  ],
  lifestyle: [
    {
      subject: { bn: ['পিঠা'], en: ['pitha'] },
      headline: { bn: '{place} শহরে পিঠা উৎসবে {n} রকমের পিঠা', en: '{n} kinds of pitha at a festival in {place} town' },
      sentences: [
        { bn: '{place} শহরে শুরু হওয়া শীতের পিঠা উৎসবে মিলছে {n} রকমের পিঠা।', en: '{n} kinds of pitha are on offer at the winter pitha festival in {place} town.' },
        { bn: 'ভাপা, চিতই আর পাটিসাপটার দোকানে ভিড় সবচেয়ে বেশি।', en: 'The bhapa, chitoi and patishapta stalls draw the biggest crowds.' },
        { bn: 'উৎসব চলবে {day} পর্যন্ত।', en: 'The festival runs until {day}.' },
      ],
      tags: ['Food'],
      picture: 'market',
    },
    {
      subject: { bn: ['ভ্রমণ', 'বেড়াতে'], en: ['travel', 'trip'] },
      headline: { bn: 'ছুটিতে বেড়াতে যেতে পারেন {place}', en: 'A holiday trip to {place}' },
      sentences: [
        { bn: 'নদী, চা-বাগান আর পুরোনো জমিদারবাড়ি মিলিয়ে ছুটিতে বেড়াতে যাওয়ার ভালো জায়গা {place}।', en: 'With its rivers, tea gardens and old zamindar houses, {place} makes a good holiday trip.' },
        { bn: 'ঢাকা থেকে বাসে বা ট্রেনে সহজেই যাওয়া যায়।', en: 'It is easy to reach from Dhaka by bus or train.' },
        { bn: 'থাকার জন্য জেলা শহরে সাশ্রয়ী হোটেল রয়েছে।', en: 'The district town has affordable hotels.' },
      ],
      tags: ['Travel'],
      picture: 'river',
    },
    {
      subject: { bn: ['তাঁত', 'শাড়ি'], en: ['handloom', 'sari'] },
      headline: { bn: 'ঈদের আগে {place} জেলার তাঁতপল্লিতে ব্যস্ততা', en: 'Handloom villages of {place} district busy before Eid' },
      sentences: [
        { bn: 'ঈদের আগে শাড়ি বুনতে দিনরাত ব্যস্ত {place} জেলার তাঁতপল্লির কারিগরেরা।', en: 'Weavers in the handloom villages of {place} district are working day and night on saris before Eid.' },
        { bn: 'এবার নকশায় ফিরেছে পুরোনো দিনের মোটিফ।', en: 'Old-fashioned motifs are back in the designs this year.' },
        { bn: 'একেকটি শাড়ি বুনতে লাগে দুই থেকে তিন দিন।', en: 'Each sari takes two to three days to weave.' },
      ],
      tags: ['Fashion'],
      picture: 'factory',
    },
    {
      subject: { bn: ['ছাদবাগান'], en: ['rooftop garden'] },
      headline: { bn: '{place} শহরের ছাদবাগানে {n} জাতের সবজি', en: '{n} kinds of vegetables on a rooftop garden in {place} town' },
      sentences: [
        { bn: '{place} শহরের এক বাড়ির ছাদবাগানে ফলছে {n} জাতের সবজি।', en: '{n} kinds of vegetables grow on a rooftop garden at a house in {place} town.' },
        { bn: 'বাগানটি গড়েছেন অবসরপ্রাপ্ত শিক্ষক {person}।', en: 'Retired teacher {person} built the garden.' },
        { bn: 'টব, পুরোনো বালতি আর জৈব সার দিয়েই চলছে চাষ।', en: 'Pots, old buckets and compost are all it takes.' },
      ],
      tags: ['Home decor'],
      picture: 'portrait',
    },
  ],
  technology: [
    {
      subject: { bn: ['স্টার্টআপ'], en: ['start-up'] },
      headline: { bn: '{place} শহরের স্টার্টআপ পেল {n} কোটি টাকার বিনিয়োগ', en: '{place} start-up raises Tk {n} crore' },
      sentences: [
        { bn: 'কৃষকদের বাজারের সঙ্গে যুক্ত করা {place} শহরের একটি স্টার্টআপ {n} কোটি টাকার বিনিয়োগ পেয়েছে।', en: 'A start-up in {place} town that connects farmers with markets has raised Tk {n} crore.' },
        { bn: 'প্রতিষ্ঠাতা {person} বলেন, এ অর্থে নতুন পাঁচ জেলায় সেবা ছড়ানো হবে।', en: 'Founder {person} said the money will take the service to five more districts.' },
        { bn: 'প্রতিষ্ঠানটিতে এখন কাজ করেন ৪০ জন।', en: 'The company now employs 40 people.' },
      ],
      tags: ['Start-ups'],
      picture: 'meeting',
    },
    {
      subject: { bn: ['প্রতারণা'], en: ['fraud', 'scam'] },
      headline: { bn: 'মোবাইল ব্যাংকিং প্রতারণায় {place} জেলায় {n} জনের টাকা খোয়া', en: '{n} people in {place} district lose money to mobile banking fraud' },
      sentences: [
        { bn: 'ভুয়া ফোনকলে পিন নম্বর নিয়ে মোবাইল ব্যাংকিং প্রতারণায় {place} জেলার {n} জনের টাকা হাতিয়ে নেওয়া হয়েছে।', en: 'Fraudsters posing on fake phone calls took PINs and emptied the mobile banking accounts of {n} people in {place} district.' },
        { bn: 'পুলিশ বলছে, কোনো প্রতিষ্ঠান ফোনে পিন চায় না।', en: 'Police say no company asks for a PIN by phone.' },
        { bn: 'সন্দেহজনক কল পেলে হেল্পলাইনে জানাতে বলা হয়েছে।', en: 'People are asked to report suspicious calls to the helpline.' },
      ],
      tags: ['Cybersecurity', 'Mobile internet'],
      picture: 'portrait',
    },
    {
      subject: { bn: ['ফাইভজি', 'ইন্টারনেট'], en: ['5G', 'internet'] },
      headline: { bn: '{place} শহরে {day} থেকে ফাইভজি ইন্টারনেট', en: '5G internet comes to {place} town from {day}' },
      sentences: [
        { bn: '{day} থেকে {place} শহরে ফাইভজি ইন্টারনেট সেবা চালু করছে একটি মোবাইল অপারেটর।', en: 'A mobile operator will switch on 5G internet in {place} town from {day}.' },
        { bn: 'প্রথম ধাপে শহরের {n}টি টাওয়ার হালনাগাদ করা হয়েছে।', en: '{n} towers in the town have been upgraded in the first phase.' },
        { bn: 'তবে ফাইভজি-সমর্থিত ফোন এখনো অনেকের হাতে নেই।', en: 'But many people do not yet own a 5G phone.' },
      ],
      tags: ['Mobile internet', 'Gadgets'],
      picture: 'city-street',
    },
    {
      subject: { bn: ['ফ্রিল্যান্সার', 'ফ্রিল্যান্সিং'], en: ['freelancer', 'freelancing'] },
      headline: { bn: '{place} জেলার গ্রাম থেকে বিদেশি কাজ করছেন {n} ফ্রিল্যান্সার', en: '{n} freelancers work for overseas clients from villages in {place} district' },
      sentences: [
        { bn: '{place} জেলার গ্রামে বসে বিদেশি প্রতিষ্ঠানের কাজ করছেন অন্তত {n} জন ফ্রিল্যান্সার।', en: 'At least {n} freelancers work for foreign companies from villages in {place} district.' },
        { bn: 'গ্রাফিক ডিজাইন ও ওয়েব তৈরির কাজই বেশি।', en: 'Most do graphic design and web development.' },
        { bn: 'তাঁদের বড় সমস্যা ধীরগতির ইন্টারনেট আর বিদ্যুৎ বিভ্রাট।', en: 'Their biggest problems are slow connections and power cuts.' },
      ],
      tags: ['Freelancing'],
      picture: 'portrait',
    },
  ],
  education: [
    {
      subject: { bn: ['এসএসসি'], en: ['SSC'] },
      headline: { bn: 'এসএসসিতে {place} জেলায় পাসের হার বেড়েছে', en: 'SSC pass rate rises in {place} district' },
      sentences: [
        { bn: 'এবারের এসএসসি পরীক্ষায় {place} জেলায় পাসের হার আগের বছরের চেয়ে বেড়েছে।', en: 'The SSC pass rate in {place} district is up on last year.' },
        { bn: 'জেলায় জিপিএ-৫ পেয়েছে {n} জন শিক্ষার্থী।', en: '{n} students in the district earned GPA-5.' },
        { bn: 'শিক্ষকেরা বলছেন, অতিরিক্ত ক্লাস ফল ভালো করতে সাহায্য করেছে।', en: 'Teachers credit extra classes for the better results.' },
      ],
      tags: ['Exams'],
      picture: 'classroom',
    },
    {
      subject: { bn: ['ভর্তি পরীক্ষা'], en: ['admission test'] },
      headline: { bn: 'বিশ্ববিদ্যালয় ভর্তি পরীক্ষা শুরু {day}, আসনপ্রতি {n} জন', en: 'University admission tests begin on {day}, with {n} applicants per seat' },
      sentences: [
        { bn: '{day} থেকে শুরু হচ্ছে বিশ্ববিদ্যালয়ের ভর্তি পরীক্ষা; প্রতিটি আসনের জন্য লড়বেন {n} জন।', en: 'University admission tests begin on {day}, with {n} applicants competing for each seat.' },
        { bn: 'পরীক্ষা হবে দেশের আটটি কেন্দ্রে।', en: 'The tests will be held at eight centres across the country.' },
        { bn: 'প্রবেশপত্র ডাউনলোড করা যাবে বিশ্ববিদ্যালয়ের ওয়েবসাইট থেকে।', en: 'Admit cards can be downloaded from the university website.' },
      ],
      tags: ['Admissions', 'Higher education'],
      picture: 'classroom',
    },
    {
      subject: { bn: ['শিক্ষক'], en: ['teacher'] },
      headline: { bn: '{place} জেলার {n} বিদ্যালয়ে শিক্ষক সংকট', en: 'Teacher shortage at {n} schools in {place} district' },
      sentences: [
        { bn: '{place} জেলার {n}টি প্রাথমিক বিদ্যালয় চলছে প্রয়োজনের অর্ধেক শিক্ষক দিয়ে।', en: '{n} primary schools in {place} district are running with half the teachers they need.' },
        { bn: 'একজন শিক্ষককে একসঙ্গে দুটি শ্রেণি সামলাতে হচ্ছে।', en: 'One teacher often has to handle two classes at once.' },
        { bn: 'জেলা শিক্ষা কর্মকর্তা জানান, নিয়োগ প্রক্রিয়া চলছে।', en: 'The district education officer says recruitment is under way.' },
      ],
      tags: ['Curriculum'],
      picture: 'classroom',
    },
    {
      subject: { bn: ['বৃত্তি'], en: ['scholarship'] },
      headline: { bn: '{place} জেলার {n} শিক্ষার্থী পেল উচ্চশিক্ষা বৃত্তি', en: '{n} students in {place} district win higher education scholarships' },
      sentences: [
        { bn: 'অসচ্ছল পরিবারের {n} জন মেধাবী শিক্ষার্থীকে উচ্চশিক্ষা বৃত্তি দিয়েছে {org}।', en: '{org} has given higher education scholarships to {n} talented students from poor families.' },
        { bn: 'বৃত্তিধারীরা {place} জেলার বিভিন্ন কলেজের শিক্ষার্থী।', en: 'The scholars study at colleges across {place} district.' },
        { bn: 'প্রত্যেকে মাসিক ভাতা ও বইয়ের খরচ পাবেন।', en: 'Each will receive a monthly stipend and money for books.' },
      ],
      tags: ['Scholarships', 'Higher education'],
      picture: 'classroom',
    },
  ],
  health: [
    {
      subject: { bn: ['ডেঙ্গু'], en: ['dengue'] },
      headline: { bn: 'ডেঙ্গুতে {place} জেলায় হাসপাতালে ভর্তি {n} জন', en: '{n} people in hospital with dengue in {place} district' },
      sentences: [
        { bn: 'গত ২৪ ঘণ্টায় ডেঙ্গু নিয়ে {place} জেলার হাসপাতালে ভর্তি হয়েছেন {n} জন।', en: '{n} people have been admitted to hospital with dengue in {place} district in the past 24 hours.' },
        { bn: 'আক্রান্তদের বড় অংশ শিশু ও তরুণ।', en: 'Many of them are children and young people.' },
        { bn: 'চিকিৎসকেরা জ্বর হলেই পরীক্ষা করাতে বলছেন।', en: 'Doctors advise a test at the first sign of fever.' },
      ],
      tags: ['Dengue', 'Public health'],
      picture: 'hospital',
    },
    {
      subject: { bn: ['টিকা'], en: ['vaccination', 'vaccine'] },
      headline: { bn: '{place} জেলায় {day} থেকে শিশুদের টিকা ক্যাম্পেইন', en: "Children's vaccination campaign in {place} district from {day}" },
      sentences: [
        { bn: '{day} থেকে {place} জেলায় শিশুদের হাম-রুবেলা টিকা ক্যাম্পেইন শুরু হচ্ছে।', en: 'A measles-rubella vaccination campaign for children starts in {place} district on {day}.' },
        { bn: 'জেলার {n}টি কেন্দ্রে টিকা দেওয়া হবে।', en: 'Vaccines will be given at {n} centres in the district.' },
        { bn: 'স্বাস্থ্যকর্মীরা বাড়ি বাড়ি গিয়ে অভিভাবকদের জানাচ্ছেন।', en: 'Health workers are going door to door to tell parents.' },
      ],
      tags: ['Vaccination', 'Public health'],
      picture: 'hospital',
    },
    {
      subject: { bn: ['হাসপাতাল'], en: ['hospital'] },
      headline: { bn: '{place} সদর হাসপাতালে চালু হলো {n} শয্যার নতুন ওয়ার্ড', en: '{place} general hospital opens a new {n}-bed ward' },
      sentences: [
        { bn: '{place} জেলা সদর হাসপাতালে {day} {n} শয্যার একটি নতুন ওয়ার্ড চালু হয়েছে।', en: 'A new {n}-bed ward opened at {place} district general hospital on {day}.' },
        { bn: 'এত দিন রোগীদের মেঝে ও বারান্দায় থাকতে হতো।', en: 'Until now patients had to lie on floors and in corridors.' },
        { bn: 'তত্ত্বাবধায়ক {person} বলেন, চিকিৎসক সংকট এখনো রয়ে গেছে।', en: 'Superintendent {person} said the shortage of doctors remains.' },
      ],
      tags: ['Hospitals'],
      picture: 'hospital',
    },
    {
      subject: { bn: ['অপুষ্টি'], en: ['malnutrition', 'malnourished'] },
      headline: { bn: '{place} জেলায় {n} শতাংশ শিশু অপুষ্টিতে', en: '{n} per cent of children in {place} district malnourished' },
      sentences: [
        { bn: 'একটি জরিপে দেখা গেছে, {place} জেলার পাঁচ বছরের কম বয়সী শিশুদের {n} শতাংশ অপুষ্টিতে ভুগছে।', en: 'A survey found that {n} per cent of under-fives in {place} district suffer from malnutrition.' },
        { bn: 'চর ও হাওর এলাকায় পরিস্থিতি সবচেয়ে খারাপ।', en: 'The situation is worst in char and haor areas.' },
        { bn: 'পুষ্টিবিদেরা মৌসুমি শাকসবজি ও ডিম খাওয়ার পরামর্শ দিচ্ছেন।', en: 'Nutritionists recommend seasonal vegetables and eggs.' },
      ],
      tags: ['Nutrition', 'Public health'],
      picture: 'hospital',
    },
  ],
  environment: [
    {
      subject: { bn: ['বায়ুদূষণ'], en: ['air pollution'] },
      headline: { bn: 'বায়ুদূষণে শীর্ষে {place} শহর, সূচক {n}', en: 'Air pollution: {place} town tops the index at {n}' },
      sentences: [
        { bn: '{day} সকালে বায়ুদূষণের সূচকে দেশের শহরগুলোর মধ্যে শীর্ষে ছিল {place}।', en: "{place} had the country's worst air pollution reading on {day} morning." },
        { bn: 'ইটভাটা আর নির্মাণকাজের ধুলাই প্রধান কারণ।', en: 'Brick kilns and construction dust are the main causes.' },
        { bn: 'চিকিৎসকেরা শিশু ও বয়স্কদের মাস্ক পরতে বলছেন।', en: 'Doctors advise children and older people to wear masks.' },
      ],
      tags: ['Air pollution'],
      picture: 'city-street',
    },
    {
      subject: { bn: ['বন্যা'], en: ['flood'] },
      headline: { bn: '{place} জেলায় বন্যায় পানিবন্দী {n} হাজার মানুষ', en: 'Floods leave {n} thousand people stranded in {place} district' },
      sentences: [
        { bn: 'উজানের ঢলে {place} জেলায় বন্যা দেখা দিয়েছে, পানিবন্দী প্রায় {n} হাজার মানুষ।', en: 'Flash floods from upstream have hit {place} district, leaving about {n} thousand people stranded.' },
        { bn: 'অনেকে আশ্রয়কেন্দ্রে উঠেছেন।', en: 'Many have moved to shelters.' },
        { bn: 'জেলা প্রশাসন শুকনা খাবার বিতরণ শুরু করেছে।', en: 'The district administration has begun handing out dry food.' },
      ],
      tags: ['Floods', 'Weather'],
      picture: 'flood',
    },
    {
      subject: { bn: ['পাখি'], en: ['bird'] },
      headline: { bn: '{place} জেলার হাওরে পাখিশুমারিতে {n} প্রজাতি', en: 'Bird census finds {n} species on the haor of {place} district' },
      sentences: [
        { bn: '{place} জেলার হাওরে বার্ষিক পাখিশুমারিতে {n} প্রজাতির পাখি দেখা গেছে।', en: 'The annual bird census on the haor of {place} district recorded {n} species.' },
        { bn: 'পরিযায়ী হাঁসের সংখ্যা গতবারের চেয়ে কিছুটা বেড়েছে।', en: 'The number of migratory ducks is slightly up on last year.' },
        { bn: 'গবেষক {person} বলেন, শিকার বন্ধ হওয়াতেই এই সুফল।', en: 'Researcher {person} credits the end of hunting.' },
      ],
      tags: ['Forests and wildlife'],
      picture: 'river',
    },
  ],
  jobs: [
    {
      subject: { bn: ['নিয়োগ'], en: ['recruit'] },
      headline: { bn: '{org}-এ {n} পদে নিয়োগ, আবেদন {day} পর্যন্ত', en: '{org} to recruit for {n} posts, apply by {day}' },
      sentences: [
        { bn: '{n}টি পদে নিয়োগ দেবে {org}; আবেদন করা যাবে {day} পর্যন্ত।', en: '{org} will recruit for {n} posts; applications close on {day}.' },
        { bn: 'স্নাতক পাস প্রার্থীরা অনলাইনে আবেদন করতে পারবেন।', en: 'Graduates can apply online.' },
        { bn: 'লিখিত ও মৌখিক পরীক্ষার মাধ্যমে প্রার্থী বাছাই হবে।', en: 'Candidates will be chosen by written test and interview.' },
      ],
      tags: ['Job circulars'],
      picture: 'meeting',
    },
    {
      subject: { bn: ['চাকরি মেলা'], en: ['job fair'] },
      headline: { bn: '{place} শহরে চাকরি মেলায় {n} প্রতিষ্ঠান', en: '{n} employers at a job fair in {place} town' },
      sentences: [
        { bn: '{place} শহরে {day} শুরু হওয়া চাকরি মেলায় অংশ নিচ্ছে {n}টি প্রতিষ্ঠান।', en: '{n} employers are taking part in the job fair that opened in {place} town on {day}.' },
        { bn: 'মেলায় সরাসরি জীবনবৃত্তান্ত জমা দেওয়া যাচ্ছে।', en: 'Visitors can hand in CVs on the spot.' },
        { bn: 'প্রথম দিনেই কয়েক হাজার তরুণ এসেছেন।', en: 'Several thousand young people came on the first day.' },
      ],
      tags: ['Job fairs', 'Careers'],
      picture: 'crowd',
    },
    {
      subject: { bn: ['প্রশিক্ষণ'], en: ['training'] },
      headline: { bn: '{place} জেলায় {n} তরুণকে বিনা মূল্যে কারিগরি প্রশিক্ষণ', en: 'Free technical training for {n} young people in {place} district' },
      sentences: [
        { bn: '{place} জেলায় {n} জন বেকার তরুণকে বিনা মূল্যে কারিগরি প্রশিক্ষণ দিচ্ছে {org}।', en: '{org} is giving free technical training to {n} unemployed young people in {place} district.' },
        { bn: 'ইলেকট্রিক্যাল ও ওয়েল্ডিং কোর্স তিন মাসের।', en: 'The electrical and welding courses last three months.' },
        { bn: 'প্রশিক্ষণ শেষে চাকরি পেতে সহায়তা করা হবে।', en: 'Trainees will get help finding jobs afterwards.' },
      ],
      tags: ['Skills development'],
      picture: 'factory',
    },
  ],
  religion: [
    {
      subject: { bn: ['ইফতার'], en: ['iftar'] },
      headline: { bn: '{place} শহরে প্রতিদিন {n} জনের ইফতার', en: 'Iftar for {n} people every day in {place} town' },
      sentences: [
        { bn: 'রমজানজুড়ে {place} শহরের একটি মসজিদে প্রতিদিন {n} জন রোজাদারকে ইফতার করানো হচ্ছে।', en: 'A mosque in {place} town is serving iftar to {n} fasting people every day of Ramadan.' },
        { bn: 'খরচ জোগাচ্ছেন এলাকার মানুষ।', en: 'Local people are covering the cost.' },
        { bn: 'পথচারী ও রিকশাচালকেরাই বেশি আসেন।', en: 'Most of those who come are passers-by and rickshaw pullers.' },
      ],
      tags: ['Ramadan'],
      picture: 'crowd',
    },
    {
      subject: { bn: ['দুর্গাপূজা', 'পূজা'], en: ['Durga Puja'] },
      headline: { bn: '{place} জেলায় এবার {n}টি মণ্ডপে দুর্গাপূজা', en: 'Durga Puja at {n} venues in {place} district this year' },
      sentences: [
        { bn: 'এবার {place} জেলায় {n}টি মণ্ডপে দুর্গাপূজা অনুষ্ঠিত হবে।', en: 'Durga Puja will be held at {n} venues in {place} district this year.' },
        { bn: 'প্রতিটি মণ্ডপে স্বেচ্ছাসেবক ও পুলিশ থাকবে।', en: 'Every venue will have volunteers and police.' },
        { bn: 'প্রতিমা তৈরির কাজ এখন শেষ পর্যায়ে।', en: 'Work on the idols is in its final stage.' },
      ],
      tags: ['Durga Puja', 'Communal harmony'],
      picture: 'crowd',
    },
    {
      subject: { bn: ['ঈদ'], en: ['Eid'] },
      headline: { bn: 'ঈদে {place} শহরে প্রধান জামাত সকাল {n}টায়', en: 'Main Eid congregation in {place} town at {n}am' },
      sentences: [
        { bn: '{place} শহরের কেন্দ্রীয় ঈদগাহে ঈদের প্রধান জামাত হবে সকাল {n}টায়।', en: 'The main Eid congregation at the central Eidgah in {place} town will be held at {n}am.' },
        { bn: 'বৃষ্টি হলে জামাত হবে কেন্দ্রীয় মসজিদে।', en: 'If it rains, prayers will move to the central mosque.' },
        { bn: 'ঈদগাহ মাঠ প্রস্তুত করার কাজ চলছে।', en: 'Work to prepare the Eidgah ground is under way.' },
      ],
      tags: ['Eid', 'Religious festivals'],
      picture: 'crowd',
    },
  ],
  crime: [
    {
      subject: { bn: ['ইয়াবা'], en: ['yaba'] },
      headline: { bn: '{place} জেলায় {n} হাজার ইয়াবাসহ দুজন আটক', en: 'Two held with {n} thousand yaba pills in {place} district' },
      sentences: [
        { bn: '{place} জেলায় {day} রাতে {n} হাজার ইয়াবা বড়িসহ দুজনকে আটক করেছে পুলিশ।', en: 'Police arrested two people with {n} thousand yaba pills in {place} district on {day} night.' },
        { bn: 'তাঁদের বিরুদ্ধে মাদক আইনে মামলা হয়েছে।', en: 'A case has been filed under the narcotics law.' },
        { bn: 'পুলিশ চক্রের অন্যদের খুঁজছে।', en: 'Police are searching for the rest of the gang.' },
      ],
      tags: ['Drugs', 'Crime'],
      picture: 'government',
    },
    {
      subject: { bn: ['প্রতারক', 'প্রতারণা'], en: ['fraud'] },
      headline: { bn: 'চাকরির নামে প্রতারণা, {place} জেলায় চক্রের {n} সদস্য গ্রেপ্তার', en: '{n} members of a job fraud ring arrested in {place} district' },
      sentences: [
        { bn: 'সরকারি চাকরি দেওয়ার কথা বলে টাকা নেওয়া প্রতারক চক্রের {n} সদস্যকে {place} জেলায় গ্রেপ্তার করা হয়েছে।', en: 'Police in {place} district have arrested {n} members of a fraud ring that took money promising government jobs.' },
        { bn: 'চক্রটি শতাধিক মানুষের কাছ থেকে টাকা নিয়েছে।', en: 'The ring took money from more than a hundred people.' },
        { bn: 'ভুক্তভোগীদের থানায় যোগাযোগ করতে বলা হয়েছে।', en: 'Victims are asked to contact the police station.' },
      ],
      tags: ['Fraud', 'Crime'],
      picture: 'government',
    },
    {
      subject: { bn: ['রায়'], en: ['verdict'] },
      headline: { bn: '{place} আদালতে {n} বছর আগের হত্যা মামলার রায়', en: 'Verdict in {place} court on a murder case from {n} years ago' },
      sentences: [
        { bn: '{n} বছর আগের একটি হত্যা মামলার রায় {day} ঘোষণা করেছেন {place} জেলা ও দায়রা জজ আদালত।', en: 'The {place} district and sessions judge court on {day} delivered its verdict in a murder case from {n} years ago.' },
        { bn: 'আসামিদের তিনজনকে যাবজ্জীবন কারাদণ্ড দেওয়া হয়েছে।', en: 'Three defendants were sentenced to life imprisonment.' },
        { bn: 'রায়ে সন্তোষ প্রকাশ করেছে নিহতের পরিবার।', en: "The victim's family welcomed the verdict." },
      ],
      tags: ['Law and courts'],
      picture: 'government',
    },
  ],
} satisfies Record<string, readonly StoryKit[]>;
