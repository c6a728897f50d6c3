import { describe, expect, it } from 'vitest';
import { sanitiseStoryHtml } from '@/lib/content/sanitise';

describe('sanitiseStoryHtml', () => {
  it('keeps the formatting a story paragraph uses', () => {
    const html = '<p>ঢাকায় <strong>বৃষ্টি</strong> ও <em>জলজট</em></p><ul><li>এক</li></ul>';
    expect(sanitiseStoryHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles and frames', () => {
    const dirty = '<p onclick="steal()" style="color:red">text<script>alert(1)</script><iframe src="https://evil.example"></iframe><img src=x onerror=alert(1)></p>';
    expect(sanitiseStoryHtml(dirty)).toBe('<p>text</p>');
  });

  it('refuses javascript: links and makes off-site links open safely', () => {
    expect(sanitiseStoryHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseStoryHtml('<a href="https://example.org/report">report</a>')).toBe(
      '<a href="https://example.org/report" rel="noopener noreferrer nofollow" target="_blank">report</a>',
    );
    expect(sanitiseStoryHtml('<a href="/bangladesh/story">inside</a>')).toBe('<a href="/bangladesh/story">inside</a>');
  });
});
