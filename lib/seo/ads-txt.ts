/** The body of /ads.txt: the configured records, or only a comment when there are none (an empty file is valid and authorises no seller). */
export function adsTxt(records: readonly string[]): string {
  return records.length ? `${records.join('\n')}\n` : '# No advertising systems are authorised to sell this site\'s inventory.\n';
}
