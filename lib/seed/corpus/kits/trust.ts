/** Story kits of the trust brand, by section slug (see kits/main.ts). */
import type { StoryKit } from '../types';

export const TRUST_KITS = {
  scholarships: [
    { subject: { bn: ['বৃত্তি'], en: ['scholarship'] }, headline: { bn: 'আলোকপাত ট্রাস্টের বৃত্তি পেল {place} জেলার {n} শিক্ষার্থী', en: '{n} students in {place} district win Alokpat Trust scholarships' }, sentences: [
      { bn: 'অসচ্ছল পরিবারের {n} জন মেধাবী শিক্ষার্থী পেয়েছে আলোকপাত ট্রাস্টের বৃত্তি।', en: '{n} talented students from poor families have won Alokpat Trust scholarships.' },
      { bn: 'তারা সবাই {place} জেলার বিভিন্ন কলেজে পড়ে।', en: 'All study at colleges in {place} district.' },
      { bn: 'স্নাতক শেষ হওয়া পর্যন্ত মাসিক ভাতা পাবে তারা।', en: 'They will receive a monthly stipend until they graduate.' },
      { bn: 'ট্রাস্টের বৃত্তি কমিটির সদস্য {person} বলেন, এবার আবেদনকারীর অর্ধেকই মেয়ে।', en: "Trust scholarship committee member {person} says half of this year's applicants are girls." },
    ], tags: ['Scholarship', 'Meritorious students', 'Alokpat Trust'], picture: 'classroom',
    quote: { text: { bn: 'টাকার অভাবে একজন মেধাবীর পড়া থেমে গেলে ক্ষতিটা পুরো দেশের।', en: 'When a gifted student has to stop studying for lack of money, the whole country loses.' }, by: { bn: '{person}, সদস্য, বৃত্তি কমিটি, আলোকপাত ট্রাস্ট', en: '{person}, member, scholarship committee, Alokpat Trust' } } },
    { subject: { bn: ['বৃত্তিধারী'], en: ['scholar'] }, headline: { bn: 'রিকশাচালকের সন্তান {person} এখন চিকিৎসক, ছিলেন ট্রাস্টের বৃত্তিধারী', en: "{person}, a rickshaw puller's child and former Trust scholar, is now a doctor" }, sentences: [
      { bn: 'আলোকপাত ট্রাস্টের সাবেক বৃত্তিধারী {person} এখন {place} সদর হাসপাতালের চিকিৎসক।', en: 'Former Alokpat Trust scholar {person} is now a doctor at {place} general hospital.' },
      { bn: 'বাবা রিকশা চালিয়ে সংসার চালাতেন।', en: 'Their father kept the family by pulling a rickshaw.' },
      { bn: 'মেডিকেল কলেজের পাঁচ বছরের খরচ জুগিয়েছে ট্রাস্টের বৃত্তি।', en: 'The Trust scholarship paid for five years of medical college.' },
      { bn: '{person} বলেন, বৃত্তি না পেলে পড়া থেমে যেত।', en: '{person} says their studies would have stopped without the scholarship.' },
    ], tags: ['Beating poverty', 'Higher education'], picture: 'portrait',
    quote: { text: { bn: 'বাবার রিকশার প্যাডেলেই আমার প্রথম স্টেথোস্কোপ কেনা; সেই ঋণ শোধ করছি রোগী দেখে।', en: "My father's rickshaw pedals paid for my first stethoscope; I repay that debt by treating patients." }, by: { bn: '{person}, চিকিৎসক ও ট্রাস্টের সাবেক বৃত্তিধারী', en: '{person}, doctor and former Trust scholar' } } },
    { subject: { bn: ['বৃত্তির আবেদন'], en: ['scholarship application'] }, headline: { bn: 'ট্রাস্টের বৃত্তির আবেদন শুরু, শেষ তারিখ {day}', en: 'Trust scholarship applications open, closing on {day}' }, sentences: [
      { bn: 'আলোকপাত ট্রাস্টের এ বছরের বৃত্তির আবেদন গ্রহণ শুরু হয়েছে, চলবে {day} পর্যন্ত।', en: "Alokpat Trust's scholarship applications for this year are open until {day}." },
      { bn: 'উচ্চমাধ্যমিক পাস, পারিবারিক আয় সীমিত এমন শিক্ষার্থীরা আবেদন করতে পারবে।', en: 'Students who have passed their higher secondary exams and come from low-income families can apply.' },
      { bn: 'এবার দেওয়া হবে {n}টি বৃত্তি, যার অর্ধেক মেয়েদের জন্য সংরক্ষিত।', en: '{n} scholarships will be awarded this year, half of them reserved for girls.' },
      { bn: 'ট্রাস্টের কর্মসূচি ব্যবস্থাপক {person} জানান, আবেদন করা যাবে মোবাইল ফোনেই।', en: 'Trust programme manager {person} says applications can be made by mobile phone.' },
    ], tags: ['Scholarship', 'Alokpat Trust'], picture: 'classroom',
    quote: { text: { bn: 'আবেদনের জন্য কাউকে শহরে আসতে হবে না, গ্রামের মোবাইল থেকেই পুরো প্রক্রিয়া শেষ হবে।', en: 'No one needs to travel to town to apply; the whole process can be done from a village phone.' }, by: { bn: '{person}, কর্মসূচি ব্যবস্থাপক, আলোকপাত ট্রাস্ট', en: '{person}, programme manager, Alokpat Trust' } } },
    { subject: { bn: ['প্রকৌশল'], en: ['engineering'] }, headline: { bn: 'চরের শিক্ষার্থী {person} প্রকৌশল বিশ্ববিদ্যালয়ে, পাশে ট্রাস্ট', en: '{person}, from a char, wins an engineering place with Trust support' }, sentences: [
      { bn: '{place} জেলার চরের শিক্ষার্থী {person} ভর্তি হয়েছেন একটি প্রকৌশল বিশ্ববিদ্যালয়ে।', en: '{person}, a student from a char in {place} district, has won a place at an engineering university.' },
      { bn: 'চর থেকে প্রতিদিন নৌকায় নদী পেরিয়ে কলেজে যেতে হতো।', en: 'Getting to college meant crossing the river by boat every day.' },
      { bn: 'ভর্তি ও হোস্টেলের খরচ দিয়েছে আলোকপাত ট্রাস্ট।', en: 'Alokpat Trust paid the admission and hostel fees.' },
      { bn: 'চরের স্কুলের শিক্ষক বলেন, এলাকার আরও {n} শিক্ষার্থী এখন একই স্বপ্ন দেখছে।', en: 'A teacher at the char school says {n} more pupils there now share the same dream.' },
    ], tags: ['Meritorious students', 'Higher education'], picture: 'portrait',
    quote: { text: { bn: 'নদী পার হতে হতেই শিখেছি, সেতু বানানো কত জরুরি; তাই প্রকৌশল পড়ছি।', en: 'Crossing the river every day taught me how much a bridge matters; that is why I am studying engineering.' }, by: { bn: '{person}, প্রকৌশলের শিক্ষার্থী', en: '{person}, engineering student' } } },
    { subject: { bn: ['বৃত্তিধারীদের'], en: ["scholars'"] }, headline: { bn: '{place} শহরে ট্রাস্টের বৃত্তিধারীদের সম্মেলন, এল {n} জন', en: "{n} attend the Trust scholars' gathering in {place} town" }, sentences: [
      { bn: 'আলোকপাত ট্রাস্টের বর্তমান ও সাবেক বৃত্তিধারীদের সম্মেলনে {place} শহরে জড়ো হয়েছেন {n} জন।', en: "{n} current and former Trust scholars met in {place} town at the Alokpat Trust scholars' gathering." },
      { bn: 'সাবেকেরা ক্যারিয়ার ও উচ্চশিক্ষা নিয়ে নতুনদের পরামর্শ দিয়েছেন।', en: 'Former scholars gave the new ones advice on careers and further study.' },
      { bn: 'গঠিত হয়েছে একটি মেন্টরিং নেটওয়ার্ক।', en: 'A mentoring network has been set up.' },
      { bn: 'সাবেক বৃত্তিধারী ও বর্তমানে শিক্ষক {person} বলেন, এবার ফেরত দেওয়ার পালা।', en: 'Former scholar {person}, now a teacher, says it is time to give back.' },
    ], tags: ['Alokpat Trust', 'Scholarship'], picture: 'meeting',
    quote: { text: { bn: 'একদিন ট্রাস্ট আমার হাত ধরেছিল, এখন আমি অন্তত পাঁচজনের হাত ধরব।', en: 'Once the Trust held my hand; now I will hold at least five others’.' }, by: { bn: '{person}, সাবেক বৃত্তিধারী ও শিক্ষক', en: '{person}, former scholar and teacher' } } },
  ],
  'relief-work': [
    { subject: { bn: ['ত্রাণ'], en: ['relief'] }, headline: { bn: '{place} জেলায় বন্যাদুর্গত {n} পরিবারে ট্রাস্টের ত্রাণ', en: 'Trust relief for {n} flood-hit families in {place} district' }, sentences: [
      { bn: '{place} জেলার বন্যাদুর্গত {n}টি পরিবারের মধ্যে ত্রাণ বিতরণ করেছে আলোকপাত ট্রাস্ট।', en: 'Alokpat Trust has distributed relief to {n} flood-hit families in {place} district.' },
      { bn: 'প্রতিটি প্যাকেটে ছিল চাল, ডাল, তেল ও খাওয়ার স্যালাইন।', en: 'Each pack held rice, lentils, oil and oral saline.' },
      { bn: 'নৌকায় করে পৌঁছানো হয় দুর্গম এলাকায়।', en: 'Boats carried it to hard-to-reach areas.' },
      { bn: 'ত্রাণ সমন্বয়ক {person} বলেন, পানি নামলে ঘর মেরামতে সহায়তা দেওয়া হবে।', en: 'Relief coordinator {person} says help to repair homes will follow once the water goes down.' },
    ], tags: ['Relief', 'Floods'], picture: 'flood',
    quote: { text: { bn: 'ত্রাণ একদিনের, কিন্তু পানি নামার পর ঘুরে দাঁড়ানোর লড়াই কয়েক মাসের।', en: 'Relief lasts a day; the fight to get back on your feet after the water goes down lasts months.' }, by: { bn: '{person}, ত্রাণ সমন্বয়ক, আলোকপাত ট্রাস্ট', en: '{person}, relief coordinator, Alokpat Trust' } } },
    { subject: { bn: ['নলকূপ'], en: ['tube well'] }, headline: { bn: '{place} জেলায় ট্রাস্টের {n}টি নতুন নলকূপ', en: '{n} new Trust tube wells in {place} district' }, sentences: [
      { bn: 'নিরাপদ পানির জন্য {place} জেলায় {n}টি গভীর নলকূপ বসিয়েছে আলোকপাত ট্রাস্ট।', en: 'Alokpat Trust has sunk {n} deep tube wells in {place} district for safe water.' },
      { bn: 'প্রতিটি নলকূপের পানি আর্সেনিকমুক্ত বলে পরীক্ষায় দেখা গেছে।', en: 'Tests show each well’s water is free of arsenic.' },
      { bn: 'রক্ষণাবেক্ষণ করবে গ্রামের একটি কমিটি।', en: 'A village committee will maintain them.' },
      { bn: 'কমিটির সভাপতি {person} বলেন, আগে দুই কিলোমিটার হেঁটে পানি আনতে হতো।', en: 'Committee chair {person} says people used to walk two kilometres for water.' },
    ], tags: ['Safe water', 'Rehabilitation'], picture: 'paddy-field',
    quote: { text: { bn: 'মেয়েদের আর ভোরে কলসি কাঁখে দুই কিলোমিটার হাঁটতে হয় না, সেই সময়টা এখন স্কুলের।', en: 'Girls no longer walk two kilometres at dawn with water pots; that time now belongs to school.' }, by: { bn: '{person}, সভাপতি, গ্রামের নলকূপ কমিটি', en: '{person}, chair, village tube well committee' } } },
    { subject: { bn: ['ঘর'], en: ['home'] }, headline: { bn: 'নদীভাঙনে ভিটেহারা {n} পরিবার পেল ট্রাস্টের নতুন ঘর, {place} জেলায়', en: '{n} families who lost their land to the river get new Trust homes in {place} district' }, sentences: [
      { bn: 'নদীভাঙনে ভিটেহারা {place} জেলার {n}টি পরিবারকে নতুন ঘর তুলে দিয়েছে আলোকপাত ট্রাস্ট।', en: 'Alokpat Trust has built new homes for {n} families in {place} district who lost their land to river erosion.' },
      { bn: 'ঘরগুলো উঁচু ভিটায়, বন্যার পানি যাতে না ওঠে।', en: 'The homes stand on raised plinths, above flood level.' },
      { bn: 'প্রতিটি ঘরের সঙ্গে আছে একটি স্বাস্থ্যসম্মত শৌচাগার।', en: 'Each comes with a sanitary latrine.' },
      { bn: 'নতুন ঘর পাওয়া {person} বলেন, পাঁচ বছর পর নিজের ঠিকানা হলো।', en: '{person}, one of the new owners, says it is the first address of their own in five years.' },
    ], tags: ['Rehabilitation', 'Disaster'], picture: 'river',
    quote: { text: { bn: 'নদী তিনবার ঘর কেড়েছে, এবার অন্তত উঁচু ভিটায় নিশ্চিন্তে ঘুমাতে পারব।', en: 'The river has taken our home three times; at last we can sleep easy on high ground.' }, by: { bn: '{person}, নতুন ঘর পাওয়া বাসিন্দা', en: '{person}, resident of a new home' } } },
    { subject: { bn: ['ঘূর্ণিঝড়'], en: ['cyclone'] }, headline: { bn: 'ঘূর্ণিঝড়ের পর {place} জেলার উপকূলে ট্রাস্টের {n}টি মেডিকেল টিম', en: '{n} Trust medical teams on the {place} coast after the cyclone' }, sentences: [
      { bn: 'ঘূর্ণিঝড়ে ক্ষতিগ্রস্ত {place} জেলার উপকূলে {n}টি মেডিকেল টিম পাঠিয়েছে আলোকপাত ট্রাস্ট।', en: 'Alokpat Trust has sent {n} medical teams to the cyclone-hit coast of {place} district.' },
      { bn: 'ডায়রিয়া ও চর্মরোগের রোগীই বেশি।', en: 'Most patients have diarrhoea or skin infections.' },
      { bn: 'সঙ্গে দেওয়া হচ্ছে পানি বিশুদ্ধকরণ বড়ি ও শুকনো খাবার।', en: 'Water purification tablets and dry food are being handed out too.' },
      { bn: 'টিমপ্রধান চিকিৎসক {person} বলেন, পানিবাহিত রোগ ঠেকানোই এখন প্রধান কাজ।', en: 'Team leader Dr {person} says preventing waterborne disease is now the main task.' },
    ], tags: ['Disaster', 'Relief'], picture: 'flood',
    quote: { text: { bn: 'ঝড় চলে গেছে, কিন্তু দূষিত পানির বিপদ এখনো গ্রামে গ্রামে।', en: 'The storm has passed, but the danger of dirty water is still in every village.' }, by: { bn: '{person}, চিকিৎসক ও টিমপ্রধান', en: 'Dr {person}, team leader' } } },
    { subject: { bn: ['পানি শোধনাগার', 'শোধনাগার'], en: ['treatment plant'] }, headline: { bn: '{place} জেলার লবণাক্ত এলাকায় ট্রাস্টের পানি শোধনাগার, দিনে {n} লিটার', en: 'Trust water treatment plant in salty {place} district makes {n} litres a day' }, sentences: [
      { bn: '{place} জেলার লবণাক্ত এলাকায় একটি পানি শোধনাগার বসিয়েছে আলোকপাত ট্রাস্ট, দিনে মিলবে {n} লিটার সুপেয় পানি।', en: 'Alokpat Trust has set up a water treatment plant in a salty part of {place} district, supplying {n} litres of drinking water a day.' },
      { bn: 'সৌরবিদ্যুতে চলে শোধনাগারটি।', en: 'The plant runs on solar power.' },
      { bn: 'এত দিন পুকুরের লোনা পানিই ছিল ভরসা।', en: 'Until now, people relied on salty pond water.' },
      { bn: 'ইউনিয়ন পরিষদের সদস্য {person} বলেন, গ্রামে পেটের অসুখ অনেক কমবে।', en: 'Union council member {person} says stomach illness in the village will fall sharply.' },
    ], tags: ['Safe water', 'Rehabilitation'], picture: 'river',
    quote: { text: { bn: 'চারদিকে এত পানি, অথচ এক গ্লাস খাওয়ার পানির জন্য আমাদের কত কষ্ট ছিল।', en: 'Water all around us, and yet how hard it was to find one glass we could drink.' }, by: { bn: '{person}, সদস্য, ইউনিয়ন পরিষদ', en: '{person}, member, union council' } } },
  ],
  'health-camps': [
    { subject: { bn: ['চক্ষু শিবির', 'ছানি'], en: ['eye camp', 'cataract'] }, headline: { bn: '{place} জেলায় ট্রাস্টের চক্ষু শিবিরে {n} জনের ছানি অস্ত্রোপচার', en: '{n} cataract operations at a Trust eye camp in {place} district' }, sentences: [
      { bn: 'আলোকপাত ট্রাস্টের চক্ষু শিবিরে {place} জেলার {n} জনের বিনা মূল্যে ছানি অস্ত্রোপচার হয়েছে।', en: '{n} people in {place} district had free cataract operations at an Alokpat Trust eye camp.' },
      { bn: 'বেশির ভাগ রোগী ষাটোর্ধ্ব।', en: 'Most of the patients are over sixty.' },
      { bn: 'চিকিৎসক {person} বলেন, সময়মতো অস্ত্রোপচারে দৃষ্টি ফেরে।', en: 'Doctor {person} says timely surgery restores sight.' },
      { bn: 'রোগীদের বিনা মূল্যে চশমা ও ওষুধও দেওয়া হয়েছে।', en: 'Patients were also given free glasses and medicine.' },
    ], tags: ['Eye care', 'Free treatment', 'Health camp'], picture: 'hospital',
    quote: { text: { bn: 'ছানি অন্ধত্ব নয়; দশ মিনিটের অস্ত্রোপচারে একজন মানুষ আবার নাতির মুখ দেখতে পান।', en: 'A cataract is not blindness; a ten-minute operation lets someone see their grandchild’s face again.' }, by: { bn: '{person}, চক্ষু বিশেষজ্ঞ', en: '{person}, eye surgeon' } } },
    { subject: { bn: ['প্রসূতি'], en: ['expectant mothers', 'pregnan'] }, headline: { bn: '{place} জেলায় {n} প্রসূতিকে বিনা মূল্যে স্বাস্থ্যসেবা', en: 'Free care for {n} expectant mothers in {place} district' }, sentences: [
      { bn: '{place} জেলার স্বাস্থ্য শিবিরে {n} জন প্রসূতিকে বিনা মূল্যে পরীক্ষা ও ওষুধ দিয়েছে আলোকপাত ট্রাস্ট।', en: 'Alokpat Trust gave free check-ups and medicine to {n} expectant mothers at a health camp in {place} district.' },
      { bn: 'ঝুঁকিপূর্ণ রোগীদের জেলা হাসপাতালে পাঠানো হয়েছে।', en: 'High-risk patients were referred to the district hospital.' },
      { bn: 'স্ত্রীরোগ বিশেষজ্ঞ {person} বলেন, গর্ভকালে অন্তত চারবার পরীক্ষা জরুরি।', en: 'Gynaecologist {person} says at least four check-ups during pregnancy are essential.' },
      { bn: 'শিবির চলবে {day} পর্যন্ত।', en: 'The camp runs until {day}.' },
    ], tags: ['Maternal and child health', 'Rural health'], picture: 'hospital',
    quote: { text: { bn: 'গর্ভকালে চারবার পরীক্ষা করালে বেশির ভাগ বিপদ আগেই ধরা পড়ে।', en: 'Four check-ups during pregnancy catch most dangers in time.' }, by: { bn: '{person}, স্ত্রীরোগ বিশেষজ্ঞ', en: '{person}, gynaecologist' } } },
    { subject: { bn: ['ডায়াবেটিস'], en: ['diabetes'] }, headline: { bn: '{place} জেলায় ট্রাস্টের শিবিরে {n} জনের ডায়াবেটিস পরীক্ষা', en: '{n} tested for diabetes at a Trust camp in {place} district' }, sentences: [
      { bn: 'আলোকপাত ট্রাস্টের স্বাস্থ্য শিবিরে {place} জেলার {n} জনের বিনা মূল্যে ডায়াবেটিস পরীক্ষা হয়েছে।', en: '{n} people in {place} district had free diabetes tests at an Alokpat Trust health camp.' },
      { bn: 'প্রতি পাঁচজনের একজন জানতেনই না যে তাঁর ডায়াবেটিস আছে।', en: 'One in five did not know they had diabetes.' },
      { bn: 'সবাইকে খাদ্যাভ্যাস ও হাঁটার পরামর্শ দেওয়া হয়েছে।', en: 'Everyone was given advice on diet and walking.' },
      { bn: 'মেডিসিন বিশেষজ্ঞ {person} বলেন, গ্রামে ডায়াবেটিস নীরবে বাড়ছে।', en: 'Physician {person} says diabetes is quietly spreading in villages.' },
    ], tags: ['Rural health', 'Free treatment'], picture: 'hospital',
    quote: { text: { bn: 'ডায়াবেটিস এখন আর শহরের রোগ নয়; গ্রামেও প্রতি পাঁচজনে একজন জানেন না তিনি আক্রান্ত।', en: 'Diabetes is no longer a city disease; in villages, too, one in five do not know they have it.' }, by: { bn: '{person}, মেডিসিন বিশেষজ্ঞ', en: '{person}, physician' } } },
    { subject: { bn: ['টিকা'], en: ['vaccin'] }, headline: { bn: '{place} জেলার দুর্গম চরে {n} শিশুকে টিকা দিল ট্রাস্ট', en: 'Trust vaccinates {n} children on remote chars in {place} district' }, sentences: [
      { bn: '{place} জেলার দুর্গম চরে {n} শিশুকে টিকা দিয়েছে আলোকপাত ট্রাস্টের স্বাস্থ্যকর্মীরা।', en: 'Alokpat Trust health workers have vaccinated {n} children on remote chars in {place} district.' },
      { bn: 'নৌকায় করে টিকা নিতে হয়েছে শীতল বাক্সে।', en: 'The vaccines travelled by boat in cold boxes.' },
      { bn: 'অনেক শিশু এর আগে কোনো টিকাই পায়নি।', en: 'Many of the children had never had a single vaccine.' },
      { bn: 'স্বাস্থ্যকর্মী {person} বলেন, পরের দফা {day}।', en: 'Health worker {person} says the next round is on {day}.' },
    ], tags: ['Maternal and child health', 'Rural health'], picture: 'river',
    quote: { text: { bn: 'চরের একটি শিশুও যেন টিকার বাইরে না থাকে, সে জন্য নৌকাই আমাদের হাসপাতাল।', en: 'To make sure no child on the chars goes unvaccinated, the boat is our hospital.' }, by: { bn: '{person}, স্বাস্থ্যকর্মী, আলোকপাত ট্রাস্ট', en: '{person}, health worker, Alokpat Trust' } } },
    { subject: { bn: ['দাঁত'], en: ['dental', 'teeth'] }, headline: { bn: '{place} জেলার স্কুলে ট্রাস্টের দাঁতের শিবির, পরীক্ষা {n} শিশুর', en: '{n} children have their teeth checked at a Trust dental camp in {place} district' }, sentences: [
      { bn: '{place} জেলার একটি স্কুলে আলোকপাত ট্রাস্টের দাঁতের শিবিরে {n} শিশুর পরীক্ষা হয়েছে।', en: '{n} children had their teeth checked at an Alokpat Trust dental camp at a school in {place} district.' },
      { bn: 'অর্ধেকের বেশি শিশুর দাঁতে ক্ষয় পাওয়া গেছে।', en: 'More than half had tooth decay.' },
      { bn: 'সবাইকে দেওয়া হয়েছে টুথব্রাশ ও পেস্ট, শেখানো হয়েছে দাঁত মাজার সঠিক নিয়ম।', en: 'Every child was given a toothbrush and toothpaste and shown how to brush properly.' },
      { bn: 'দন্তচিকিৎসক {person} বলেন, চকলেট আর চিপস কমালেই অর্ধেক সমস্যা যায়।', en: 'Dentist {person} says eating fewer sweets and crisps solves half the problem.' },
    ], tags: ['Free treatment', 'Health camp'], picture: 'classroom',
    quote: { text: { bn: 'দিনে দুবার দুই মিনিট দাঁত মাজলে শিশুকে কখনো দাঁত তোলার যন্ত্রণা পেতে হয় না।', en: 'Two minutes of brushing twice a day spares a child the pain of ever having a tooth pulled.' }, by: { bn: '{person}, দন্তচিকিৎসক', en: '{person}, dentist' } } },
  ],
} satisfies Record<string, readonly StoryKit[]>;
