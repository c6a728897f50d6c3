/**
 * Static pages of the demo newspaper (privacy policy, about, terms of use) in both editions.
 * Alokpat is a fictional newspaper; these texts describe how the demo site behaves.
 */
import type { Pair } from './types';

export const STATIC_PAGES: readonly { slug: 'privacy-policy' | 'about' | 'terms'; title: Pair; paragraphs: readonly Pair[] }[] = [
  {
    slug: 'privacy-policy',
    title: { bn: 'গোপনীয়তা নীতি', en: 'Privacy policy' },
    paragraphs: [
      {
        bn: 'আলোকপাত পাঠকের ব্যক্তিগত তথ্যের গোপনীয়তাকে গুরুত্বের সঙ্গে দেখে। এই নীতিতে ব্যাখ্যা করা হয়েছে, আমাদের ওয়েবসাইট ও সহযোগী প্রকাশনাগুলো ব্যবহারের সময় আমরা কোন তথ্য সংগ্রহ করি, কেন করি এবং সেই তথ্যের ওপর আপনার কী কী অধিকার রয়েছে।',
        en: "Alokpat takes the privacy of its readers' personal information seriously. This policy explains what information we collect when you use our website and sister publications, why we collect it, and what rights you have over that information.",
      },
      {
        bn: 'আপনি অ্যাকাউন্ট খুললে আমরা আপনার ই-মেইল ঠিকানা, নাম এবং আপনি চাইলে একটি প্রোফাইল ছবি (অ্যাভাটার) সংরক্ষণ করি। ই-মেইল ঠিকানা ব্যবহার করা হয় লগইন, অ্যাকাউন্ট যাচাই এবং জরুরি সেবা-সংক্রান্ত বার্তা পাঠানোর জন্য। আপনার অনুমতি ছাড়া আমরা এই তথ্য কোনো বিজ্ঞাপনদাতা বা তৃতীয় পক্ষের কাছে বিক্রি করি না।',
        en: 'When you create an account we store your email address, your name and, if you choose, a profile picture (avatar). The email address is used for signing in, verifying the account and sending essential service messages. We do not sell this information to advertisers or any third party without your permission.',
      },
      {
        bn: 'সাইটটি সঠিকভাবে চালাতে আমরা কয়েকটি কুকি ব্যবহার করি। প্রথম দফায় আমরা জানতে চাই, আপনি কোন ধরনের কুকিতে সম্মতি দিচ্ছেন; আপনার সেই সিদ্ধান্ত একটি সম্মতি কুকিতে সংরক্ষিত থাকে, যাতে প্রতিবার একই প্রশ্ন করতে না হয়। এ ছাড়া একটি পাঠক-পরিচিতি কুকি থাকে, যাতে এলোমেলোভাবে তৈরি একটি শনাক্তকারী নম্বর রাখা হয়; এর মাধ্যমে আমরা বুঝতে পারি একই পাঠক আবার ফিরে এসেছেন কি না, কিন্তু এতে আপনার নাম বা ই-মেইল থাকে না।',
        en: 'We use a few cookies to run the site properly. On your first visit we ask which kinds of cookies you agree to; your decision is kept in a consent cookie so that we do not have to ask the same question every time. There is also a reader identity cookie holding a randomly generated identifier; it tells us whether the same reader has come back, but it contains neither your name nor your email address.',
      },
      {
        bn: 'পরিমাপ ও পছন্দভিত্তিক সুপারিশের কুকি কেবল আপনার সম্মতি থাকলেই চালু হয়। ব্রাউজারের সেটিংস থেকে যেকোনো সময় কুকি মুছে ফেলা যায়, আর সাইটের নিচের অংশে থাকা "কুকি সেটিংস" থেকে আগের সম্মতি বদলানো বা প্রত্যাহার করা যায়।',
        en: 'Measurement and recommendation cookies are switched on only with your consent. You can delete cookies at any time from your browser settings, and you can change or withdraw your earlier consent from "Cookie settings" at the bottom of the site.',
      },
      {
        bn: 'আপনি কোনো খবরে মন্তব্য করলে মন্তব্যের লেখা, মন্তব্যের সময় এবং আপনার অ্যাকাউন্টের নাম সংরক্ষিত হয় এবং নাম ও মন্তব্য অন্য পাঠকেরা দেখতে পান। প্রকাশের আগে মন্তব্যগুলো আমাদের মডারেশন নীতি অনুযায়ী যাচাই করা হতে পারে। নিজের মন্তব্য আপনি পরে মুছে ফেলতে পারবেন।',
        en: 'If you comment on a story, the text of the comment, the time it was posted and your account name are stored, and your name and comment are visible to other readers. Comments may be reviewed under our moderation policy before they appear. You can delete your own comments later.',
      },
      {
        bn: 'আপনার অ্যাকাউন্টের তথ্য আমরা ততদিনই রাখি, যতদিন অ্যাকাউন্টটি চালু থাকে। প্রোফাইল পাতার "অ্যাকাউন্ট মুছে ফেলুন" অংশ থেকে আপনি নিজেই অ্যাকাউন্ট মুছে দিতে পারেন। অ্যাকাউন্ট মুছলে আপনার ই-মেইল, নাম ও অ্যাভাটার স্থায়ীভাবে মুছে যায় এবং আপনার মন্তব্যগুলো হয় মুছে ফেলা হয়, নয়তো নামহীন করে দেওয়া হয়।',
        en: 'We keep your account information for as long as the account is active. You can delete the account yourself from the "Delete account" part of your profile page. When an account is deleted, your email, name and avatar are permanently erased and your comments are either removed or made anonymous.',
      },
      {
        bn: 'আইনগত বাধ্যবাধকতা না থাকলে আমরা আপনার ব্যক্তিগত তথ্য কারও সঙ্গে ভাগাভাগি করি না। ওয়েবসাইট পরিচালনায় যেসব কারিগরি সেবাদাতা আমাদের সহায়তা করে, তারা কেবল সেই কাজের জন্য প্রয়োজনীয় তথ্যই পায় এবং গোপনীয়তা রক্ষায় চুক্তিবদ্ধ থাকে।',
        en: 'Unless the law requires it, we do not share your personal information with anyone. The technical service providers that help us run the website receive only the information needed for that work and are bound by contract to keep it confidential.',
      },
      {
        bn: 'এই নীতিতে কোনো পরিবর্তন হলে আমরা এই পাতায় হালনাগাদ তারিখসহ তা প্রকাশ করব এবং বড় পরিবর্তনের ক্ষেত্রে নিবন্ধিত পাঠকদের ই-মেইলে জানাব।',
        en: 'If this policy changes, we will publish the change on this page with the date of the update, and for significant changes we will inform registered readers by email.',
      },
      {
        bn: 'গোপনীয়তা নিয়ে কোনো প্রশ্ন, অভিযোগ বা নিজের তথ্যের অনুলিপি পাওয়ার অনুরোধ থাকলে privacy@alokpat.example ঠিকানায় ই-মেইল করুন অথবা আলোকপাতের প্রধান কার্যালয়ে লিখিতভাবে যোগাযোগ করুন। আমরা সাধারণত সাত কর্মদিবসের মধ্যে উত্তর দিই।',
        en: 'For any question or complaint about privacy, or to request a copy of your information, email privacy@alokpat.example or write to the head office of Alokpat. We usually reply within seven working days.',
      },
    ],
  },
  {
    slug: 'about',
    title: { bn: 'আমাদের কথা', en: 'About us' },
    paragraphs: [
      {
        bn: 'আলোকপাত বাংলাদেশের একটি দৈনিক সংবাদপত্র। দেশ-বিদেশের খবর, রাজনীতি, অর্থনীতি, খেলা, বিনোদন, শিক্ষা, স্বাস্থ্য ও পরিবেশসহ জীবনের নানা দিকের খবর আমরা বাংলা ও ইংরেজি—দুই ভাষাতেই পাঠকের কাছে পৌঁছে দিই।',
        en: 'Alokpat is a daily newspaper of Bangladesh. We bring readers news from home and abroad on politics, the economy, sport, entertainment, education, health, the environment and many other parts of life, in both Bengali and English.',
      },
      {
        bn: 'আমাদের মূলমন্ত্র সহজ: সত্য খবর, সঠিক প্রেক্ষাপট এবং সবার জন্য বোধগম্য ভাষা। প্রতিটি খবর প্রকাশের আগে অন্তত দুটি স্বাধীন সূত্র থেকে তথ্য যাচাই করা হয় এবং ভুল হলে তা প্রকাশ্যে সংশোধন করা হয়।',
        en: 'Our guiding principle is simple: truthful news, the right context and language everyone can understand. Before publication every story is checked against at least two independent sources, and mistakes are corrected in public.',
      },
      {
        bn: 'ঢাকার প্রধান কার্যালয় ছাড়াও চট্টগ্রাম, রাজশাহী, খুলনা, বরিশাল, সিলেট, রংপুর ও ময়মনসিংহে আমাদের ব্যুরো অফিস রয়েছে। দেশের প্রতিটি জেলায় আলোকপাতের প্রতিনিধিরা স্থানীয় মানুষের জীবন ও সমস্যার খবর তুলে আনেন।',
        en: 'Besides the head office in Dhaka, we have bureau offices in Chattogram, Rajshahi, Khulna, Barishal, Sylhet, Rangpur and Mymensingh. In every district of the country, Alokpat correspondents report on the lives and problems of local people.',
      },
      {
        bn: 'মূল সংবাদপত্রের পাশাপাশি আলোকপাত পরিবারে আছে তরুণদের ম্যাগাজিন "তরুণ তরী", পাঠকের খবরের পাতা "নাগরিক কথা", বিজ্ঞান সাময়িকী "বিজ্ঞানচক্র", চিন্তা ও মতের পত্রিকা "চিন্তাসূত্র", পাঠক-স্বেচ্ছাসেবকদের সংগঠন "বন্ধুমহল" এবং দাতব্য প্রতিষ্ঠান "আলোকপাত ট্রাস্ট"।',
        en: 'Alongside the main newspaper, the Alokpat family includes the youth magazine "Torun Tori", the readers\' news pages "Nagorik Kotha", the science magazine "Bigyan Chakra", the magazine of ideas and opinion "Chintasutra", the reader-volunteer organisation "Bondhu Mohol" and the charity "Alokpat Trust".',
      },
      {
        bn: 'আলোকপাত কোনো রাজনৈতিক দল বা ব্যবসায়িক গোষ্ঠীর মুখপত্র নয়। আমাদের সম্পাদকীয় নীতি স্বাধীন এবং বিজ্ঞাপন বিভাগ থেকে সম্পূর্ণ আলাদা। কোনো খবর বিজ্ঞাপনদাতার প্রভাবে প্রকাশ বা বাদ দেওয়া হয় না।',
        en: 'Alokpat is not the mouthpiece of any political party or business group. Our editorial policy is independent and entirely separate from the advertising department. No story is published or dropped because of an advertiser\'s influence.',
      },
      {
        bn: 'খবরের তথ্য, ছবি বা ভিডিও পাঠাতে চাইলে news@alokpat.example ঠিকানায় লিখুন। কোনো প্রকাশিত খবরে ভুল চোখে পড়লে corrections@alokpat.example ঠিকানায় জানান; আমরা দ্রুত যাচাই করে ব্যবস্থা নেব।',
        en: 'To send us information, photos or videos for a story, write to news@alokpat.example. If you notice an error in a published story, tell us at corrections@alokpat.example; we will check it quickly and act on it.',
      },
      {
        bn: 'এই ওয়েবসাইটটি একটি প্রদর্শনী সংস্করণ। এখানে প্রকাশিত খবর, নাম ও প্রতিষ্ঠান কাল্পনিক এবং কেবল সাইটের নকশা ও কার্যকারিতা দেখানোর জন্য তৈরি।',
        en: 'This website is a demonstration edition. The stories, names and organisations published here are fictional and were created only to show the design and features of the site.',
      },
    ],
  },
  {
    slug: 'terms',
    title: { bn: 'ব্যবহারের শর্তাবলি', en: 'Terms of use' },
    paragraphs: [
      {
        bn: 'আলোকপাতের ওয়েবসাইট ও সহযোগী প্রকাশনাগুলো ব্যবহার করে আপনি এই শর্তাবলি মেনে নিচ্ছেন। শর্তগুলোর সঙ্গে একমত না হলে অনুগ্রহ করে সাইটটি ব্যবহার থেকে বিরত থাকুন।',
        en: 'By using the website and sister publications of Alokpat you accept these terms. If you do not agree with them, please refrain from using the site.',
      },
      {
        bn: 'এই সাইটে প্রকাশিত সব লেখা, ছবি, ভিডিও, গ্রাফিক ও নকশার স্বত্ব আলোকপাত বা সংশ্লিষ্ট স্বত্বাধিকারীর। ব্যক্তিগত ও অবাণিজ্যিক ব্যবহারের জন্য খবর পড়া ও লিংক শেয়ার করা যাবে, তবে লিখিত অনুমতি ছাড়া কোনো বিষয়বস্তু পুনঃপ্রকাশ, বিক্রি বা পরিবর্তন করা যাবে না।',
        en: 'All text, photos, videos, graphics and designs published on this site belong to Alokpat or the relevant rights holder. You may read stories and share links for personal, non-commercial use, but no content may be republished, sold or altered without written permission.',
      },
      {
        bn: 'অ্যাকাউন্ট খুলতে হলে সঠিক ই-মেইল ঠিকানা দিতে হবে। নিজের অ্যাকাউন্টের নিরাপত্তা রক্ষার দায়িত্ব আপনার; অন্য কারও অ্যাকাউন্ট ব্যবহার করা বা কারও পরিচয় নিয়ে মন্তব্য করা নিষিদ্ধ।',
        en: 'To open an account you must give a valid email address. You are responsible for keeping your account secure; using someone else\'s account or commenting under another person\'s identity is forbidden.',
      },
      {
        bn: 'মন্তব্যে শালীন ভাষা ব্যবহার করুন। ব্যক্তিগত আক্রমণ, ঘৃণা ছড়ানো, হুমকি, মিথ্যা তথ্য, বিজ্ঞাপন বা অন্যের গোপনীয়তা লঙ্ঘন করে এমন মন্তব্য কোনো নোটিশ ছাড়াই সরিয়ে ফেলা হতে পারে। বারবার নিয়ম ভাঙলে অ্যাকাউন্ট স্থগিত বা বন্ধ করা হতে পারে।',
        en: 'Use courteous language in comments. Comments containing personal attacks, hatred, threats, false information, advertising or violations of other people\'s privacy may be removed without notice. Repeatedly breaking the rules may lead to the account being suspended or closed.',
      },
      {
        bn: 'মন্তব্য, ছবি বা পাঠকের প্রতিবেদন পাঠালে আপনি নিশ্চিত করছেন যে তা আপনার নিজের তৈরি বা প্রকাশের অধিকার আপনার আছে। পাঠানো বিষয়বস্তু সম্পাদনা, সংক্ষিপ্ত বা প্রকাশ না করার অধিকার আলোকপাত সংরক্ষণ করে।',
        en: 'When you send a comment, photo or reader\'s report, you confirm that it is your own work or that you have the right to publish it. Alokpat reserves the right to edit, shorten or not publish submitted material.',
      },
      {
        bn: 'আমরা তথ্যের নির্ভুলতা নিশ্চিত করতে সর্বোচ্চ চেষ্টা করি, তবে সাইটে প্রকাশিত তথ্যের ভিত্তিতে নেওয়া কোনো আর্থিক, চিকিৎসা বা আইনি সিদ্ধান্তের দায় আলোকপাত নেবে না। এমন সিদ্ধান্তের আগে সংশ্লিষ্ট বিশেষজ্ঞের পরামর্শ নিন।',
        en: 'We do our utmost to ensure that information is accurate, but Alokpat accepts no liability for financial, medical or legal decisions taken on the basis of information published on the site. Consult a relevant expert before making such decisions.',
      },
      {
        bn: 'সাইটে অন্য ওয়েবসাইটের লিংক থাকতে পারে। সেসব সাইটের বিষয়বস্তু বা গোপনীয়তা নীতির জন্য আলোকপাত দায়ী নয়।',
        en: 'The site may contain links to other websites. Alokpat is not responsible for the content or privacy policies of those sites.',
      },
      {
        bn: 'প্রয়োজন অনুযায়ী এই শর্তাবলি হালনাগাদ করা হতে পারে; পরিবর্তনের পর সাইট ব্যবহার অব্যাহত রাখলে আপনি নতুন শর্ত মেনে নিয়েছেন বলে ধরা হবে। এই শর্তাবলি বাংলাদেশের প্রচলিত আইন অনুযায়ী পরিচালিত হবে। যেকোনো প্রশ্নে legal@alokpat.example ঠিকানায় যোগাযোগ করুন।',
        en: 'These terms may be updated when necessary; if you continue to use the site after a change, you will be taken to have accepted the new terms. These terms are governed by the laws in force in Bangladesh. For any question, contact legal@alokpat.example.',
      },
    ],
  },
];

/** The trust's donation page, written for every brand whose donate link is a page of its own site. */
export const DONATE_PAGE: { title: Pair; paragraphs: readonly Pair[] } = {
  title: { bn: 'অনুদান দিন', en: 'Donate' },
  paragraphs: [
    {
      bn: 'আলোকপাত ট্রাস্ট মেধাবী কিন্তু অসচ্ছল শিক্ষার্থীদের বৃত্তি, দুর্যোগে ত্রাণ এবং প্রত্যন্ত অঞ্চলে স্বাস্থ্য ক্যাম্পের কাজ করে। আপনার অনুদান এই কাজগুলোকে এগিয়ে নেয়।',
      en: 'Alokpat Trust funds scholarships for gifted students in need, relief after disasters and health camps in remote areas. Your gift keeps this work going.',
    },
    {
      bn: 'অনুদান পাঠাতে পারেন ব্যাংক হিসাবে (আলোকপাত ট্রাস্ট, হিসাব নম্বর ০০১২৩৪৫৬৭৮৯০, কারওয়ান বাজার শাখা) অথবা মোবাইল ব্যাংকিংয়ে। প্রতিটি অনুদানের রসিদ দেওয়া হয়।',
      en: 'You can give by bank transfer (Alokpat Trust, account number 001234567890, Karwan Bazar branch) or by mobile banking. Every gift is receipted.',
    },
    {
      bn: 'প্রতি বছর ট্রাস্টের আয়-ব্যয়ের নিরীক্ষিত হিসাব এই ওয়েবসাইটে প্রকাশ করা হয়।',
      en: "The trust's audited accounts are published on this website every year.",
    },
  ],
};
