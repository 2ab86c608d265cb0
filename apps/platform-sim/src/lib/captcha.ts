import { randomInt } from 'node:crypto';
import { RgbImage } from './png';

/** 5x7 bitmap digits, one string of 5 bits per row. */
const DIGITS: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

const WIDTH = 120;
const HEIGHT = 40;
const SCALE = 4;

export const CAPTCHA_LENGTH = 4;

export function newCaptchaAnswer(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => String(randomInt(10))).join('');
}

const randomColour = (low: number, high: number): [number, number, number] => [
  randomInt(low, high),
  randomInt(low, high),
  randomInt(low, high),
];

/** Draws the digits with jitter, noise dots and crossing lines; returns the PNG bytes. */
export function renderCaptcha(answer: string): Buffer {
  const image = new RgbImage(WIDTH, HEIGHT, [240, 240, 235]);
  for (let i = 0; i < 260; i++)
    image.set(randomInt(WIDTH), randomInt(HEIGHT), randomColour(120, 220));
  [...answer].forEach((digit, index) => {
    const rows = DIGITS[digit] ?? [];
    const colour = randomColour(10, 110);
    const left = 10 + index * 27 + randomInt(-2, 3);
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
