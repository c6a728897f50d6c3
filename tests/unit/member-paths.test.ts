import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMemberPath, MEMBER_OTHER_PREFIXES, MEMBER_PAGES, memberPathsVclCondition } from '@/lib/routes/member-paths';
import { purgeSecretVcl } from '@/scripts/support/edge-vcl';

const VCL = fs.readFileSync(path.join(process.cwd(), 'deploy/varnish/default.vcl'), 'utf8');
const PAGES_DIR = path.join(process.cwd(), 'app/[brand]/[lang]');

const isSource = (name: string) => /\.(tsx?|mts)$/.test(name);

/** The files of a page folder, recursively (page.tsx, route.ts, nested folders). */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(full) : isSource(entry.name) ? [full] : [];
  });
}

/**
 * The first URL segments under `dir` with the files that render them: a route group's
 * folder `(name)` adds no segment, so its folders are first segments too, and its own
 * files (its layout) belong to each of them.
 */
function firstSegments(dir: string, inherited: readonly string[] = []): { name: string; files: string[] }[] {
  const entries = fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (!entry.name.startsWith('(')) return entry.name.startsWith('[') ? [] : [{ name: entry.name, files: [...inherited, ...sources(full)] }];
    const own = fs.readdirSync(full, { withFileTypes: true }).filter((file) => file.isFile() && isSource(file.name)).map((file) => path.join(full, file.name));
    return firstSegments(full, [...inherited, ...own]);
  });
}

describe('per-reader paths (lib/routes/member-paths.ts)', () => {
  it('the VCL passes exactly the list, between its member-paths markers', () => {
    const block = /# member-paths begin\n\s*if \(([\s\S]*?)\) \{\n\s*return \(pass\);\n\s*\}\n\s*# member-paths end/.exec(VCL);
    expect(block, 'deploy/varnish/default.vcl lost its member-paths block').not.toBeNull();
    expect(block![1]).toBe(memberPathsVclCondition());
  });

  it('lists every page of the app that reads the session, is marked noindex, or takes a POST', () => {
    const segments = firstSegments(PAGES_DIR);
    expect(segments.map((segment) => segment.name)).toEqual(expect.arrayContaining(['sign-in', 'profile', 'saved', 'preview', 'route-data.json', 'author']));
    const perReader = segments
      .filter((segment) =>
        segment.files.some((file) => {
          const text = fs.readFileSync(file, 'utf8');
          return /lib\/auth\/page|noindexMetadata|cookies\(\)|export (async )?function POST|export const POST/.test(text);
        }),
      )
      .map((segment) => segment.name);
    expect(perReader).toEqual(expect.arrayContaining(['my-comments', 'profile', 'sign-in', 'saved', 'for-you', 'register-fcm-topic']));
    // A segment is per-reader in the list itself, or under a per-reader prefix (/p/api/: a poll's vote).
    const listed = (name: string) => (MEMBER_PAGES as readonly string[]).includes(name) || MEMBER_OTHER_PREFIXES.some((prefix) => prefix.startsWith(`/${name}/`));
    for (const name of perReader) expect(listed(name), `${name} reads the session but the edge would strip its cookies`).toBe(true);
  });

  it('matches account and member addresses, not public pages of the same prefix', () => {
    for (const url of ['/my-comments', '/my-comments?_rsc=1x', '/profile/edit', '/sign-in?redirect=%2F', '/api/auth/v1/session', '/api/members/v1/saves', '/p/api/vote', '/for-you', '/saved'])
      expect(isMemberPath(url), url).toBe(true);
    for (const url of ['/', '/bangladesh', '/my-comments-about-the-budget', '/profiles', '/api/v1/stories', '/api/authors', '/savedx/story'])
      expect(isMemberPath(url), url).toBe(false);
  });
});

describe('purge-secret.vcl (scripts/support/edge-vcl.ts)', () => {
  it('compares X-Purge-Secret with the secret, and refuses every purge without one', () => {
    const secret = 'b'.repeat(40);
    expect(purgeSecretVcl(secret)).toContain(`if (req.http.X-Purge-Secret != "${secret}")`);
    expect(purgeSecretVcl(undefined)).toMatch(/sub purge_secret_check \{\n\s*return \(synth\(403/);
  });

  it('refuses a secret that could break out of the VCL string', () => {
    expect(() => purgeSecretVcl(`${'c'.repeat(32)}"); } sub vcl_recv { return (pass`)).toThrow();
    expect(() => purgeSecretVcl('short')).toThrow();
  });

  it('the committed VCL includes it and never holds a secret itself', () => {
    expect(VCL).toContain('include "purge-secret.vcl";');
    expect(VCL).toContain('call purge_secret_check;');
    expect(VCL).not.toMatch(/X-Purge-Secret\s*(!=|==)\s*"/);
  });
});
