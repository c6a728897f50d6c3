/** Reading a delivered message: its text part, and the code and link in it. */

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const soft = value.replace(/=\r?\n/g, '');
  for (let index = 0; index < soft.length; index++) {
    const hex = soft[index] === '=' ? soft.slice(index + 1, index + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(soft[index], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The text/plain part of a message, decoded (nodemailer uses quoted-printable or base64). */
export function plainText(raw: string): string {
  const part = raw.split(/\r?\n--/).find((chunk) => /content-type:\s*text\/plain/i.test(chunk)) ?? raw;
  const [head, ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n').replace(/\r?\n--.*$/s, '');
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
  return body;
}

export function codeAndLink(text: string): { code: string; link: string; token: string } {
  const code = text.match(/\b(\d{6})\b/)?.[1];
  const link = text.match(/https?:\/\/\S+\?token=[\w-]+/)?.[0];
  if (!code || !link) throw new Error(`no code and link in: ${text}`);
  return { code, link, token: new URL(link).searchParams.get('token') as string };
}

