import { randomInt } from 'node:crypto';
import { RgbImage } from './png';

/**
 * 5x7 bitmap glyphs, one string of 5 bits per row: capital letters and digits without the look-alikes
 * 0/O and 1/I, so a player can always read the answer.
 */
const GLYPHS: Record<string, string[]> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  D: ['11100', '10010', '10001', '10001', '10001', '10010', '11100'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  G: ['01110', '10001', '10000', '10111', '10001', '10001', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  J: ['00111', '00010', '00010', '00010', '00010', '10010', '01100'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '10001', '11001', '10101', '10011', '10001', '10001'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  Q: ['01110', '10001', '10001', '10001', '10101', '10010', '01101'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  Z: ['11111', '00001', '00010', '00100', '01000', '10000', '11111'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

/** The characters an answer is drawn from (32: five of them give 33.5 million answers). */
export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');
export const CAPTCHA_LENGTH = 5;

// the proportions of the site's captcha frame (100 x 36, object-fit: cover): nothing is cropped
const WIDTH = 112;
const HEIGHT = 40;
const SCALE = 4;

export function newCaptchaAnswer(): string {
  return Array.from(
    { length: CAPTCHA_LENGTH },
    () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)],
  ).join('');
}

const randomColour = (low: number, high: number): [number, number, number] => [
  randomInt(low, high),
  randomInt(low, high),
  randomInt(low, high),
];

/** Draws the characters with jitter, noise dots and crossing lines; returns the PNG bytes. */
export function renderCaptcha(answer: string): Buffer {
  const image = new RgbImage(WIDTH, HEIGHT, [240, 240, 235]);
  for (let i = 0; i < 260; i++)
    image.set(randomInt(WIDTH), randomInt(HEIGHT), randomColour(120, 220));
  [...answer].forEach((character, index) => {
    const rows = GLYPHS[character] ?? [];
    const colour = randomColour(10, 110);
    const left = 5 + index * 21 + randomInt(-1, 2);
    const top = 4 + randomInt(0, 6);
    const slant = randomInt(-3, 4) / 10;
    rows.forEach((row, y) => {
      [...row].forEach((bit, x) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < SCALE; dy++) {
          for (let dx = 0; dx < SCALE - 1; dx++) {
            const py = top + y * SCALE + dy;
            image.set(left + x * (SCALE - 1) + dx + slant * (py - HEIGHT / 2), py, colour);
          }
        }
      });
    });
  });
  for (let line = 0; line < 3; line++) {
    const colour = randomColour(60, 180);
    let y = randomInt(HEIGHT);
    const drift = randomInt(-10, 11) / 40;
    for (let x = 0; x < WIDTH; x++) {
      image.set(x, y, colour);
      y = Math.min(HEIGHT - 1, Math.max(0, y + drift));
    }
  }
  return image.toPng();
}
