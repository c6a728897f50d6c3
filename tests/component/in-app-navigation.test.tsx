import { describe, expect, it } from 'vitest';
import { followedAnchor } from '@/lib/navigation/in-app';

function clickOn(target: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

describe('which clicks follow a link in the ordinary way', () => {
  document.body.innerHTML = `
    <a id="plain" href="/sports"><span id="inner">Sports</span></a>
    <a id="blank" href="/sports" target="_blank">Sports</a>
    <a id="download" href="/sports" download>Sports</a>
    <button id="button">Save</button>`;
  const byId = (id: string) => document.getElementById(id)!;

  it('finds the link around the element clicked', () => {
    expect(followedAnchor(clickOn(byId('inner')))).toBe(byId('plain'));
  });

  it('leaves modifier-key, middle-button and cancelled clicks to the browser', () => {
    for (const init of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(followedAnchor(clickOn(byId('plain'), init)), JSON.stringify(init)).toBeNull();
    }
    const cancelled = clickOn(byId('plain'));
    cancelled.preventDefault();
    expect(followedAnchor(cancelled)).toBeNull();
  });

  it('leaves links that open elsewhere or download, and clicks outside links, alone', () => {
    expect(followedAnchor(clickOn(byId('blank')))).toBeNull();
    expect(followedAnchor(clickOn(byId('download')))).toBeNull();
    expect(followedAnchor(clickOn(byId('button')))).toBeNull();
  });
});
