import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { HtmlContent } from './HtmlContent';
import { sanitizeHtml, withoutInlineHandlers } from './sanitizeHtml';

describe('withoutInlineHandlers', () => {
  it('drops on...= attributes, quoted or not, in any case, before the markup is parsed', () => {
    expect(
      withoutInlineHandlers(
        `<img src="x" onerror="alert(1)"><b ONCLICK='x()'>b</b><svg onload=alert(2)></svg><p>on = fine</p>`,
      ),
    ).toBe('<img src="x"><b>b</b><svg></svg><p>on = fine</p>');
  });
});

describe('sanitizeHtml', () => {
  it('gives a picture without a description an empty alt (decoration), and keeps a given one', () => {
    expect(sanitizeHtml('<img src="/a.png"><img src="/b.png" alt="Prize">')).toBe(
      '<img src="/a.png" alt=""><img src="/b.png" alt="Prize">',
    );
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x.png" onerror="steal()"><a href="javascript:steal()">x</a><iframe src="https://evil.example"></iframe>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(clean).toContain('<p>Hi</p>');
    expect(clean).toContain('<img src="x.png" alt="">');
  });

  it('gives links rel noopener and a new tab', () => {
    const clean = sanitizeHtml('<a href="https://promo.example" target="_self">Promo</a>');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).toContain('target="_blank"');
  });
});

describe('HtmlContent', () => {
  it('renders the cleaned markup', () => {
    renderWithTheme(
      <HtmlContent html={'<h3>Deposit bonus</h3><a href="/promo" onmouseover="x()">Read</a>'} />,
    );
    expect(screen.getByRole('heading', { name: 'Deposit bonus' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Read' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).not.toHaveAttribute('onmouseover');
  });
});
