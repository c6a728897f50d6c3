/**
 * Replaces {name} placeholders in a raw message. For client islands, which get their
 * messages as plain strings; server components use getT's formatter instead.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
