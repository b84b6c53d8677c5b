import type { UserType } from '@dating/platform';
import type { SeededRandom } from './profile-generator.js';

/** What a demo portrait shows of its member: the hair and eye colours of her profile. */
export interface PortraitLook {
  sex: UserType;
  hairColor: string;
  eyesColor: string;
}

/** The portrait's size in pixels; it is drawn on a 600 x 800 canvas. */
export const PORTRAIT_WIDTH = 480;
export const PORTRAIT_HEIGHT = 640;

const BACKDROPS = [
  ['#f6d365', '#fda085'],
  ['#a1c4fd', '#c2e9fb'],
  ['#fbc2eb', '#a6c1ee'],
  ['#84fab0', '#8fd3f4'],
  ['#ffecd2', '#fcb69f'],
  ['#e0c3fc', '#8ec5fc'],
  ['#f093fb', '#f5576c'],
  ['#fdfbfb', '#ebedee'],
  ['#d4fc79', '#96e6a1'],
  ['#ff9a9e', '#fecfef'],
];

/** Hair by the profile's `hair_color` (a man's dyed hair is drawn grey), with its lighter shine. */
const HAIR: Record<string, readonly (readonly [string, string])[]> = {
  blond: [['#d9b26f', '#f3dca4']],
  brown: [['#6b4226', '#9a6a45']],
  brunette: [['#2e1d14', '#5a3b2a']],
  redhead: [['#a2452a', '#d0714a']],
  colored: [
    ['#7a3b8f', '#a766bd'],
    ['#b8456f', '#e07a9f'],
  ],
};
const GREY_HAIR = ['#8a8580', '#bdb8b2'] as const;

/** Irises by the profile's `eyes_color`. */
const IRIS: Record<string, string> = {
  black: '#2a1d17',
  green: '#4f8a4a',
  gray: '#7d8a94',
  brown: '#6b3f22',
  'light-brown': '#a0703c',
  blue: '#4a7fb5',
};

/** Skin tones, each with the darker shade its shadows and lines use. */
const SKIN = [
  ['#f6dcc8', '#d9a98a'],
  ['#f0cfb4', '#cf9a78'],
  ['#e3b896', '#bf8a66'],
  ['#d3a07c', '#a8734f'],
  ['#b98360', '#8c5a3b'],
] as const;
const LIPS = ['#c9566b', '#b84a5a', '#d46a78', '#a8454f'];
const TOPS = ['#b23a48', '#3a6ea5', '#2f8f6b', '#6b4c9a', '#d17a22', '#222831', '#c0587e', '#f4efe6'];

interface Paint {
  hair: string;
  shine: string;
  skin: string;
  shade: string;
  iris: string;
  top: string;
}

/**
 * A demo member's portrait as SVG: a soft backdrop with light circles and an illustrated head and
 * shoulders in the colours of her profile (hair, eyes) with a face (eyes with irises, brows, nose,
 * lips), a hairstyle of a few, a lady's earrings or necklace, a man's collar and sometimes stubble.
 * Nothing is drawn in the corners: the site's cards put their badges there.
 */
export function portraitSvg(random: SeededRandom, look: PortraitLook): string {
  const [from, to] = random.pick(BACKDROPS);
  const [hair, shine] = look.sex === 'man' && look.hairColor === 'colored' ? GREY_HAIR : random.pick(HAIR[look.hairColor] ?? HAIR.brown!);
  const [skin, shade] = random.pick(SKIN);
  const paint: Paint = { hair, shine, skin, shade, iris: IRIS[look.eyesColor] ?? IRIS.brown!, top: random.pick(TOPS) };
  const tilt = random.int(-5, 5);
  const bokeh = Array.from({ length: 7 }, () => {
    const r = random.int(30, 110);
    return `<circle cx="${random.int(0, 600)}" cy="${random.int(0, 400)}" r="${r}" fill="url(#bokeh)" fill-opacity="${(random.int(10, 28) / 100).toFixed(2)}"/>`;
  }).join('');
  const figure = look.sex === 'woman' ? lady(random, paint) : man(random, paint);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}" viewBox="0 0 600 800">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="light" cx="0.42" cy="0.36" r="0.75"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="0.55" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="${shade}" stop-opacity="0.45"/></radialGradient>
    <linearGradient id="neck" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade}"/><stop offset="0.45" stop-color="${skin}"/></linearGradient>
    <linearGradient id="cloth" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="1" stop-color="#000000" stop-opacity="0.18"/></linearGradient>
    <radialGradient id="iris" cx="0.5" cy="0.5" r="0.5"><stop offset="0.35" stop-color="${paint.iris}"/><stop offset="1" stop-color="#1b1410"/></radialGradient>
    <radialGradient id="bokeh"><stop offset="0.6" stop-color="#ffffff"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    <radialGradient id="blush"><stop offset="0" stop-color="#e5736f" stop-opacity="0.3"/><stop offset="1" stop-color="#e5736f" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="600" height="800" fill="url(#bg)"/>
  ${bokeh}
  <g transform="rotate(${tilt} 300 430)">${figure}
  </g>
</svg>`;
}

/** One eye at (x, y), the iris looking a little to one side; `lashes` draws a lady's lash line. */
function eye(x: number, y: number, p: Paint, lashes: boolean, id: string, gaze: number): string {
  const shape = `M${x - 25} ${y} Q${x} ${y - 17} ${x + 25} ${y} Q${x} ${y + 13} ${x - 25} ${y} Z`;
  const lid = lashes ? 4 : 2.6;
  return `
    <clipPath id="${id}"><path d="${shape}"/></clipPath>
    <path d="M${x - 22} ${y - 11} Q${x} ${y - 26} ${x + 23} ${y - 12}" stroke="${p.shade}" stroke-width="2.2" fill="none" stroke-opacity="0.55" stroke-linecap="round"/>
    <path d="${shape}" fill="#fbf6f2"/>
    <g clip-path="url(#${id})">
      <circle cx="${x + gaze}" cy="${y - 1}" r="11" fill="url(#iris)"/>
      <circle cx="${x + gaze}" cy="${y - 1}" r="4.6" fill="#120c09"/>
      <path d="M${x - 26} ${y - 6} Q${x} ${y - 20} ${x + 26} ${y - 6} L${x + 26} ${y - 2} Q${x} ${y - 14} ${x - 26} ${y - 2} Z" fill="${p.shade}" fill-opacity="0.35"/>
    </g>
    <circle cx="${x + gaze + 3.5}" cy="${y - 4.5}" r="2.6" fill="#ffffff" fill-opacity="0.9"/>
    <path d="M${x - 27} ${y + 1} Q${x} ${y - 19} ${x + 27} ${y - 2}" stroke="#2a1a14" stroke-width="${lid}" fill="none" stroke-linecap="round"/>
    ${lashes ? `<path d="M${x + 25} ${y - 2} l7 -5" stroke="#2a1a14" stroke-width="2.6" stroke-linecap="round"/>` : ''}
    <path d="M${x - 20} ${y + 8} Q${x} ${y + 14} ${x + 21} ${y + 6}" stroke="${p.shade}" stroke-width="1.6" fill="none" stroke-opacity="0.6"/>`;
}

/** Both eyes (each with its own clip path id) and the brows above them. */
function eyesAndBrows(p: Paint, lady: boolean, gaze: number, browLift: number): string {
  const brow = lady ? 5 : 8;
  const browColor = p.hair === GREY_HAIR[0] ? '#6f6a64' : p.hair;
  return `${eye(256, 402, p, lady, 'eyeL', gaze)}${eye(344, 402, p, lady, 'eyeR', gaze)}
    <path d="M226 ${372 - browLift} Q252 ${356 - browLift} 282 ${366 - browLift}" stroke="${browColor}" stroke-width="${brow}" fill="none" stroke-linecap="round"/>
    <path d="M318 ${366 - browLift} Q348 ${356 - browLift} 374 ${372 - browLift}" stroke="${browColor}" stroke-width="${brow}" fill="none" stroke-linecap="round"/>`;
}

const nose = (p: Paint) => `
    <path d="M296 410 Q290 446 284 458" stroke="${p.shade}" stroke-width="2.4" fill="none" stroke-opacity="0.55" stroke-linecap="round"/>
    <path d="M284 460 Q292 468 300 464 Q308 468 316 460" stroke="${p.shade}" stroke-width="2.6" fill="none" stroke-opacity="0.7" stroke-linecap="round"/>
    <ellipse cx="304" cy="446" rx="7" ry="12" fill="#ffffff" fill-opacity="0.16"/>`;

const ears = (p: Paint, y: number) => `
    <ellipse cx="192" cy="${y}" rx="16" ry="28" fill="${p.skin}"/><ellipse cx="192" cy="${y}" rx="8" ry="17" fill="${p.shade}" fill-opacity="0.45"/>
    <ellipse cx="408" cy="${y}" rx="16" ry="28" fill="${p.skin}"/><ellipse cx="408" cy="${y}" rx="8" ry="17" fill="${p.shade}" fill-opacity="0.45"/>`;

/** A lady: one of four hairstyles (long straight, long wavy, a bob, hair up), blush and lips, earrings or a necklace. */
function lady(random: SeededRandom, p: Paint): string {
  const style = random.pick(['straight', 'wavy', 'bob', 'up'] as const);
  const lips = random.pick(LIPS);
  const gaze = random.int(-3, 3);
  const face = 'M300 262 C370 262 410 322 408 398 C406 466 366 528 300 540 C234 528 194 466 192 398 C190 322 230 262 300 262 Z';
  const back = {
    straight: 'M168 370 C150 210 450 210 432 370 L462 660 C400 632 200 632 138 660 Z',
    wavy: 'M170 370 C150 210 450 210 430 370 C470 430 440 480 472 540 C500 600 450 640 470 680 C400 650 200 650 130 680 C150 640 100 600 128 540 C160 480 130 430 170 370 Z',
    bob: 'M172 380 C150 210 450 210 428 380 L440 540 C420 560 380 560 360 548 L240 548 C220 560 180 560 160 540 Z',
    up: 'M300 178 C338 178 356 200 356 226 C356 250 338 262 300 262 C262 262 244 250 244 226 C244 200 262 178 300 178 Z',
  }[style];
  const fringe =
    style === 'up'
      ? 'M190 404 C172 188 428 188 410 404 C400 332 358 296 300 298 C242 296 200 332 190 404 Z'
      : random.chance(0.5)
        ? 'M190 410 C172 192 428 192 410 410 C404 340 372 300 336 292 C296 318 246 340 212 392 Z'
        : 'M190 410 C172 192 428 192 410 410 C402 344 362 304 306 300 C300 320 296 300 294 300 C238 304 198 344 190 410 Z';
  const jewel =
    style === 'up' || style === 'bob'
      ? `<circle cx="194" cy="448" r="6" fill="#f3d37a"/><circle cx="406" cy="448" r="6" fill="#f3d37a"/>`
      : `<path d="M250 616 Q300 668 350 616" stroke="#f3d37a" stroke-width="2.4" fill="none"/><circle cx="300" cy="646" r="6" fill="#f3d37a"/>`;
  const shine =
    style === 'up'
      ? ''
      : `<path d="M230 300 C260 270 330 262 372 290" stroke="${p.shine}" stroke-width="10" fill="none" stroke-opacity="0.45" stroke-linecap="round"/>`;
  return `
    <path d="${back}" fill="${p.hair}"/>
    <path d="M262 480 L262 612 L338 612 L338 480 Z" fill="url(#neck)"/>
    <path d="M96 800 C104 680 180 616 262 600 Q300 612 338 600 C420 616 496 680 504 800 Z" fill="${p.skin}"/>
    <path d="M96 800 C104 690 170 640 226 626 Q300 700 374 626 C430 640 496 690 504 800 Z" fill="${p.top}"/>
    <path d="M96 800 C104 690 170 640 226 626 Q300 700 374 626 C430 640 496 690 504 800 Z" fill="url(#cloth)"/>
    ${jewel}${style === 'up' || style === 'bob' ? ears(p, 420) : ''}
    <path d="${face}" fill="${p.skin}"/>
    <path d="${face}" fill="url(#light)"/>
    <ellipse cx="238" cy="458" rx="28" ry="16" fill="url(#blush)"/>
    <ellipse cx="362" cy="458" rx="28" ry="16" fill="url(#blush)"/>
    ${eyesAndBrows(p, true, gaze, random.int(0, 4))}${nose(p)}
    <path d="M268 492 Q284 480 300 486 Q316 480 332 492 Q300 498 268 492 Z" fill="${lips}"/>
    <path d="M268 492 Q300 520 332 492 Q300 500 268 492 Z" fill="${lips}" fill-opacity="0.85"/>
    <ellipse cx="306" cy="503" rx="9" ry="3" fill="#ffffff" fill-opacity="0.35"/>
    <path d="M270 492 Q300 500 330 492" stroke="#7a2a35" stroke-width="1.6" fill="none" stroke-opacity="0.6"/>
    <path d="${fringe}" fill="${p.hair}"/>
    ${shine}`;
}

/** A man: short hair (a crop, a side part or a wave), straighter brows, a collar, sometimes stubble. */
function man(random: SeededRandom, p: Paint): string {
  const gaze = random.int(-2, 2);
  const face = 'M300 262 C372 262 414 320 412 398 C410 470 378 530 300 546 C222 530 190 470 188 398 C186 320 228 262 300 262 Z';
  const hair = random.pick([
    'M188 392 C176 300 212 246 300 244 C388 246 424 300 412 392 C406 352 396 330 372 322 C340 310 260 310 228 322 C206 330 194 352 188 392 Z',
    'M188 396 C172 296 214 238 306 238 C392 242 426 300 412 396 C406 344 394 318 360 306 C330 312 290 300 250 322 C214 336 196 356 188 396 Z',
    'M188 390 C170 290 222 232 304 236 C390 238 428 296 412 390 C404 340 388 312 356 306 C340 290 312 316 290 302 C268 292 250 316 226 318 C206 330 194 352 188 390 Z',
  ]);
  const stubble = random.chance(0.35)
    ? `<path d="M214 470 C236 520 268 540 300 544 C332 540 364 520 386 470 C370 500 340 478 300 478 C260 478 230 500 214 470 Z" fill="${p.hair}" fill-opacity="0.2"/>`
    : '';
  return `
    <path d="M258 478 L258 606 L342 606 L342 478 Z" fill="url(#neck)"/>
    <path d="M60 800 C70 650 168 596 262 590 L300 640 L338 590 C432 596 530 650 540 800 Z" fill="${p.top}"/>
    <path d="M60 800 C70 650 168 596 262 590 L300 640 L338 590 C432 596 530 650 540 800 Z" fill="url(#cloth)"/>
    <path d="M250 584 L300 650 L276 676 L232 606 Z" fill="#ffffff" fill-opacity="0.9"/>
    <path d="M350 584 L300 650 L324 676 L368 606 Z" fill="#ffffff" fill-opacity="0.9"/>
    ${ears(p, 412)}
    <path d="${face}" fill="${p.skin}"/>
    <path d="${face}" fill="url(#light)"/>
    ${stubble}
    ${eyesAndBrows(p, false, gaze, random.int(0, 3))}${nose(p)}
    <path d="M270 498 Q300 508 330 498" stroke="#8a4a44" stroke-width="3.2" fill="none" stroke-linecap="round"/>
    <path d="M280 508 Q300 520 320 508" stroke="${p.shade}" stroke-width="3" fill="none" stroke-opacity="0.45" stroke-linecap="round"/>
    <path d="${hair}" fill="${p.hair}"/>
    <path d="M236 290 C270 268 330 264 366 284" stroke="${p.shine}" stroke-width="8" fill="none" stroke-opacity="0.35" stroke-linecap="round"/>`;
}
