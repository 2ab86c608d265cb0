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

  it('never changes text or attribute values: a handler-like text inside quotes stays, its quotes balanced', () => {
    const markup = [
      '<p><a title="x onmouseover=steal()">Claim</a> bonus 1</p>',
      '<p><iframe srcdoc="&lt;img src=x onerror=parent.steal()&gt;"></iframe> bonus 2</p>',
      "<p title='a onclick=b'>Lucky onclick=c spin</p>",
      '<p><img/src=x/onerror=steal()> bonus 3</p>',
    ].join('');
    expect(withoutInlineHandlers(markup)).toBe(markup);
    expect(withoutInlineHandlers('<img src=x onerror\t=\tsteal() alt=y><p/onclick=z>t')).toBe(
      '<img src=x alt=y><p>t',
    );
    expect(withoutInlineHandlers('<img src="x')).toBe('<img src="x');
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

  it('keeps the text after a quoted attribute that looks like a handler', () => {
    const clean = sanitizeHtml(
      '<p>Lucky spin <a title="x onmouseover=steal()">Claim</a> bonus</p><p>Read on</p>',
    );
    expect(clean).toBe(
      '<p>Lucky spin <a title="x onmouseover=steal()">Claim</a> bonus</p><p>Read on</p>',
    );
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
