/**
 * The painter's kit of the demo photographs (lib/seed/pictures/scenes.ts): colours mixed
 * in RGB, the light of a time of day (a "mood"), and a scene under construction that
 * collects SVG shapes and the gradients and filters they use. No randomness of its own:
 * every choice comes from the scene's seeded Random, so a picture is the same every time.
 */
import type { Random } from '../random';

export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 900;

type Rgb = readonly [number, number, number];

function rgbOf(hex: string): Rgb {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function hexOf([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(Math.max(0, Math.min(255, c))).toString(16).padStart(2, '0')).join('')}`;
}

/** `a` moved towards `b` by `t` (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const x = rgbOf(a);
  const y = rgbOf(b);
  return hexOf([0, 1, 2].map((i) => x[i] + (y[i] - x[i]) * t) as unknown as Rgb);
}

export const lighten = (color: string, t: number) => mix(color, '#ffffff', t);
export const darken = (color: string, t: number) => mix(color, '#000000', t);

/** The light of a time of day: sky, the haze far things fade into, the colour of direct light. */
export interface Mood {
  readonly name: 'morning' | 'noon' | 'overcast' | 'golden' | 'dusk' | 'night';
  readonly skyTop: string;
  readonly skyBottom: string;
  readonly haze: string;
  readonly light: string;
  /** How far lit surfaces fall towards darkness (0 in full daylight). */
  readonly gloom: number;
}

export const MOODS: Record<Mood['name'], Mood> = {
  morning: { name: 'morning', skyTop: '#7fa9d6', skyBottom: '#f4dcc2', haze: '#e6d9c9', light: '#fff0d4', gloom: 0.05 },
  noon: { name: 'noon', skyTop: '#3c7cc4', skyBottom: '#cfe2f1', haze: '#d3e1ec', light: '#ffffff', gloom: 0 },
  overcast: { name: 'overcast', skyTop: '#7f8991', skyBottom: '#c6cacc', haze: '#b9bfc3', light: '#e6e9eb', gloom: 0.18 },
  golden: { name: 'golden', skyTop: '#52709c', skyBottom: '#f3ad68', haze: '#eebd8a', light: '#ffcf8a', gloom: 0.12 },
  dusk: { name: 'dusk', skyTop: '#1d2748', skyBottom: '#d4715a', haze: '#7c5a68', light: '#ffb27c', gloom: 0.42 },
  night: { name: 'night', skyTop: '#04070f', skyBottom: '#17243c', haze: '#1b2539', light: '#ffcf87', gloom: 0.72 },
};

/** A scene being drawn: shapes in painting order, and the definitions they refer to. */
export class Scene {
  readonly w = SCENE_WIDTH;
  readonly h = SCENE_HEIGHT;
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private ids = 0;

  constructor(
    readonly random: Random,
    readonly mood: Mood,
    /** The section's colour, for signs, banners and clothes. */
    readonly accent: string,
  ) {}

  /** A number in [min, max). */
  between(min: number, max: number): number {
    return min + this.random.next() * (max - min);
  }

  add(svg: string): void {
    this.body.push(svg);
  }

  /** A surface's colour under this light, `depth` (0 near … 1 at the horizon) into the haze. */
  tone(color: string, depth = 0): string {
    const lit = mix(color, this.mood.light, 0.12);
    const dimmed = mix(lit, '#05070d', this.mood.gloom);
    return mix(dimmed, this.mood.haze, Math.max(0, Math.min(1, depth)) * 0.75);
  }

  linear(stops: readonly (readonly [number, string, number?])[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = `g${this.ids++}`;
    const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(stops: readonly (readonly [number, string, number?])[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = `g${this.ids++}`;
    const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('');
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`);
    return `url(#${id})`;
  }

  /** A Gaussian blur filter, for depth of field, glows and soft shadows. */
  blur(deviation: number): string {
    const id = `f${this.ids++}`;
    this.defs.push(`<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`);
    return `url(#${id})`;
  }

  /** Wraps shapes drawn by `draw` in a group (blurred, faded, mirrored …). */
  group(attributes: string, draw: () => void): void {
    this.add(`<g ${attributes}>`);
    draw();
    this.add('</g>');
  }

  /** The sky from top to horizon. */
  sky(horizon: number): void {
    const fill = this.linear([
      [0, this.mood.skyTop],
      [1, this.mood.skyBottom],
    ]);
    this.add(`<rect width="${this.w}" height="${Math.ceil(horizon) + 2}" fill="${fill}"/>`);
  }

  /** A soft glow of light (sun, lamp, window). */
  glow(x: number, y: number, r: number, color: string, opacity: number): void {
    const fill = this.radial([
      [0, color, opacity],
      [0.25, color, opacity * 0.55],
      [1, color, 0],
    ]);
    this.add(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}"/>`);
  }

  /** A soft contact shadow on the ground under something. */
  shadow(x: number, y: number, rx: number, ry: number, opacity = 0.35): void {
    const fill = this.radial([
      [0, '#000000', opacity],
      [1, '#000000', 0],
    ]);
    this.add(`<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="${fill}"/>`);
  }

  /** A standing or seated person seen from the front or back, feet (or waist) at `y`. */
  person(x: number, y: number, height: number, clothes: string, options: { depth?: number; seated?: boolean; skin?: string; hair?: string; back?: boolean } = {}): void {
    const depth = options.depth ?? 0;
    const skin = this.tone(options.skin ?? this.random.pick(SKINS), depth);
    const hair = this.tone(options.hair ?? this.random.pick(['#17110d', '#231a14', '#2e2621', '#3b3b3b', '#d9d4cc']), depth);
    const cloth = this.tone(clothes, depth);
    const head = height * 0.13;
    const shoulders = height * 0.27;
    const top = y - height;
    const neck = top + head * 2;
    const waist = options.seated ? y : top + height * 0.55;
    const shade = this.linear([
      [0, lighten(cloth, 0.15)],
      [1, darken(cloth, 0.35)],
    ], 0, 0, 1, 0.4);
    if (!options.seated) {
      const legs = this.tone(this.random.pick(['#2b2f38', '#3c3a36', '#4a4f5a', '#1f2228', '#6b5b4a']), depth);
      this.add(`<path d="M${x - shoulders * 0.42} ${waist - 2} L${x - shoulders * 0.38} ${y} L${x - shoulders * 0.06} ${y} L${x} ${waist + height * 0.1} L${x + shoulders * 0.06} ${y} L${x + shoulders * 0.38} ${y} L${x + shoulders * 0.42} ${waist - 2} Z" fill="${legs}"/>`);
    }
    this.add(
      `<path d="M${x - shoulders / 2} ${waist} C${x - shoulders / 2} ${neck + head * 0.6}, ${x - shoulders * 0.45} ${neck + head * 0.15}, ${x - head * 0.5} ${neck} L${x + head * 0.5} ${neck} C${x + shoulders * 0.45} ${neck + head * 0.15}, ${x + shoulders / 2} ${neck + head * 0.6}, ${x + shoulders / 2} ${waist} Z" fill="${shade}"/>`,
    );
    this.add(`<rect x="${x - head * 0.28}" y="${neck - head * 0.5}" width="${head * 0.56}" height="${head * 0.7}" fill="${darken(skin, 0.15)}"/>`);
    this.add(`<ellipse cx="${x}" cy="${top + head}" rx="${head * 0.78}" ry="${head}" fill="${options.back ? hair : skin}"/>`);
    if (!options.back) this.add(`<path d="M${x - head * 0.8} ${top + head * 0.95} C${x - head * 0.9} ${top - head * 0.1}, ${x + head * 0.9} ${top - head * 0.1}, ${x + head * 0.8} ${top + head * 0.95} C${x + head * 0.5} ${top + head * 0.35}, ${x - head * 0.5} ${top + head * 0.35}, ${x - head * 0.8} ${top + head * 0.95} Z" fill="${hair}"/>`);
  }

  /** A dark frame that draws the eye in, as a lens does. */
  vignette(strength: number): void {
    const fill = this.radial([
      [0.55, '#000000', 0],
      [1, '#000000', strength],
    ], 0.5, 0.5, 0.75);
    this.add(`<rect width="${this.w}" height="${this.h}" fill="${fill}"/>`);
  }

  toSvg(outputWidth: number): string {
    const outputHeight = Math.round((outputWidth * this.h) / this.w);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${outputWidth}" height="${outputHeight}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

export const SKINS = ['#8d5a3b', '#a56b45', '#7a4a30', '#c08a62', '#6b4029', '#b07a56'];

/** Clothes of a Bengali street: lungis, saris, shirts, burqas. */
export const CLOTHES = ['#f2f0ea', '#2f4f7f', '#b0322c', '#1f6f5c', '#d9a441', '#6a3d7a', '#20242c', '#8fa3b8', '#c55a8a', '#e0dccf', '#3d6b3a', '#7b4b2a'];
