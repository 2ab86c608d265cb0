import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { QRCode, qrPath } from './QRCode';

describe('QRCode', () => {
  it('renders a 100 px named SVG by default', () => {
    renderWithTheme(<QRCode value="https://aurora.example/app.apk" label="Android download" />);
    const svg = screen.getByRole('img', { name: 'Android download' });
    expect(svg).toHaveAttribute('width', '100');
    expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  });

  it('encodes different values differently', () => {
    expect(qrPath('https://a.example').path).not.toBe(qrPath('https://b.example').path);
    expect(qrPath('x').modules).toBeGreaterThanOrEqual(21);
  });
});
