/** Story kits of the nagorik brand, by section slug (see kits/main.ts). */
import type { StoryKit } from '../types';

export const NAGORIK_KITS = {
  'citizen-reports': [
    { subject: { bn: ['সড়ক'], en: ['road'] }, headline: { bn: 'পাঠকের অভিযোগ: {place} শহরের ভাঙা সড়কে {n} মাস ধরে দুর্ভোগ', en: 'Reader complaint: a broken road in {place} town for {n} months' }, sentences: [
      { bn: '{place} শহরের একটি সড়ক {n} মাস ধরে ভাঙা পড়ে আছে বলে জানিয়েছেন এক পাঠক।', en: 'A reader reports that a road in {place} town has been broken for {n} months.' },
      { bn: 'বৃষ্টিতে গর্তে পানি জমে রিকশা উল্টে যাচ্ছে।', en: 'When it rains, the potholes fill with water and rickshaws overturn.' },
      { bn: 'স্থানীয় দোকানি {person} বলেন, সন্ধ্যার পর এই পথে হাঁটাই দায়।', en: 'Local shopkeeper {person} says the road is hard even to walk along after dark.' },
      { bn: 'পৌরসভা জানিয়েছে, {day} মেরামত শুরু হবে।', en: 'The municipality says repairs will begin on {day}.' },
    ], tags: ['Roads', 'Reader complaints'], picture: 'city-street',
    quote: { text: { bn: 'প্রতি বর্ষায় একই গর্ত, একই দুর্ভোগ; আমরা শুধু কাজটা টেকসই চাই।', en: 'The same potholes every monsoon, the same misery; all we ask is repairs that last.' }, by: { bn: '{person}, স্থানীয় দোকানি', en: '{person}, local shopkeeper' } } },
    { subject: { bn: ['ময়লা', 'আবর্জনা'], en: ['rubbish'] }, headline: { bn: '{place} শহরের মোড়ে জমছে ময়লা, দুর্গন্ধে অতিষ্ঠ বাসিন্দারা', en: 'Rubbish piles up at a {place} town junction' }, sentences: [
      { bn: '{place} শহরের একটি ব্যস্ত মোড়ে {n} দিন ধরে ময়লা সরানো হয়নি।', en: 'Rubbish at a busy junction in {place} town has not been collected for {n} days.' },
      { bn: 'পাশের স্কুলের শিক্ষার্থীরা নাক চেপে চলাচল করছে।', en: 'Pupils at the school next door hold their noses as they pass.' },
      { bn: 'এলাকাবাসী {person} বলেন, বারবার জানিয়েও সাড়া মেলেনি।', en: 'Resident {person} says repeated complaints have gone unanswered.' },
      { bn: 'বাসিন্দারা নিয়মিত ময়লা সংগ্রহের দাবি জানিয়েছেন।', en: 'Residents want regular collections.' },
    ], tags: ['Rubbish', 'Public hardship'], picture: 'city-street',
    quote: { text: { bn: 'আমরা কর দিই, বিনিময়ে চাই শুধু পরিষ্কার একটি রাস্তা।', en: 'We pay our taxes; all we want in return is a clean street.' }, by: { bn: '{person}, এলাকাবাসী', en: '{person}, resident' } } },
    { subject: { bn: ['সড়কবাতি'], en: ['street light'] }, headline: { bn: '{place} শহরের {n}টি সড়কবাতি বিকল, অন্ধকারে বাড়ছে ছিনতাইয়ের ভয়', en: '{n} street lights out in {place} town, and fear of muggings grows' }, sentences: [
      { bn: '{place} শহরের প্রধান সড়কের {n}টি সড়কবাতি কয়েক সপ্তাহ ধরে জ্বলছে না।', en: '{n} street lights on the main road of {place} town have been out for weeks.' },
      { bn: 'সন্ধ্যার পর পথচারীরা মোবাইলের আলো জ্বেলে চলাচল করছেন।', en: 'After dusk, people walk by the light of their phones.' },
      { bn: 'কলেজশিক্ষার্থী {person} জানান, টিউশন থেকে ফেরার পথে একা হাঁটতে ভয় লাগে।', en: 'College student {person} says walking home alone from tuition is frightening.' },
      { bn: 'পৌরসভার বিদ্যুৎ শাখা বলছে, নতুন বাতি কেনার প্রক্রিয়া চলছে।', en: "The municipality's electrical department says new lights are being bought." },
      { bn: '{day} থেকে অস্থায়ী বাতি লাগানোর আশ্বাস দেওয়া হয়েছে।', en: 'Temporary lights have been promised from {day}.' },
    ], tags: ['Street lighting', 'Reader complaints'], picture: 'city-street',
    quote: { text: { bn: 'বাতি নেই বলে মা এখন সন্ধ্যার পর আমাকে আর বাইরে যেতে দেন না।', en: 'With the lights out, my mother no longer lets me go out after dark.' }, by: { bn: '{person}, কলেজশিক্ষার্থী', en: '{person}, college student' } } },
    { subject: { bn: ['জলাবদ্ধতা'], en: ['waterlogg'] }, headline: { bn: 'আধা ঘণ্টার বৃষ্টিতেই জলাবদ্ধতা, {place} শহরের {n} পাড়ায় দুর্ভোগ', en: 'Half an hour of rain leaves {n} neighbourhoods of {place} town waterlogged' }, sentences: [
      { bn: 'আধা ঘণ্টার বৃষ্টিতেই {place} শহরের {n}টি পাড়ায় জলাবদ্ধতা দেখা দিয়েছে।', en: 'Half an hour of rain has left {n} neighbourhoods of {place} town waterlogged.' },
      { bn: 'নালা ভরাট হয়ে থাকায় পানি নামতে লাগছে কয়েক ঘণ্টা।', en: 'Because the drains are clogged, the water takes hours to go down.' },
      { bn: 'অনেক বাড়ির নিচতলায় ঢুকে পড়েছে নোংরা পানি।', en: 'Dirty water has flooded the ground floors of many houses.' },
      { bn: 'ওয়ার্ড কাউন্সিলর {person} বলেন, নালা পরিষ্কারের কাজ {day} শুরু হবে।', en: 'Ward councillor {person} says drain clearing will start on {day}.' },
    ], tags: ['Public hardship', 'Roads'], picture: 'flood',
    quote: { text: { bn: 'নালা পরিষ্কার না হওয়া পর্যন্ত আমি নিজে প্রতিদিন কাজ তদারক করব।', en: 'Until the drains are clear, I will oversee the work myself every day.' }, by: { bn: '{person}, ওয়ার্ড কাউন্সিলর', en: '{person}, ward councillor' } } },
    { subject: { bn: ['ফুটপাত'], en: ['pavement'] }, headline: { bn: 'দোকানের দখলে {place} শহরের ফুটপাত, সড়কে নামছেন পথচারী', en: 'Shops take over the pavements of {place} town, pushing walkers into the road' }, sentences: [
      { bn: '{place} শহরের কেন্দ্রের প্রায় সব ফুটপাত এখন দোকানের দখলে।', en: 'Almost every pavement in the centre of {place} town has been taken over by shops.' },
      { bn: 'বাধ্য হয়ে পথচারীরা গাড়ির পাশ দিয়ে সড়কে হাঁটছেন।', en: 'Pedestrians are forced to walk in the road beside the traffic.' },
      { bn: 'এক পাঠক জানিয়েছেন, গত মাসে এই সড়কে {n}টি ছোট দুর্ঘটনা ঘটেছে।', en: 'A reader says there were {n} minor accidents on the road last month.' },
      { bn: 'পৌর মেয়র {person} বলেন, হকারদের জন্য আলাদা জায়গা ঠিক করা হচ্ছে।', en: 'Mayor {person} says a separate space is being found for hawkers.' },
    ], tags: ['Roads', 'Public hardship'], picture: 'city-street',
    quote: { text: { bn: 'হকারদেরও পেট আছে, তাই উচ্ছেদ নয়, আগে তাদের বসার জায়গা দেব।', en: 'Hawkers have to eat too, so we will give them somewhere to trade before we clear anyone.' }, by: { bn: '{person}, পৌর মেয়র', en: '{person}, mayor' } } },
  ],
  'civic-services': [
    { subject: { bn: ['জন্মনিবন্ধন'], en: ['birth registration'] }, headline: { bn: 'জন্মনিবন্ধন সংশোধনে {place} জেলায় {n} দিনের অপেক্ষা', en: 'A {n}-day wait to correct birth registration in {place} district' }, sentences: [
      { bn: '{place} জেলায় জন্মনিবন্ধনের ভুল সংশোধনে গড়ে {n} দিন লাগছে।', en: 'Correcting a birth registration in {place} district takes {n} days on average.' },
      { bn: 'সার্ভার বারবার বন্ধ থাকায় আবেদন আটকে যাচ্ছে।', en: 'Applications get stuck because the server keeps going down.' },
      { bn: 'সেবাপ্রার্থী {person} বলেন, তিনবার ইউনিয়ন পরিষদে গিয়েও কাজ হয়নি।', en: 'Applicant {person} says three trips to the union council have achieved nothing.' },
      { bn: 'অনলাইনে আবেদন করে রসিদ সংরক্ষণ করতে বলা হয়েছে।', en: 'Applicants are advised to apply online and keep the receipt.' },
    ], tags: ['Birth registration', 'E-services'], picture: 'government',
    quote: { text: { bn: 'সন্তানের স্কুলে ভর্তির সময় চলে যাচ্ছে, অথচ একটি বানান ঠিক করাতে পারছি না।', en: "My child's school admission is slipping away, and I still cannot get one spelling corrected." }, by: { bn: '{person}, সেবাপ্রার্থী', en: '{person}, applicant' } } },
    { subject: { bn: ['পানি সরবরাহ'], en: ['water supply'] }, headline: { bn: '{place} পৌরসভার {n} ওয়ার্ডে পানি সরবরাহ বন্ধ', en: 'Water supply cut in {n} wards of {place} municipality' }, sentences: [
      { bn: 'পাইপলাইন মেরামতের জন্য {day} {place} পৌরসভার {n}টি ওয়ার্ডে পানি সরবরাহ বন্ধ থাকবে।', en: 'Water supply will be cut in {n} wards of {place} municipality on {day} for pipeline repairs.' },
      { bn: 'আগের রাতে পানি ধরে রাখতে বলা হয়েছে।', en: 'Residents are asked to store water the night before.' },
      { bn: 'জরুরি প্রয়োজনে গাড়িতে পানি দেওয়া হবে।', en: 'Tankers will deliver water in emergencies.' },
      { bn: 'পৌরসভার নির্বাহী প্রকৌশলী {person} বলেন, মেরামত শেষে চাপ আগের চেয়ে বাড়বে।', en: "The municipality's executive engineer, {person}, says pressure will be better than before once the repairs are done." },
    ], tags: ['Water supply', 'Municipality'], picture: 'city-street',
    quote: { text: { bn: 'এক দিনের কষ্টের বিনিময়ে সামনের পুরো গ্রীষ্মে নিয়মিত পানি পাবেন বাসিন্দারা।', en: 'One day of inconvenience will give residents a steady supply all through the coming summer.' }, by: { bn: '{person}, নির্বাহী প্রকৌশলী, পৌরসভা', en: '{person}, executive engineer, municipality' } } },
    { subject: { bn: ['হোল্ডিং কর'], en: ['holding tax'] }, headline: { bn: 'ঘরে বসে হোল্ডিং কর: {place} পৌরসভার অনলাইন সেবা চালু', en: 'Pay holding tax from home: {place} municipality goes online' }, sentences: [
      { bn: 'এখন থেকে ঘরে বসেই অনলাইনে হোল্ডিং কর দিতে পারবেন {place} পৌরসভার বাসিন্দারা।', en: 'Residents of {place} municipality can now pay their holding tax online from home.' },
      { bn: 'মোবাইল ব্যাংকিং বা কার্ডে টাকা দিলেই রসিদ আসবে খুদে বার্তায়।', en: 'Pay by mobile banking or card and the receipt arrives by text message.' },
      { bn: 'প্রথম সপ্তাহেই {n}টি হোল্ডিংয়ের কর জমা পড়েছে।', en: 'Tax on {n} holdings was paid in the first week alone.' },
      { bn: 'পৌরসভার কর কর্মকর্তা {person} বলেন, লাইনে দাঁড়ানোর দিন শেষ।', en: 'Municipal tax officer {person} says the days of queuing are over.' },
      { bn: 'সমস্যা হলে পৌরসভার হেল্পলাইনে ফোন করা যাবে।', en: 'Anyone with a problem can call the municipal helpline.' },
    ], tags: ['E-services', 'Municipality'], picture: 'portrait',
    quote: { text: { bn: 'কর দিতে আর কাউকে অফিসের বারান্দায় সারা দিন দাঁড়িয়ে থাকতে হবে না।', en: 'No one will have to stand in an office corridor all day just to pay their tax.' }, by: { bn: '{person}, কর কর্মকর্তা, পৌরসভা', en: '{person}, tax officer, municipality' } } },
    { subject: { bn: ['বর্জ্য'], en: ['waste'] }, headline: { bn: '{place} শহরে বাড়ি বাড়ি বর্জ্য সংগ্রহ, মাসে {n} টাকা', en: 'Door-to-door waste collection in {place} town for {n} taka a month' }, sentences: [
      { bn: '{place} শহরে বাড়ি বাড়ি গিয়ে বর্জ্য সংগ্রহ শুরু করেছে পৌরসভা, মাসে খরচ {n} টাকা।', en: 'The municipality has started door-to-door waste collection in {place} town for {n} taka a month.' },
      { bn: 'পচনশীল আর অপচনশীল ময়লা আলাদা ব্যাগে রাখতে বলা হয়েছে।', en: 'Households are asked to keep food waste and other rubbish in separate bags.' },
      { bn: 'পচনশীল ময়লা থেকে তৈরি হবে জৈব সার।', en: 'Food waste will be turned into compost.' },
      { bn: 'পরিচ্ছন্নতা কর্মকর্তা {person} বলেন, ভ্যান আসবে প্রতিদিন সকাল সাতটার মধ্যে।', en: 'Sanitation officer {person} says the vans will come by seven every morning.' },
    ], tags: ['Waste management', 'Municipality'], picture: 'city-street',
    quote: { text: { bn: 'ময়লা আলাদা করার অভ্যাসটা বাড়ি থেকে শুরু হলে শহর অর্ধেক পরিষ্কার হয়ে যায়।', en: 'Once sorting rubbish starts at home, half the town is already clean.' }, by: { bn: '{person}, পরিচ্ছন্নতা কর্মকর্তা', en: '{person}, sanitation officer' } } },
    { subject: { bn: ['ট্রেড লাইসেন্স'], en: ['trade licence'] }, headline: { bn: 'ট্রেড লাইসেন্স নবায়নে {place} পৌরসভায় {day} পর্যন্ত বিশেষ সেবা', en: 'Special trade licence renewal desk at {place} municipality until {day}' }, sentences: [
      { bn: 'ট্রেড লাইসেন্স নবায়নের জন্য {place} পৌরসভায় {day} পর্যন্ত বিশেষ সেবাকেন্দ্র খোলা থাকবে।', en: 'A special desk for trade licence renewals will stay open at {place} municipality until {day}.' },
      { bn: 'জরিমানা ছাড়াই নবায়ন করা যাবে এই সময়ের মধ্যে।', en: 'Licences can be renewed without a late fee until then.' },
      { bn: 'সঙ্গে আনতে হবে জাতীয় পরিচয়পত্র ও আগের লাইসেন্সের কপি।', en: 'Bring a national ID card and a copy of the old licence.' },
      { bn: 'ব্যবসায়ী সমিতির সভাপতি {person} বলেন, {n} জনের বেশি দোকানি এই সুযোগ নেবেন।', en: "Traders' association president {person} expects more than {n} shopkeepers to take up the offer." },
    ], tags: ['Municipality', 'E-services'], picture: 'market',
    quote: { text: { bn: 'জরিমানা মওকুফের এই সুযোগ ছোট দোকানিদের জন্য বড় স্বস্তি।', en: 'Waiving the late fee is a big relief for small shopkeepers.' }, by: { bn: '{person}, সভাপতি, ব্যবসায়ী সমিতি', en: "{person}, president, traders' association" } } },
  ],
  'good-news': [
    { subject: { bn: ['স্বেচ্ছাসেবী'], en: ['volunteer'] }, headline: { bn: '{place} শহরে বৃদ্ধদের বাজার করে দেন {n} স্বেচ্ছাসেবী', en: '{n} volunteers do the shopping for elderly people in {place} town' }, sentences: [
      { bn: '{place} শহরের {n} জন তরুণ স্বেচ্ছাসেবী একা থাকা বৃদ্ধদের বাজার করে দেন।', en: '{n} young volunteers in {place} town do the shopping for elderly people who live alone.' },
      { bn: 'ফোন করলেই ঘণ্টাখানেকের মধ্যে বাজার পৌঁছে যায়।', en: 'Call them, and the shopping arrives within an hour.' },
      { bn: 'উদ্যোগটির শুরু {person}-এর হাতে।', en: 'The idea started with {person}.' },
      { bn: 'কেউ কেউ বাজারের সঙ্গে ওষুধও পৌঁছে দেন।', en: 'Some bring medicines along with the groceries.' },
    ], tags: ['Volunteering', 'Acts of kindness'], picture: 'market',
    quote: { text: { bn: 'বাজারের ব্যাগ হাতে দিলে যে হাসিটা পাই, সেটাই আমাদের পারিশ্রমিক।', en: 'The smile we get when we hand over the shopping bag is all the pay we need.' }, by: { bn: '{person}, উদ্যোক্তা স্বেচ্ছাসেবী', en: '{person}, founding volunteer' } } },
    { subject: { bn: ['সাঁকো'], en: ['footbridge'] }, headline: { bn: 'নিজেরাই সাঁকো বানালেন {place} জেলার গ্রামবাসী', en: 'Villagers in {place} district build their own footbridge' }, sentences: [
      { bn: 'চাঁদা তুলে খালের ওপর নিজেরাই বাঁশের সাঁকো বানিয়েছেন {place} জেলার এক গ্রামের মানুষ।', en: 'People in a village in {place} district pooled money and built a bamboo footbridge over the canal themselves.' },
      { bn: 'সাঁকো হয়ে প্রতিদিন {n} শিশু স্কুলে যায়।', en: '{n} children cross it to school every day.' },
      { bn: 'কাজ শেষ হয়েছে মাত্র দুই সপ্তাহে।', en: 'The work took just two weeks.' },
      { bn: 'গ্রামের প্রবীণ {person} বলেন, এবার তাঁরা পাকা সেতুর জন্য আবেদন করবেন।', en: 'Village elder {person} says they will now petition for a concrete bridge.' },
    ], tags: ['Community initiatives', 'Neighbours'], picture: 'river',
    quote: { text: { bn: 'কারও অপেক্ষায় না থেকে নিজেরাই হাত লাগিয়েছি, শিশুরা এখন নিরাপদে স্কুলে যায়।', en: 'We stopped waiting for anyone and did it ourselves; the children now get to school safely.' }, by: { bn: '{person}, গ্রামের প্রবীণ', en: '{person}, village elder' } } },
    { subject: { bn: ['পাঠাগার'], en: ['library'] }, headline: { bn: 'চায়ের দোকানে পাঠাগার, {place} শহরে {n} বই বিনা মূল্যে', en: 'A library in a tea stall: {n} free books in {place} town' }, sentences: [
      { bn: '{place} শহরের এক চায়ের দোকানে গড়ে উঠেছে ছোট একটি পাঠাগার, আছে {n}টি বই।', en: 'A small library of {n} books has grown up in a tea stall in {place} town.' },
      { bn: 'চা খেতে খেতে বই পড়া যায়, চাইলে বাড়িও নেওয়া যায়।', en: 'Customers can read over a cup of tea or take a book home.' },
      { bn: 'দোকানি {person} নিজের সঞ্চয় দিয়ে প্রথম বইগুলো কিনেছিলেন।', en: 'Stall owner {person} bought the first books out of savings.' },
      { bn: 'এখন পাড়ার লোকজনই নতুন বই দিয়ে যান।', en: 'Now people in the neighbourhood drop off new books themselves.' },
    ], tags: ['Community initiatives', 'Good news'], picture: 'market',
    quote: { text: { bn: 'চায়ের কাপে আড্ডা তো হতোই, এখন সঙ্গে একটা বইও থাকে।', en: 'People always chatted over tea; now there is a book on the table too.' }, by: { bn: '{person}, চা-দোকানি', en: '{person}, tea stall owner' } } },
    { subject: { bn: ['ফ্রিজ'], en: ['fridge'] }, headline: { bn: '{place} শহরে ‘মানবতার ফ্রিজ’, প্রতিদিন খাবার পান {n} জন', en: 'A "kindness fridge" in {place} town feeds {n} people a day' }, sentences: [
      { bn: '{place} শহরের একটি মোড়ে বসানো ‘মানবতার ফ্রিজ’ থেকে প্রতিদিন খাবার নেন {n} জন মানুষ।', en: '{n} people a day take food from a "kindness fridge" set up at a junction in {place} town.' },
      { bn: 'যে কেউ বাড়তি খাবার রেখে যেতে পারেন, যার দরকার সে নিয়ে যায়।', en: 'Anyone can leave spare food, and anyone who needs it can take it.' },
      { bn: 'আশপাশের রেস্তোরাঁগুলোও রাতে বেঁচে যাওয়া খাবার দিয়ে যায়।', en: 'Nearby restaurants drop off their leftover food at night.' },
      { bn: 'উদ্যোক্তা {person} বলেন, খাবার নষ্ট না করাই এর মূল কথা।', en: 'Organiser {person} says the whole point is not to waste food.' },
    ], tags: ['Acts of kindness', 'Neighbours'], picture: 'city-street',
    quote: { text: { bn: 'এক বাড়ির বাড়তি খাবারেই আরেক বাড়ির রাতের খাওয়া হয়ে যায়।', en: "One household's spare food is another household's supper." }, by: { bn: '{person}, উদ্যোক্তা', en: '{person}, organiser' } } },
    { subject: { bn: ['গাছ'], en: ['tree'] }, headline: { bn: '{place} শহরের তরুণেরা এক বছরে লাগালেন {n}টি গাছ', en: 'Young people in {place} town plant {n} trees in a year' }, sentences: [
      { bn: 'এক বছরে {place} শহরের রাস্তার ধারে {n}টি গাছ লাগিয়েছেন একদল তরুণ।', en: 'A group of young people have planted {n} trees along the roads of {place} town in a year.' },
      { bn: 'প্রতিটি গাছের দেখভালের দায়িত্ব নিয়েছে পাশের কোনো দোকান বা বাড়ি।', en: 'A shop or house next to each tree has promised to look after it.' },
      { bn: 'টিকে গেছে প্রায় সব চারাই।', en: 'Almost every sapling has survived.' },
      { bn: 'দলের সমন্বয়ক {person} বলেন, আগামী বর্ষায় লক্ষ্য দ্বিগুণ।', en: 'Group coordinator {person} says the target for next monsoon is double.' },
    ], tags: ['Community initiatives', 'Volunteering'], picture: 'forest',
    quote: { text: { bn: 'চারা লাগানো সহজ, বাঁচিয়ে রাখাই আসল কাজ; তাই প্রতিটি গাছের একজন অভিভাবক আছে।', en: 'Planting is easy; keeping the sapling alive is the real work, so every tree has a guardian.' }, by: { bn: '{person}, সমন্বয়ক', en: '{person}, coordinator' } } },
  ],
} satisfies Record<string, readonly StoryKit[]>;
