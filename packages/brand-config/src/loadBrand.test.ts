import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BrandConfigError, loadBrand } from './loadBrand';

const brandsDir = path.resolve(import.meta.dirname, '../../../brands');
const scratch = mkdtempSync(path.join(tmpdir(), 'brand-'));

function writeBrand(name: string, text: string): string {
  const file = path.join(scratch, name);
  writeFileSync(file, text);
  return file;
}

describe('loadBrand', () => {
  it('loads a valid brand', () => {
    expect(loadBrand(path.join(brandsDir, 'lotus.json')).merchantCode).toBe('LTS88');
  });

  it('throws naming the file, the JSON path and what was expected', () => {
    const brand = JSON.parse(JSON.stringify(loadBrand(path.join(brandsDir, 'aurora.json'))));
    brand.prizeModes = ['Lott', 'Bingo'];
    const file = writeBrand('broken.json', JSON.stringify(brand));
    expect(() => loadBrand(file)).toThrowError(BrandConfigError);
    expect(() => loadBrand(file)).toThrowError(
      `Invalid brand file ${file}:\n  $.prizeModes[1]: expected one of "Lott", "ZY", "Elott", "SEA", got "Bingo"`,
    );
  });

  it('reports JSON syntax errors with the file name', () => {
    const file = writeBrand('syntax.json', '{ "code": "x", }');
    expect(() => loadBrand(file)).toThrowError(
      new RegExp(
        `Invalid brand file ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\n  \\$: is not valid JSON`,
      ),
    );
  });

  it('reports a missing file', () => {
    expect(() => loadBrand(path.join(scratch, 'nope.json'))).toThrowError(
      /nope\.json:\n {2}\$: cannot be read/,
    );
  });
});
