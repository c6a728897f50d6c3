/**
 * One painter per picture subject (PICTURE_SUBJECTS in lib/seed/images.ts). Each draws
 * its subject in a composition, palette and light chosen by the scene's Random, so the
 * variants of a subject differ while staying recognisably that subject.
 */
import type { PictureSubject } from '../images';
import { CLOTHES, type Mood, type Scene, darken, lighten, mix } from './paint';

export type Painter = (s: Scene) => void;

/** Times of day each subject is photographed in, most typical first. */
export const SUBJECT_MOODS: Record<PictureSubject, readonly Mood['name'][]> = {
  'city-street': ['noon', 'dusk', 'overcast', 'golden'],
  river: ['golden', 'morning', 'overcast', 'dusk'],
  'paddy-field': ['morning', 'noon', 'golden', 'overcast'],
  crowd: ['noon', 'overcast', 'golden'],
  stadium: ['night', 'noon', 'dusk'],
  classroom: ['morning', 'noon', 'overcast'],
  hospital: ['noon', 'overcast', 'night'],
  market: ['noon', 'night', 'golden'],
  'night-sky': ['night', 'dusk', 'night'],
  laboratory: ['noon', 'overcast', 'night'],
  government: ['noon', 'golden', 'overcast'],
  factory: ['overcast', 'golden', 'dusk'],
  flood: ['overcast', 'noon', 'golden'],
  portrait: ['morning', 'golden', 'overcast'],
  forest: ['morning', 'noon', 'golden'],
  meeting: ['noon', 'overcast', 'morning'],
};

/** A ragged line of tree tops along the horizon (village, riverbank). */
function treeLine(s: Scene, y: number, height: number, color: string, depth: number): void {
  const points: string[] = [`0,${y + 4}`];
  let x = 0;
  while (x <= s.w) {
    points.push(`${x.toFixed(0)},${(y - s.between(0.3, 1) * height).toFixed(0)}`);
    x += s.between(14, 46);
  }
  points.push(`${s.w},${y + 4}`);
  s.add(`<polygon points="${points.join(' ')}" fill="${s.tone(color, depth)}" stroke="${s.tone(color, depth)}" stroke-width="${height * 0.4}" stroke-linejoin="round"/>`);
  // A few palms standing out of the line.
  for (let i = s.random.int(2, 6); i > 0; i--) {
    const px = s.between(0, s.w);
    const ph = height * s.between(1.4, 2.4);
    s.add(`<path d="M${px} ${y} q${s.between(-8, 8)} ${-ph / 2} ${s.between(-6, 6)} ${-ph}" stroke="${s.tone('#3b3226', depth)}" stroke-width="${Math.max(1.5, height * 0.06)}" fill="none"/>`);
    for (let f = 0; f < 6; f++) {
      const a = (f / 6) * Math.PI * 2;
      s.add(`<path d="M${px} ${y - ph} q${Math.cos(a) * ph * 0.2} ${-ph * 0.12} ${Math.cos(a) * ph * 0.32} ${Math.abs(Math.sin(a)) * ph * 0.1 + ph * 0.04}" stroke="${s.tone(color, depth)}" stroke-width="${Math.max(2, height * 0.08)}" fill="none"/>`);
    }
  }
}

function sun(s: Scene, x: number, y: number): void {
  if (s.mood.name === 'night' || s.mood.name === 'overcast') return;
  s.glow(x, y, 420, s.mood.light, 0.55);
  s.glow(x, y, 60, '#fffaf0', 0.95);
}

function clouds(s: Scene, horizon: number, count: number): void {
  const color = s.mood.name === 'night' ? '#2a3550' : mix('#ffffff', s.mood.skyBottom, 0.35);
  s.group(`filter="${s.blur(14)}" opacity="${s.mood.name === 'overcast' ? 0.8 : 0.55}"`, () => {
    for (let i = 0; i < count; i++) {
      const cx = s.between(-100, s.w + 100);
      const cy = s.between(horizon * 0.1, horizon * 0.8);
      const width = s.between(160, 420);
      for (let k = 0; k < 5; k++) s.add(`<ellipse cx="${cx + s.between(-width / 2, width / 2)}" cy="${cy + s.between(-18, 18)}" rx="${width * s.between(0.25, 0.45)}" ry="${s.between(18, 46)}" fill="${color}"/>`);
    }
  });
}

function water(s: Scene, top: number, color: string): void {
  const fill = s.linear([
    [0, s.tone(mix(color, s.mood.skyBottom, 0.5), 0.5)],
    [1, s.tone(darken(color, 0.35))],
  ]);
  s.add(`<rect y="${top}" width="${s.w}" height="${s.h - top}" fill="${fill}"/>`);
  // Ripples catching the light, thinner and denser towards the far bank.
  for (let i = 0; i < 140; i++) {
    const t = s.random.next() ** 1.8;
    const y = top + 4 + t * (s.h - top);
    const len = 20 + t * 220;
    s.add(`<rect x="${s.between(-50, s.w)}" y="${y.toFixed(1)}" width="${len.toFixed(0)}" height="${(1 + t * 3).toFixed(1)}" fill="${s.mood.light}" opacity="${(0.08 + 0.12 * (1 - t)).toFixed(2)}"/>`);
  }
}

function boat(s: Scene, x: number, y: number, length: number, flip: boolean): void {
  const dir = flip ? -1 : 1;
  const hull = s.tone('#3b2a1c');
  s.add(`<path d="M${x - length / 2} ${y - length * 0.08} Q${x} ${y + length * 0.12} ${x + length / 2} ${y - length * 0.1} L${x + (length / 2) * 0.85} ${y - length * 0.02} Q${x} ${y + length * 0.05} ${x - (length / 2) * 0.85} ${y} Z" fill="${hull}"/>`);
  // The bamboo hood (chhoi) of a country boat and its boatman.
  s.add(`<path d="M${x - length * 0.18} ${y - length * 0.02} Q${x} ${y - length * 0.22} ${x + length * 0.18} ${y - length * 0.02} Z" fill="${s.tone('#6e5435')}"/>`);
  s.person(x + dir * length * 0.34, y - length * 0.04, length * 0.34, s.random.pick(CLOTHES));
  s.add(`<line x1="${x + dir * length * 0.3}" y1="${y - length * 0.3}" x2="${x + dir * length * 0.55}" y2="${y + length * 0.1}" stroke="${s.tone('#4a3a28')}" stroke-width="${length * 0.012}"/>`);
  s.shadow(x, y + length * 0.04, length * 0.55, length * 0.05, 0.3);
}

const cityStreet: Painter = (s) => {
  const horizon = s.between(0.42, 0.52) * s.h;
  const vx = s.between(0.38, 0.62) * s.w;
  s.sky(horizon);
  sun(s, s.between(0, s.w), horizon * 0.3);
  clouds(s, horizon, 4);
  // Far buildings fade into the haze.
  s.group(`filter="${s.blur(3)}"`, () => {
    for (let x = vx - 240; x < vx + 240; x += s.between(20, 50)) {
      const height = s.between(40, 160);
      s.add(`<rect x="${x}" y="${horizon - height}" width="${s.between(24, 60)}" height="${height + 4}" fill="${s.tone(s.random.pick(['#8a8580', '#a39a8f', '#6f7680']), 0.85)}"/>`);
    }
  });
  const road = s.linear([
    [0, s.tone('#6f6c68', 0.7)],
    [1, s.tone('#3a3836')],
  ]);
  s.add(`<polygon points="0,${s.h} ${vx - 14},${horizon} ${vx + 14},${horizon} ${s.w},${s.h}" fill="${road}"/>`);
  for (let k = 0; k < 9; k++) {
    const a = 1 - (k / 9) ** 1.6;
    const b = 1 - ((k + 0.5) / 9) ** 1.6;
    const y1 = horizon + (s.h - horizon) * a;
    const y2 = horizon + (s.h - horizon) * b;
    s.add(`<polygon points="${vx - 2 - 10 * a},${y1} ${vx - 2 - 10 * b},${y2} ${vx + 2 + 10 * b},${y2} ${vx + 2 + 10 * a},${y1}" fill="${s.tone('#e8e2d0', 1 - a)}" opacity="0.7"/>`);
  }
  // Both sides: buildings whose tops and bottoms run to the vanishing point.
  for (const side of [-1, 1] as const) {
    const near = side < 0 ? 0 : s.w;
    let x = near;
    while (side < 0 ? x < vx - 30 : x > vx + 30) {
      const span = Math.max(30, Math.abs(x - vx) * s.between(0.25, 0.45));
      const x2 = x - side * span;
      const height = s.between(300, 900);
      const f = (px: number) => Math.abs(px - vx) / Math.abs(near - vx);
      const top = (px: number) => horizon - height * f(px);
      const bottom = (px: number) => horizon + (s.h * 1.02 - horizon) * f(px) * 0.8;
      const color = s.random.pick(['#c9b79c', '#d8cdb8', '#9fa8a3', '#c07a5a', '#e2d6c2', '#8c9aa6', '#b9a68a']);
      const depth = 1 - f(x2);
      s.add(`<polygon points="${x},${top(x)} ${x2},${top(x2)} ${x2},${bottom(x2)} ${x},${bottom(x)}" fill="${s.tone(color, depth * 0.9)}"/>`);
      // Floors of windows, lit at dusk.
      const floors = Math.max(2, Math.round(height / 110));
      for (let fl = 1; fl < floors; fl++) {
        const t = fl / floors;
        for (let c = 0.15; c < 0.9; c += 0.3) {
          const xa = x + (x2 - x) * c;
          const xb = x + (x2 - x) * (c + 0.16);
          const ya = (px: number) => bottom(px) + (top(px) - bottom(px)) * t;
          const hh = (bottom(xa) - top(xa)) / floors;
          const lit = s.mood.gloom > 0.3 && s.random.chance(0.5);
          s.add(`<polygon points="${xa},${ya(xa)} ${xb},${ya(xb)} ${xb},${ya(xb) + hh * 0.45} ${xa},${ya(xa) + hh * 0.45}" fill="${lit ? '#ffcf7a' : s.tone('#2c3440', depth)}" opacity="${lit ? 0.9 : 0.75}"/>`);
        }
      }
      // A shop sign over the ground floor.
      const signTop = (px: number) => bottom(px) + (top(px) - bottom(px)) * 0.2;
      const signColor = s.random.pick([s.accent, '#c8102e', '#f0c419', '#1d7a46', '#1f5fa8', '#ffffff']);
      s.add(`<polygon points="${x},${signTop(x)} ${x2},${signTop(x2)} ${x2},${signTop(x2) + (bottom(x2) - top(x2)) * 0.06} ${x},${signTop(x) + (bottom(x) - top(x)) * 0.06}" fill="${s.tone(signColor, depth * 0.8)}"/>`);
      if (s.mood.gloom > 0.3) s.glow((x + x2) / 2, signTop((x + x2) / 2), span * 0.5, '#ffd79a', 0.35);
      x = x2;
    }
  }
  // Traffic: rickshaws and buses getting smaller towards the vanishing point.
  const vehicles = s.random.int(5, 10);
  for (let i = 0; i < vehicles; i++) {
    const t = s.between(0.08, 0.9);
    const y = horizon + (s.h - horizon) * t;
    const scale = t * 1.1;
    const x = vx + (s.between(-0.8, 0.8) * (s.w / 2) * t);
    const bus = s.random.chance(0.3);
    const wdt = (bus ? 420 : 150) * scale;
    const hgt = (bus ? 300 : 200) * scale;
    const color = bus ? s.random.pick(['#2f6f3f', '#b23a2a', '#2d4f8c', '#d8d2c0']) : s.random.pick(['#1f6b8c', '#c8302e', '#e7b93a', '#3b8c4a']);
    s.shadow(x, y, wdt * 0.6, hgt * 0.08, 0.45);
    s.add(`<rect x="${x - wdt / 2}" y="${y - hgt}" width="${wdt}" height="${hgt * 0.92}" rx="${wdt * 0.08}" fill="${s.tone(color, 1 - t)}"/>`);
    s.add(`<rect x="${x - wdt * 0.42}" y="${y - hgt * 0.9}" width="${wdt * 0.84}" height="${hgt * 0.3}" fill="${s.tone('#2a3038', 1 - t)}" opacity="0.8"/>`);
    s.add(`<circle cx="${x - wdt * 0.3}" cy="${y - hgt * 0.06}" r="${hgt * 0.1}" fill="#15161a"/><circle cx="${x + wdt * 0.3}" cy="${y - hgt * 0.06}" r="${hgt * 0.1}" fill="#15161a"/>`);
    if (s.mood.gloom > 0.3) s.glow(x, y - hgt * 0.3, wdt * 0.7, '#ffe2a8', 0.35);
  }
  for (let i = 0; i < 18; i++) {
    const t = s.between(0.15, 1);
    const side = s.random.chance(0.5) ? -1 : 1;
    const x = vx + side * (s.w / 2) * t * s.between(0.8, 1.05);
    const y = horizon + (s.h - horizon) * t * 0.85;
    s.shadow(x, y, 40 * t, 6 * t, 0.3);
    s.person(x, y, 330 * t, s.random.pick(CLOTHES), { depth: 1 - t });
  }
  // Overhead wires.
  for (let i = 0; i < 6; i++) {
    const y = s.between(20, horizon * 0.7);
    s.add(`<path d="M-10 ${y} Q${s.w / 2} ${y + s.between(40, 160)} ${s.w + 10} ${y + s.between(-60, 60)}" stroke="#111" stroke-width="${s.between(1.5, 3.5)}" fill="none" opacity="0.7"/>`);
  }
};

const river: Painter = (s) => {
  const horizon = s.between(0.38, 0.55) * s.h;
  s.sky(horizon);
  const sunX = s.between(200, s.w - 200);
  sun(s, sunX, horizon * s.between(0.45, 0.85));
  clouds(s, horizon, 5);
  s.group(`filter="${s.blur(2.5)}"`, () => treeLine(s, horizon, s.between(18, 40), '#2f4a2a', 0.75));
  water(s, horizon, s.random.pick(['#5f7d86', '#6f7f6a', '#7b6f58']));
  // The sun's path on the water.
  if (s.mood.name !== 'overcast' && s.mood.name !== 'night') {
    const path = s.linear([
      [0, s.mood.light, 0.55],
      [1, s.mood.light, 0],
    ]);
    s.add(`<polygon points="${sunX - 30},${horizon} ${sunX + 30},${horizon} ${sunX + 260},${s.h} ${sunX - 260},${s.h}" fill="${path}" filter="${s.blur(10)}"/>`);
  }
  const boats = s.random.int(1, 3);
  for (let i = 0; i < boats; i++) {
    const t = s.between(0.2, 0.9);
    boat(s, s.between(150, s.w - 150), horizon + (s.h - horizon) * t, 80 + 520 * t * t, s.random.chance(0.5));
  }
};

const paddyField: Painter = (s) => {
  const horizon = s.between(0.3, 0.5) * s.h;
  const vx = s.between(0.2, 0.8) * s.w;
  s.sky(horizon);
  sun(s, s.between(100, s.w - 100), horizon * 0.45);
  clouds(s, horizon, 6);
  s.group(`filter="${s.blur(2)}"`, () => treeLine(s, horizon, s.between(20, 45), '#2c4a22', 0.7));
  const green = s.random.pick(['#5e9a2e', '#7fae3a', '#a9b13c', '#4f8a34']);
  const field = s.linear([
    [0, s.tone(lighten(green, 0.15), 0.6)],
    [1, s.tone(darken(green, 0.25))],
  ]);
  s.add(`<rect y="${horizon}" width="${s.w}" height="${s.h - horizon}" fill="${field}"/>`);
  // Rows of seedlings running to the vanishing point, with water glinting between them.
  for (let k = -40; k <= 40; k++) {
    const xb = vx + k * 70;
    s.add(`<line x1="${vx + k * 3}" y1="${horizon}" x2="${xb}" y2="${s.h}" stroke="${s.tone(darken(green, 0.35))}" stroke-width="6" opacity="0.55"/>`);
    s.add(`<line x1="${vx + k * 3 + 1.5}" y1="${horizon}" x2="${xb + 34}" y2="${s.h}" stroke="${s.mood.skyBottom}" stroke-width="3" opacity="0.25"/>`);
  }
  // Tufts in the foreground.
  for (let i = 0; i < 220; i++) {
    const t = s.random.next() ** 0.6;
    const y = horizon + (s.h - horizon) * t;
    const x = s.between(0, s.w);
    const size = 6 + 44 * t * t;
    s.add(`<path d="M${x} ${y} l${-size * 0.3} ${-size} M${x} ${y} l0 ${-size * 1.2} M${x} ${y} l${size * 0.3} ${-size}" stroke="${s.tone(s.random.pick([green, lighten(green, 0.2), darken(green, 0.2)]), 1 - t)}" stroke-width="${1 + 3 * t}" fill="none"/>`);
  }
  // Farmers bent over the seedlings.
  for (let i = s.random.int(1, 3); i > 0; i--) {
    const t = s.between(0.2, 0.7);
    s.person(s.between(100, s.w - 100), horizon + (s.h - horizon) * t, 420 * t, s.random.pick(['#e9e4d6', '#2f4f7f', '#b0322c']), { depth: 1 - t });
  }
};

const crowd: Painter = (s) => {
  const horizon = s.between(0.25, 0.4) * s.h;
  s.sky(horizon);
  sun(s, s.between(0, s.w), horizon * 0.4);
  s.group(`filter="${s.blur(5)}"`, () => {
    for (let x = -20; x < s.w; x += s.between(90, 220)) {
      const height = s.between(80, 300);
      s.add(`<rect x="${x}" y="${horizon - height}" width="${s.between(80, 220)}" height="${height + 100}" fill="${s.tone(s.random.pick(['#b7aa94', '#8f9aa2', '#c9bfae']), 0.6)}"/>`);
    }
    // Banners held above the crowd.
    for (let i = s.random.int(1, 3); i > 0; i--) {
      const x = s.between(0, s.w - 300);
      const y = horizon + s.between(-20, 60);
      s.add(`<rect x="${x}" y="${y}" width="${s.between(200, 420)}" height="${s.between(50, 90)}" fill="${s.tone(s.random.pick([s.accent, '#ffffff', '#c8102e', '#0b6e4f']), 0.3)}"/>`);
    }
  });
  s.add(`<rect y="${horizon + 60}" width="${s.w}" height="${s.h}" fill="${s.tone('#3a3632', 0.5)}"/>`);
  // Rows of people, far (small, hazy) to near (large, sharp, cut by the frame).
  const rows = 9;
  for (let r = 0; r < rows; r++) {
    const t = (r + 1) / rows;
    const y = horizon + 80 + (s.h * 1.25 - horizon - 80) * t ** 1.4;
    const height = 80 + 620 * t ** 1.6;
    const step = height * 0.28;
    for (let x = -step + s.between(0, step); x < s.w + step; x += step * s.between(0.8, 1.2)) {
      s.person(x, y + s.between(-10, 10) * t, height * s.between(0.9, 1.08), s.random.pick([...CLOTHES, s.accent]), { depth: (1 - t) * 0.8, back: s.random.chance(0.7) });
    }
  }
};

const stadium: Painter = (s) => {
  const night = s.mood.name === 'night' || s.mood.name === 'dusk';
  const rim = s.between(0.18, 0.3) * s.h;
  s.sky(rim + 40);
  // Tiers of stands packed with spectators (specks of colour).
  const standTop = rim;
  const standBottom = s.between(0.45, 0.55) * s.h;
  const stand = s.linear([
    [0, s.tone('#3e4450', 0.4)],
    [1, s.tone('#5a5f68', 0.2)],
  ]);
  s.add(`<path d="M0 ${standTop + 40} Q${s.w / 2} ${standTop - 40} ${s.w} ${standTop + 40} L${s.w} ${standBottom + 30} Q${s.w / 2} ${standBottom - 30} 0 ${standBottom + 30} Z" fill="${stand}"/>`);
  s.group(`filter="${s.blur(1.2)}"`, () => {
    for (let i = 0; i < 2600; i++) {
      const x = s.between(0, s.w);
      const u = (x / s.w - 0.5) * 2;
      const yTop = standTop + 40 - 80 * (1 - u * u) + 10;
      const yBottom = standBottom + 30 - 60 * (1 - u * u) - 6;
      const y = yTop + s.random.next() * (yBottom - yTop);
      s.add(`<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="5" height="7" fill="${s.tone(s.random.pick([...CLOTHES, s.accent, s.accent]), 0.3)}"/>`);
    }
  });
  for (let k = 1; k < 5; k++) {
    const y = standTop + ((standBottom - standTop) * k) / 5;
    s.add(`<path d="M0 ${y + 40} Q${s.w / 2} ${y - 40 + k * 4} ${s.w} ${y + 40}" stroke="${s.tone('#1e2228')}" stroke-width="4" fill="none" opacity="0.5"/>`);
  }
  // The pitch: mown stripes and white lines.
  const pitchTop = standBottom + 30;
  const turf = s.tone(s.random.pick(['#3f8a3a', '#4c9a40', '#35803a']));
  s.add(`<rect y="${pitchTop - 30}" width="${s.w}" height="${s.h}" fill="${turf}"/>`);
  for (let k = 0; k < 10; k++) {
    const a = (k / 10) ** 1.5;
    const b = ((k + 0.5) / 10) ** 1.5;
    s.add(`<rect y="${pitchTop - 30 + (s.h - pitchTop) * a}" width="${s.w}" height="${(s.h - pitchTop) * (b - a)}" fill="#ffffff" opacity="0.07"/>`);
  }
  s.add(`<path d="M${s.w * 0.05} ${s.h} L${s.w * 0.22} ${pitchTop} L${s.w * 0.78} ${pitchTop} L${s.w * 0.95} ${s.h}" stroke="#f4f4f0" stroke-width="5" fill="none" opacity="0.75"/>`);
  s.add(`<ellipse cx="${s.w / 2}" cy="${pitchTop + (s.h - pitchTop) * 0.45}" rx="${s.w * 0.14}" ry="${(s.h - pitchTop) * 0.14}" stroke="#f4f4f0" stroke-width="5" fill="none" opacity="0.7"/>`);
  s.add(`<line x1="${s.w / 2}" y1="${pitchTop}" x2="${s.w / 2}" y2="${s.h}" stroke="#f4f4f0" stroke-width="5" opacity="0.7"/>`);
  for (let i = s.random.int(6, 12); i > 0; i--) {
    const t = s.between(0.1, 0.8);
    const y = pitchTop + (s.h - pitchTop) * t;
    const x = s.between(100, s.w - 100);
    s.shadow(x + 20 * t, y, 50 * t + 8, 8 * t + 2, 0.4);
    s.person(x, y, 60 + 260 * t, i % 2 ? s.accent : '#f2f2f2', { depth: 0.15 });
  }
  // Floodlight towers and their glare.
  for (const x of [s.w * s.between(0.05, 0.2), s.w * s.between(0.8, 0.95)]) {
    s.add(`<line x1="${x}" y1="${rim - 200}" x2="${x}" y2="${standTop + 30}" stroke="${s.tone('#2a2d33')}" stroke-width="8"/>`);
    s.add(`<rect x="${x - 50}" y="${rim - 230}" width="100" height="50" fill="${night ? '#fff8e6' : s.tone('#d8d8d0')}"/>`);
    if (night) s.glow(x, rim - 205, 380, '#fff3d0', 0.7);
  }
};

const classroom: Painter = (s) => {
  const wall = s.tone(s.random.pick(['#e3dcc8', '#cfe0d8', '#e8d9b5', '#d6dde6']));
  const floorY = s.between(0.55, 0.65) * s.h;
  s.add(`<rect width="${s.w}" height="${floorY}" fill="${wall}"/>`);
  s.add(`<rect y="${floorY}" width="${s.w}" height="${s.h}" fill="${s.linear([[0, s.tone('#9b8a70')], [1, s.tone('#6d5d48')]])}"/>`);
  // Window light from one side.
  const windowLeft = s.random.chance(0.5);
  const wx = windowLeft ? 40 : s.w - 340;
  s.add(`<rect x="${wx}" y="${floorY * 0.18}" width="300" height="${floorY * 0.55}" fill="${s.linear([[0, s.mood.skyTop], [1, s.mood.skyBottom]])}"/>`);
  s.add(`<path d="M${wx + 150} ${floorY * 0.18} v${floorY * 0.55} M${wx} ${floorY * 0.45} h300" stroke="${s.tone('#5a4a38')}" stroke-width="10"/>`);
  s.glow(wx + 150, floorY * 0.5, 700, s.mood.light, 0.35);
  // Blackboard with chalk writing.
  const bx = windowLeft ? s.w * 0.38 : s.w * 0.1;
  const board = s.tone(s.random.pick(['#23392e', '#1f2b2a', '#2a3d33']));
  s.add(`<rect x="${bx}" y="${floorY * 0.16}" width="${s.w * 0.48}" height="${floorY * 0.5}" fill="${board}" stroke="${s.tone('#6a4b2e')}" stroke-width="14"/>`);
  for (let l = 0; l < 6; l++) {
    let x = bx + 40;
    const y = floorY * 0.24 + l * floorY * 0.07;
    while (x < bx + s.w * 0.48 - 80 && s.random.chance(0.93)) {
      const len = s.between(20, 90);
      s.add(`<path d="M${x} ${y} q${len / 3} ${s.between(-10, 10)} ${len} 0" stroke="#e8ece6" stroke-width="3" fill="none" opacity="0.7"/>`);
      x += len + 18;
    }
  }
  // Rows of benches with pupils in uniform, seen from behind.
  const uniform = s.random.pick(['#f4f4f2', '#8fb4d9', '#f0e6c8']);
  for (let r = 0; r < 4; r++) {
    const t = 0.35 + r * 0.22;
    const y = floorY + (s.h - floorY) * t * 0.9;
    s.add(`<rect x="-20" y="${y - 18 * t}" width="${s.w + 40}" height="${40 * t}" fill="${s.tone('#7a5638')}"/>`);
    const size = 260 + 520 * t * t;
    for (let x = s.between(40, 140); x < s.w; x += size * s.between(0.42, 0.55)) s.person(x, y + size * 0.35, size, uniform, { seated: true, back: true, depth: (1 - t) * 0.2 });
  }
};

const hospital: Painter = (s) => {
  const vx = s.between(0.4, 0.6) * s.w;
  const vy = s.between(0.42, 0.5) * s.h;
  const wall = s.tone(s.random.pick(['#dfe9e7', '#e8eef0', '#d7e3dc']));
  const floor = s.tone(s.random.pick(['#b8c3c2', '#c9cfc8', '#a9b5b8']));
  const bw = 280;
  const bh = 170;
  s.add(`<rect width="${s.w}" height="${s.h}" fill="${wall}"/>`);
  s.add(`<polygon points="0,${s.h} ${vx - bw / 2},${vy + bh / 2} ${vx + bw / 2},${vy + bh / 2} ${s.w},${s.h}" fill="${s.linear([[0, darken(floor, 0.1)], [1, lighten(floor, 0.2)]])}"/>`);
  s.add(`<polygon points="0,0 ${vx - bw / 2},${vy - bh / 2} ${vx + bw / 2},${vy - bh / 2} ${s.w},0" fill="${darken(wall, 0.08)}"/>`);
  s.add(`<polygon points="0,0 ${vx - bw / 2},${vy - bh / 2} ${vx - bw / 2},${vy + bh / 2} 0,${s.h}" fill="${darken(wall, 0.04)}"/>`);
  s.add(`<polygon points="${s.w},0 ${vx + bw / 2},${vy - bh / 2} ${vx + bw / 2},${vy + bh / 2} ${s.w},${s.h}" fill="${darken(wall, 0.12)}"/>`);
  s.add(`<rect x="${vx - bw / 2}" y="${vy - bh / 2}" width="${bw}" height="${bh}" fill="${mix(wall, s.mood.light, 0.6)}"/>`);
  // Ceiling lights along the corridor.
  for (let k = 0; k < 6; k++) {
    const t = 1 - k / 6;
    const y = vy - bh / 2 - (vy - bh / 2) * t * 0.92;
    const half = 40 + 260 * t;
    s.add(`<rect x="${vx - half}" y="${y}" width="${half * 2}" height="${6 + 22 * t}" fill="#f7fbff"/>`);
    s.glow(vx, y, 100 + 300 * t, '#eaf6ff', 0.35);
  }
  // A teal stripe along the wall, beds along one side, a nurse walking.
  s.add(`<polygon points="0,${s.h * 0.62} ${vx - bw / 2},${vy + bh * 0.15} ${vx - bw / 2},${vy + bh * 0.2} 0,${s.h * 0.68}" fill="${s.tone('#2a8c8c')}"/>`);
  s.add(`<polygon points="${s.w},${s.h * 0.62} ${vx + bw / 2},${vy + bh * 0.15} ${vx + bw / 2},${vy + bh * 0.2} ${s.w},${s.h * 0.68}" fill="${s.tone('#2a8c8c')}"/>`);
  for (let k = 0; k < 4; k++) {
    const t = 0.3 + k * 0.2;
    const x = vx - bw / 2 - (vx - bw / 2) * t * 0.9;
    const y = vy + bh / 2 + (s.h - vy - bh / 2) * t * 0.9;
    const size = 400 * t;
    s.shadow(x + size * 0.2, y, size * 0.55, size * 0.08, 0.25);
    s.add(`<rect x="${x - size * 0.2}" y="${y - size * 0.42}" width="${size * 0.8}" height="${size * 0.18}" rx="${size * 0.03}" fill="${s.tone('#f4f6f6', (1 - t) * 0.3)}"/>`);
    s.add(`<rect x="${x - size * 0.2}" y="${y - size * 0.42}" width="${size * 0.5}" height="${size * 0.1}" fill="${s.tone('#7fb7c8', (1 - t) * 0.3)}"/>`);
    s.add(`<path d="M${x - size * 0.2} ${y} v${-size * 0.24} M${x + size * 0.6} ${y} v${-size * 0.24}" stroke="${s.tone('#7d8790')}" stroke-width="${3 + 4 * t}"/>`);
  }
  const nt = s.between(0.4, 0.8);
  const nx = vx + (s.between(0.1, 0.5) * s.w) * nt;
  const ny = vy + bh / 2 + (s.h - vy - bh / 2) * nt;
  s.shadow(nx, ny, 90 * nt, 12 * nt, 0.3);
  s.person(nx, ny, 760 * nt, s.random.pick(['#4aa39a', '#6fa8dc', '#f2f2f2']), { depth: 0.1 });
};

const market: Painter = (s) => {
  const horizon = s.between(0.3, 0.4) * s.h;
  s.sky(horizon);
  s.add(`<rect y="${horizon}" width="${s.w}" height="${s.h}" fill="${s.tone('#5a4d3f', 0.3)}"/>`);
  const night = s.mood.gloom > 0.3;
  // Stalls in two rows: striped awnings, crates heaped with produce.
  for (const [row, t] of [[0, 0.45], [1, 0.9]] as const) {
    const y = horizon + (s.h - horizon) * t * (row ? 1 : 0.6);
    const width = 240 + 360 * t;
    for (let x = s.between(-width / 2, 0); x < s.w; x += width * s.between(0.95, 1.1)) {
      const depth = (1 - t) * 0.6;
      const awningY = y - width * 0.75;
      const stripeA = s.random.pick(['#c8302e', '#1f5fa8', '#e7b93a', '#2f8a4a', s.accent]);
      const stripes = 6;
      for (let k = 0; k < stripes; k++) s.add(`<polygon points="${x + (k * width) / stripes},${awningY} ${x + ((k + 1) * width) / stripes},${awningY} ${x + ((k + 1) * width) / stripes + 8},${awningY + width * 0.16} ${x + (k * width) / stripes - 8},${awningY + width * 0.16}" fill="${s.tone(k % 2 ? '#f1ece0' : stripeA, depth)}"/>`);
      s.add(`<rect x="${x + width * 0.05}" y="${awningY + width * 0.16}" width="${width * 0.9}" height="${width * 0.6}" fill="${s.tone('#2a241e', depth)}" opacity="0.8"/>`);
      if (night) {
        s.glow(x + width / 2, awningY + width * 0.22, width * 0.7, '#ffd27a', 0.6);
        s.add(`<circle cx="${x + width / 2}" cy="${awningY + width * 0.22}" r="${width * 0.02}" fill="#fff4d8"/>`);
      }
      s.person(x + width * s.between(0.3, 0.7), y - width * 0.12, width * 0.6, s.random.pick(CLOTHES), { depth });
      s.add(`<rect x="${x}" y="${y - width * 0.2}" width="${width}" height="${width * 0.22}" fill="${s.tone('#8a6a44', depth)}"/>`);
      const produce = s.random.pick([['#d8452f', '#b5291f'], ['#f0a030', '#e07a1f'], ['#6fae3c', '#3f8a2c'], ['#7a3a6a', '#5a2a50'], ['#e9d25a', '#c8b040']]);
      for (let k = 0; k < 40; k++) {
        const px = x + s.between(0.05, 0.95) * width;
        const py = y - width * 0.2 - s.random.next() ** 2 * width * 0.12;
        const r = width * s.between(0.018, 0.03);
        s.add(`<circle cx="${px}" cy="${py}" r="${r}" fill="${s.tone(s.random.pick(produce), depth)}"/><circle cx="${px - r * 0.3}" cy="${py - r * 0.3}" r="${r * 0.35}" fill="#ffffff" opacity="0.25"/>`);
      }
    }
  }
  for (let i = 0; i < 10; i++) {
    const t = s.between(0.55, 1);
    const y = horizon + (s.h - horizon) * t * 0.95;
    s.person(s.between(0, s.w), y + 60, 600 * t, s.random.pick(CLOTHES), { depth: (1 - t) * 0.4, back: s.random.chance(0.5) });
  }
};

const nightSky: Painter = (s) => {
  const horizon = s.between(0.68, 0.82) * s.h;
  s.sky(horizon);
  // The Milky Way: a soft diagonal band, then stars of many sizes.
  const tilt = s.between(-30, 30);
  s.group(`transform="rotate(${tilt} ${s.w / 2} ${s.h / 2})" filter="${s.blur(40)}"`, () => {
    s.add(`<ellipse cx="${s.w / 2}" cy="${s.h * 0.35}" rx="${s.w * 0.8}" ry="${s.h * 0.12}" fill="#b8b2d8" opacity="0.22"/>`);
    s.add(`<ellipse cx="${s.w / 2 + 80}" cy="${s.h * 0.36}" rx="${s.w * 0.5}" ry="${s.h * 0.05}" fill="#e7d7c0" opacity="0.2"/>`);
  });
  for (let i = 0; i < 900; i++) {
    const r = s.random.next() ** 6 * 2.6 + 0.5;
    s.add(`<circle cx="${s.between(0, s.w).toFixed(0)}" cy="${(s.random.next() ** 1.3 * horizon).toFixed(0)}" r="${r.toFixed(2)}" fill="${s.random.pick(['#ffffff', '#dfe8ff', '#fff2d8'])}" opacity="${s.between(0.3, 1).toFixed(2)}"/>`);
  }
  if (s.random.chance(0.6)) {
    const mx = s.between(200, s.w - 200);
    const my = s.between(80, horizon * 0.5);
    s.glow(mx, my, 260, '#dfe6ff', 0.35);
    s.add(`<circle cx="${mx}" cy="${my}" r="34" fill="#f4f1e6"/>`);
  }
  if (s.mood.name === 'dusk') s.glow(s.between(0, s.w), horizon, 700, '#e0785a', 0.45);
  // Silhouettes: a village's trees and a hut on the horizon.
  treeLine(s, horizon, s.between(40, 90), '#05070b', 0);
  s.add(`<rect y="${horizon}" width="${s.w}" height="${s.h}" fill="#05070b"/>`);
  const hx = s.between(100, s.w - 300);
  s.add(`<polygon points="${hx},${horizon} ${hx + 20},${horizon - 60} ${hx + 110},${horizon - 90} ${hx + 200},${horizon - 60} ${hx + 220},${horizon}" fill="#05070b"/>`);
  s.add(`<rect x="${hx + 90}" y="${horizon - 38}" width="24" height="22" fill="#ffb35a" opacity="0.85"/>`);
  s.glow(hx + 102, horizon - 27, 60, '#ffb35a', 0.4);
};

const laboratory: Painter = (s) => {
  const bench = s.between(0.58, 0.68) * s.h;
  const wall = s.tone(s.random.pick(['#d9e2ea', '#e6e8e4', '#cdd8e3']));
  s.add(`<rect width="${s.w}" height="${s.h}" fill="${s.linear([[0, darken(wall, 0.1)], [1, wall]])}"/>`);
  // Shelves of bottles, out of focus.
  s.group(`filter="${s.blur(6)}"`, () => {
    for (const y of [bench * 0.3, bench * 0.62]) {
      s.add(`<rect x="0" y="${y}" width="${s.w}" height="12" fill="${s.tone('#9aa3ad')}"/>`);
      for (let x = s.between(0, 40); x < s.w; x += s.between(40, 90)) {
        const bh = s.between(50, 120);
        s.add(`<rect x="${x}" y="${y - bh}" width="${s.between(24, 50)}" height="${bh}" rx="6" fill="${s.tone(s.random.pick(['#8a5a2a', '#c9d6df', '#5a7fa0', '#e8e8e0', '#6a8a5a']))}" opacity="0.9"/>`);
      }
    }
  });
  s.add(`<rect y="${bench}" width="${s.w}" height="${s.h}" fill="${s.linear([[0, s.tone('#eef2f4')], [0.06, s.tone('#2b3038')], [1, s.tone('#15181d')]])}"/>`);
  // Glassware on the bench: flasks and beakers with coloured liquid, and their reflections.
  const liquids = ['#2f8fd8', '#36b37e', '#e0a030', '#c0392b', '#8e44ad'];
  for (let i = s.random.int(4, 7); i > 0; i--) {
    const x = s.between(100, s.w - 100);
    const size = s.between(120, 260);
    const liquid = s.random.pick(liquids);
    const y = bench + s.between(10, 80);
    s.shadow(x, y, size * 0.5, size * 0.07, 0.35);
    if (s.random.chance(0.5)) {
      s.add(`<path d="M${x - size * 0.12} ${y - size} v${size * 0.35} L${x - size * 0.4} ${y} h${size * 0.8} L${x + size * 0.12} ${y - size * 0.65} v${-size * 0.35} Z" fill="#e8f4fa" opacity="0.35" stroke="#ffffff" stroke-width="3"/>`);
      s.add(`<path d="M${x - size * 0.3} ${y - size * 0.18} L${x - size * 0.4} ${y} h${size * 0.8} L${x + size * 0.3} ${y - size * 0.18} Z" fill="${liquid}" opacity="0.8"/>`);
    } else {
      s.add(`<rect x="${x - size * 0.25}" y="${y - size * 0.8}" width="${size * 0.5}" height="${size * 0.8}" fill="#e8f4fa" opacity="0.3" stroke="#ffffff" stroke-width="3"/>`);
      s.add(`<rect x="${x - size * 0.25}" y="${y - size * 0.45}" width="${size * 0.5}" height="${size * 0.45}" fill="${liquid}" opacity="0.75"/>`);
    }
    s.add(`<rect x="${x - size * 0.1}" y="${y - size * 0.9}" width="${size * 0.05}" height="${size * 0.75}" fill="#ffffff" opacity="0.5"/>`);
  }
  // A scientist in a white coat, half out of the frame.
  const left = s.random.chance(0.5);
  s.person(left ? s.w * 0.14 : s.w * 0.86, s.h * 1.15, s.h * 1.05, '#f4f6f8', { depth: 0 });
  s.glow(s.w / 2, 0, 900, s.mood.name === 'night' ? '#9fc4ff' : '#ffffff', 0.3);
};

const government: Painter = (s) => {
  const ground = s.between(0.68, 0.78) * s.h;
  s.sky(ground);
  sun(s, s.between(100, s.w - 100), ground * 0.25);
  clouds(s, ground, 5);
  // A concrete assembly building: a long facade pierced by great circles and triangles.
  const cx = s.between(0.35, 0.65) * s.w;
  const width = s.between(900, 1300);
  const height = s.between(330, 460);
  const concrete = s.tone(s.random.pick(['#c9c2b6', '#d8d2c6', '#b8b2a8']), 0.15);
  const shadowSide = darken(concrete, 0.3);
  const blocks = 5;
  for (let b = 0; b < blocks; b++) {
    const bx = cx - width / 2 + (b * width) / blocks;
    const bh = height * (b === 2 ? 1.2 : s.between(0.8, 1));
    s.add(`<rect x="${bx}" y="${ground - bh}" width="${width / blocks + 1}" height="${bh}" fill="${s.linear([[0, concrete], [0.7, concrete], [1, shadowSide]], 0, 0, 1, 0)}"/>`);
    const mid = bx + width / blocks / 2;
    if (b % 2) s.add(`<circle cx="${mid}" cy="${ground - bh * 0.55}" r="${width / blocks / 3.2}" fill="${darken(concrete, 0.6)}"/>`);
    else s.add(`<polygon points="${mid - width / blocks / 3},${ground - bh * 0.3} ${mid},${ground - bh * 0.78} ${mid + width / blocks / 3},${ground - bh * 0.3}" fill="${darken(concrete, 0.6)}"/>`);
    for (let k = 0; k < 6; k++) s.add(`<rect x="${bx}" y="${ground - bh + (k * bh) / 6}" width="${width / blocks}" height="2" fill="${darken(concrete, 0.15)}" opacity="0.5"/>`);
  }
  // The flag on its pole.
  const fx = cx + (s.random.chance(0.5) ? -1 : 1) * (width / 2 + 80);
  s.add(`<line x1="${fx}" y1="${ground}" x2="${fx}" y2="${ground - height * 1.4}" stroke="${s.tone('#cfcfcf')}" stroke-width="6"/>`);
  s.add(`<rect x="${fx}" y="${ground - height * 1.4}" width="150" height="90" fill="${s.tone('#006a4e')}"/><circle cx="${fx + 68}" cy="${ground - height * 1.4 + 45}" r="28" fill="${s.tone('#f42a41')}"/>`);
  // Lawn and a reflecting pool in front.
  s.add(`<rect y="${ground}" width="${s.w}" height="${s.h}" fill="${s.linear([[0, s.tone('#5f8a45', 0.3)], [1, s.tone('#3e6a2e')]])}"/>`);
  const pool = ground + (s.h - ground) * 0.25;
  s.add(`<rect x="${cx - width * 0.55}" y="${pool}" width="${width * 1.1}" height="${(s.h - ground) * 0.45}" fill="${s.linear([[0, s.mood.skyBottom], [1, s.mood.skyTop]])}" opacity="0.85"/>`);
  s.add(`<g transform="translate(0 ${2 * pool}) scale(1 -1)" opacity="0.25" filter="${s.blur(3)}"><rect x="${cx - width / 2}" y="${pool - height * 0.4}" width="${width}" height="${height * 0.4}" fill="${concrete}"/></g>`);
};

const factory: Painter = (s) => {
  const ground = s.between(0.68, 0.8) * s.h;
  s.sky(ground);
  sun(s, s.between(100, s.w - 100), ground * 0.45);
  // Chimneys with smoke drifting off.
  const wind = s.between(-1, 1);
  for (let i = s.random.int(2, 4); i > 0; i--) {
    const x = s.between(150, s.w - 150);
    const top = ground - s.between(380, 620);
    s.add(`<polygon points="${x - 30},${ground} ${x - 18},${top} ${x + 18},${top} ${x + 30},${ground}" fill="${s.tone('#7a4a3a', 0.2)}"/>`);
    for (let k = 0; k < 3; k++) s.add(`<rect x="${x - 22 + k}" y="${top + 40 + k * 70}" width="${44 - k * 2}" height="10" fill="#e8e2d8" opacity="0.6"/>`);
    s.group(`filter="${s.blur(18)}"`, () => {
      for (let k = 0; k < 9; k++) s.add(`<circle cx="${x + wind * k * 60}" cy="${top - k * 40}" r="${30 + k * 22}" fill="${s.tone('#9a9a9a', 0.4)}" opacity="${0.55 - k * 0.05}"/>`);
    });
  }
  // Sawtooth-roofed sheds, far and near.
  for (const [depth, baseY, height] of [[0.55, ground - 40, 180], [0.15, ground, 300]] as const) {
    const color = s.tone(s.random.pick(['#8a8f96', '#9c8f7e', '#6f7a84']), depth);
    s.add(`<rect y="${baseY - height * 0.7}" width="${s.w}" height="${height * 0.7 + 2}" fill="${color}"/>`);
    const tooth = s.between(80, 140);
    for (let x = -tooth; x < s.w; x += tooth) {
      s.add(`<polygon points="${x},${baseY - height * 0.7} ${x + tooth},${baseY - height} ${x + tooth},${baseY - height * 0.7}" fill="${darken(color, 0.12)}"/>`);
      s.add(`<polygon points="${x + tooth - 6},${baseY - height * 0.95} ${x + tooth},${baseY - height} ${x + tooth},${baseY - height * 0.72} ${x + tooth - 6},${baseY - height * 0.72}" fill="${s.mood.gloom > 0.3 ? '#ffd88a' : s.tone('#b9c8d6', depth)}"/>`);
    }
    for (let x = 40; x < s.w; x += s.between(120, 200)) s.add(`<rect x="${x}" y="${baseY - height * 0.45}" width="70" height="${height * 0.2}" fill="${s.mood.gloom > 0.3 ? '#ffcf7a' : darken(color, 0.45)}" opacity="0.85"/>`);
  }
  s.add(`<rect y="${ground}" width="${s.w}" height="${s.h}" fill="${s.linear([[0, s.tone('#6a645c')], [1, s.tone('#403c37')]])}"/>`);
  // Workers at the gate.
  for (let i = s.random.int(4, 9); i > 0; i--) {
    const t = s.between(0.3, 1);
    const y = ground + (s.h - ground) * t;
    s.shadow(s.w / 2, y, 30, 5, 0.2);
    s.person(s.between(0, s.w), y, 180 + 300 * t, s.random.pick(['#2f4f7f', '#c55a8a', '#b0322c', '#e0dccf', s.accent]), { depth: 0.2 * (1 - t) });
  }
};

const flood: Painter = (s) => {
  const horizon = s.between(0.35, 0.5) * s.h;
  s.sky(horizon);
  clouds(s, horizon, 8);
  s.group(`filter="${s.blur(2)}"`, () => treeLine(s, horizon, s.between(25, 55), '#2e4630', 0.65));
  const waterColor = s.random.pick(['#8a7a5a', '#7d7358', '#6f6a55']);
  water(s, horizon, waterColor);
  // Houses with tin roofs, water up to the eaves; trees standing in the water.
  for (let i = s.random.int(3, 6); i > 0; i--) {
    const t = s.between(0.1, 0.7);
    const y = horizon + (s.h - horizon) * t;
    const size = 120 + 520 * t;
    const x = s.between(0, s.w);
    const depth = (1 - t) * 0.6;
    s.add(`<rect x="${x - size / 2}" y="${y - size * 0.3}" width="${size}" height="${size * 0.3}" fill="${s.tone(s.random.pick(['#9a8a70', '#b07050', '#7a8a7a']), depth)}"/>`);
    s.add(`<polygon points="${x - size * 0.6},${y - size * 0.28} ${x - size * 0.4},${y - size * 0.58} ${x + size * 0.4},${y - size * 0.58} ${x + size * 0.6},${y - size * 0.28}" fill="${s.tone(s.random.pick(['#8c9499', '#a7998a', '#6e7a80']), depth)}"/>`);
    for (let k = 0; k < 8; k++) s.add(`<line x1="${x - size * 0.4 + (k * size * 0.8) / 8}" y1="${y - size * 0.58}" x2="${x - size * 0.6 + (k * size * 1.2) / 8}" y2="${y - size * 0.28}" stroke="${s.tone('#5a6066', depth)}" stroke-width="${1 + 2 * t}" opacity="0.6"/>`);
    // The reflection, broken by ripples.
    s.add(`<rect x="${x - size / 2}" y="${y}" width="${size}" height="${size * 0.25}" fill="${s.tone('#9a8a70', depth)}" opacity="0.25" filter="${s.blur(4)}"/>`);
    s.add(`<rect x="${x - size * 0.55}" y="${y - 3}" width="${size * 1.1}" height="6" fill="${s.mood.light}" opacity="0.35"/>`);
  }
  if (s.random.chance(0.8)) boat(s, s.between(200, s.w - 200), horizon + (s.h - horizon) * s.between(0.55, 0.85), s.between(300, 520), s.random.chance(0.5));
  // People wading, water to the waist.
  for (let i = s.random.int(1, 3); i > 0; i--) {
    const t = s.between(0.4, 0.9);
    const y = horizon + (s.h - horizon) * t;
    const x = s.between(100, s.w - 100);
    s.person(x, y + 200 * t, 500 * t, s.random.pick(CLOTHES), { depth: (1 - t) * 0.5 });
    s.add(`<rect x="${x - 140 * t}" y="${y - 4}" width="${280 * t}" height="${210 * t}" fill="${s.tone(waterColor)}" opacity="0.92"/>`);
    s.add(`<ellipse cx="${x}" cy="${y}" rx="${120 * t}" ry="${10 * t}" fill="none" stroke="${s.mood.light}" stroke-width="2" opacity="0.4"/>`);
  }
};

const portrait: Painter = (s) => {
  // A shallow depth of field: blurred background light (bokeh), a sharp head and shoulders.
  const bg = s.random.pick([['#3d5a4a', '#a9c08a'], ['#4a3d5a', '#d0a9c8'], ['#5a4a3d', '#e2c08a'], ['#34495e', '#9fb8cc']]);
  s.add(`<rect width="${s.w}" height="${s.h}" fill="${s.linear([[0, s.tone(bg[0])], [1, s.tone(darken(bg[0], 0.3))]], 0, 0, 1, 1)}"/>`);
  for (let i = 0; i < 40; i++) s.glow(s.between(0, s.w), s.between(0, s.h * 0.8), s.between(30, 120), s.tone(s.random.pick([bg[1], '#fff2d0', s.mood.light])), s.between(0.2, 0.6));
  const x = s.w * s.between(0.35, 0.65);
  const skin = s.tone(s.random.pick(['#8d5a3b', '#a56b45', '#c08a62', '#7a4a30']));
  const hair = s.tone(s.random.pick(['#15100c', '#231a14', '#3b3b3b']));
  const cloth = s.tone(s.random.pick(['#f2f0ea', '#2f4f7f', '#6a3d7a', '#1f6f5c', '#20242c', s.accent]));
  const lightFromLeft = s.random.chance(0.5);
  const light = s.linear([[0, lighten(skin, 0.25)], [0.55, skin], [1, darken(skin, 0.4)]], lightFromLeft ? 0 : 1, 0, lightFromLeft ? 1 : 0, 0.2);
  const headY = s.h * s.between(0.34, 0.42);
  const headR = s.h * 0.17;
  s.add(`<path d="M${x - s.w * 0.28} ${s.h} C${x - s.w * 0.27} ${headY + headR * 2.2}, ${x - headR * 1.6} ${headY + headR * 1.75}, ${x - headR * 0.45} ${headY + headR * 1.45} L${x + headR * 0.45} ${headY + headR * 1.45} C${x + headR * 1.6} ${headY + headR * 1.75}, ${x + s.w * 0.27} ${headY + headR * 2.2}, ${x + s.w * 0.28} ${s.h} Z" fill="${s.linear([[0, lighten(cloth, 0.15)], [1, darken(cloth, 0.4)]], lightFromLeft ? 0 : 1, 0, lightFromLeft ? 1 : 0, 0)}"/>`);
  s.add(`<path d="M${x - headR * 0.42} ${headY + headR * 0.6} L${x - headR * 0.45} ${headY + headR * 1.6} Q${x} ${headY + headR * 1.85} ${x + headR * 0.45} ${headY + headR * 1.6} L${x + headR * 0.42} ${headY + headR * 0.6} Z" fill="${darken(skin, 0.2)}"/>`);
  s.add(`<ellipse cx="${x}" cy="${headY}" rx="${headR * 0.8}" ry="${headR}" fill="${light}"/>`);
  // Hair, brows, the shadows of the eyes and nose, the mouth.
  s.add(`<path d="M${x - headR * 0.86} ${headY + headR * 0.1} C${x - headR * 1.05} ${headY - headR * 1.25}, ${x + headR * 1.05} ${headY - headR * 1.25}, ${x + headR * 0.86} ${headY + headR * 0.1} C${x + headR * 0.7} ${headY - headR * 0.55}, ${x - headR * 0.7} ${headY - headR * 0.55}, ${x - headR * 0.86} ${headY + headR * 0.1} Z" fill="${hair}"/>`);
  for (const side of [-1, 1]) {
    s.add(`<ellipse cx="${x + side * headR * 0.33}" cy="${headY + headR * 0.05}" rx="${headR * 0.15}" ry="${headR * 0.07}" fill="${darken(skin, 0.55)}"/>`);
    s.add(`<path d="M${x + side * headR * 0.15} ${headY - headR * 0.12} q${side * headR * 0.18} ${-headR * 0.08} ${side * headR * 0.36} 0" stroke="${hair}" stroke-width="${headR * 0.05}" fill="none"/>`);
  }
  s.add(`<path d="M${x} ${headY + headR * 0.1} l${(lightFromLeft ? 1 : -1) * headR * 0.1} ${headR * 0.3} l${(lightFromLeft ? -1 : 1) * headR * 0.12} 0" stroke="${darken(skin, 0.35)}" stroke-width="${headR * 0.04}" fill="none"/>`);
  s.add(`<path d="M${x - headR * 0.2} ${headY + headR * 0.6} q${headR * 0.2} ${headR * 0.08} ${headR * 0.4} 0" stroke="${darken(skin, 0.45)}" stroke-width="${headR * 0.05}" fill="none"/>`);
  s.glow(lightFromLeft ? x - headR * 2 : x + headR * 2, headY - headR, headR * 3, s.mood.light, 0.25);
};

const forest: Painter = (s) => {
  const floorY = s.between(0.7, 0.8) * s.h;
  const canopy = s.random.pick(['#3f6a2e', '#2f5a36', '#5a7a2e']);
  s.add(`<rect width="${s.w}" height="${s.h}" fill="${s.linear([[0, s.tone(lighten(canopy, 0.35), 0.3)], [1, s.tone(lighten(canopy, 0.5), 0.6)]])}"/>`);
  // Layers of trunks: far ones pale and blurred, near ones dark and sharp.
  for (const [depth, count, blur] of [[0.85, 30, 6], [0.6, 18, 3], [0.3, 10, 1], [0.05, 4, 0]] as const) {
    const draw = () => {
      for (let i = 0; i < count; i++) {
        const x = s.between(-40, s.w + 40);
        const width = (1 - depth) * s.between(30, 120) + 6;
        const bark = s.tone(s.random.pick(['#4a3a2a', '#5a4a3a', '#3a3026']), depth);
        s.add(`<rect x="${x}" y="-10" width="${width}" height="${floorY + (1 - depth) * 120}" fill="${s.linear([[0, bark], [0.4, lighten(bark, 0.15)], [1, darken(bark, 0.3)]], 0, 0, 1, 0)}"/>`);
      }
      for (let i = 0; i < count * 2; i++) s.add(`<circle cx="${s.between(0, s.w)}" cy="${s.between(-60, floorY * 0.45)}" r="${(1 - depth) * 120 + 40}" fill="${s.tone(s.random.pick([canopy, darken(canopy, 0.2), lighten(canopy, 0.1)]), depth)}" opacity="0.85"/>`);
    };
    if (blur) s.group(`filter="${s.blur(blur)}"`, draw);
    else draw();
  }
  // Light shafts through the canopy.
  const rayX = s.between(0.2, 0.8) * s.w;
  s.group(`filter="${s.blur(25)}" opacity="${s.mood.name === 'overcast' ? 0.15 : 0.35}"`, () => {
    for (let k = 0; k < 5; k++) {
      const x = rayX + s.between(-300, 300);
      s.add(`<polygon points="${x},0 ${x + 40},0 ${x + 260},${s.h} ${x + 120},${s.h}" fill="${s.mood.light}"/>`);
    }
  });
  s.add(`<rect y="${floorY}" width="${s.w}" height="${s.h}" fill="${s.linear([[0, s.tone('#5a5a30', 0.4)], [1, s.tone('#2e3a1e')]])}"/>`);
  for (let i = 0; i < 160; i++) {
    const t = s.random.next();
    const y = floorY + (s.h - floorY) * t;
    s.add(`<ellipse cx="${s.between(0, s.w)}" cy="${y}" rx="${10 + 50 * t}" ry="${4 + 14 * t}" fill="${s.tone(s.random.pick(['#6a7a30', '#4a5a20', '#8a7a40']), 0.3 * (1 - t))}" opacity="0.8"/>`);
  }
};

const meeting: Painter = (s) => {
  const wall = s.tone(s.random.pick(['#d8d0c0', '#c8d0d8', '#e2dccf', '#b9a88f']));
  s.add(`<rect width="${s.w}" height="${s.h}" fill="${s.linear([[0, darken(wall, 0.15)], [1, wall]])}"/>`);
  // A banner on the back wall, curtains, then a long table in perspective with people round it.
  const bannerY = s.h * s.between(0.08, 0.16);
  s.add(`<rect x="${s.w * 0.2}" y="${bannerY}" width="${s.w * 0.6}" height="${s.h * 0.16}" fill="${s.tone(s.random.pick([s.accent, '#1f5fa8', '#0b6e4f']))}"/>`);
  for (let l = 0; l < 2; l++) s.add(`<rect x="${s.w * 0.26}" y="${bannerY + s.h * (0.04 + l * 0.06)}" width="${s.w * s.between(0.3, 0.48)}" height="${s.h * 0.025}" fill="#ffffff" opacity="0.85"/>`);
  for (const x of [0, s.w * 0.88]) {
    s.add(`<rect x="${x}" y="0" width="${s.w * 0.12}" height="${s.h}" fill="${s.tone('#7a2a2a', 0.1)}"/>`);
    for (let k = 0; k < 6; k++) s.add(`<rect x="${x + k * s.w * 0.02}" y="0" width="${s.w * 0.008}" height="${s.h}" fill="#000000" opacity="0.18"/>`);
  }
  const tableTop = s.h * s.between(0.55, 0.62);
  const vx = s.w * s.between(0.4, 0.6);
  // People seated at the far side, facing the camera.
  const seats = s.random.int(4, 7);
  for (let i = 0; i < seats; i++) {
    const x = s.w * 0.15 + ((i + 0.5) * s.w * 0.7) / seats;
    s.person(x, tableTop + 20, s.h * 0.42, s.random.pick(['#20242c', '#2f3f5f', '#f2f0ea', '#5a5a5a', '#6a3d7a']), { seated: true, depth: 0.1 });
  }
  const cloth = s.tone(s.random.pick(['#f2f0ea', '#2f5f3f', '#1f3f6f']));
  s.add(`<polygon points="${vx - s.w * 0.36},${tableTop} ${vx + s.w * 0.36},${tableTop} ${s.w * 1.1},${s.h} ${-s.w * 0.1},${s.h}" fill="${s.linear([[0, lighten(cloth, 0.1)], [1, darken(cloth, 0.2)]])}"/>`);
  // Microphones, bottles and papers on the table.
  for (let i = 0; i < seats; i++) {
    const x = s.w * 0.15 + ((i + 0.5) * s.w * 0.7) / seats;
    s.add(`<line x1="${x - 20}" y1="${tableTop + 30}" x2="${x + 10}" y2="${tableTop - 40}" stroke="#202020" stroke-width="5"/><circle cx="${x + 12}" cy="${tableTop - 44}" r="9" fill="#303030"/>`);
    s.add(`<rect x="${x + 40}" y="${tableTop - 20}" width="18" height="55" rx="5" fill="#cfe6f2" opacity="0.8"/><rect x="${x + 42}" y="${tableTop - 26}" width="14" height="8" fill="${s.tone('#1f5fa8')}"/>`);
    s.add(`<polygon points="${x - 70},${tableTop + 60} ${x + 10},${tableTop + 60} ${x + 20},${tableTop + 110} ${x - 80},${tableTop + 110}" fill="#ffffff" opacity="0.9"/>`);
  }
  // The backs of two people in the foreground, out of focus.
  s.group(`filter="${s.blur(10)}"`, () => {
    s.person(s.w * s.between(0.05, 0.2), s.h * 1.35, s.h * 1.05, s.random.pick(['#20242c', '#2f3f5f', '#5a5a5a']), { back: true, seated: true });
    s.person(s.w * s.between(0.8, 0.95), s.h * 1.35, s.h * 1.05, s.random.pick(['#20242c', '#f2f0ea', '#7b4b2a']), { back: true, seated: true });
  });
  s.glow(vx, 0, 900, '#fff6e0', 0.25);
};

export const PAINTERS: Record<PictureSubject, Painter> = {
  'city-street': cityStreet,
  river,
  'paddy-field': paddyField,
  crowd,
  stadium,
  classroom,
  hospital,
  market,
  'night-sky': nightSky,
  laboratory,
  government,
  factory,
  flood,
  portrait,
  forest,
  meeting,
};
