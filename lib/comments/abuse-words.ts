/**
 * Words that hold a comment for a moderator (Bengali and English). Kept short and
 * unambiguous: a held comment costs a moderator a glance, a false alarm costs a reader a
 * wait. Entries are normalised the same way as comments (./moderation.ts), so list them in
 * plain spelling.
 */
import 'server-only';

export const ABUSE_WORDS: readonly string[] = [
  'fuck',
  'fucker',
  'fucking',
  'motherfucker',
  'shit',
  'bullshit',
  'bitch',
  'bastard',
  'asshole',
  'cunt',
  'slut',
  'whore',
  'dickhead',
  'retard',
  'শালা',
  'শালী',
  'কুত্তা',
  'কুত্তার বাচ্চা',
  'হারামি',
  'হারামজাদা',
  'হারামজাদী',
  'খানকি',
  'মাগি',
  'চুদি',
  'চোদা',
  'বাটপার',
  'শুয়োরের বাচ্চা',
  'জারজ',
  'বেশ্যা',
  'madarchod',
  'bokachoda',
  'khanki',
  'haramjada',
];
