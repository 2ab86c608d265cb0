import { describe, expect, it } from 'vitest';
import { isRegisterRoute, withoutRepeatedTitle } from './routes';

describe('announcement helpers', () => {
  it('knows the register routes', () => {
    expect(['/register', '/register.html', '/register/'].map(isRegisterRoute)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['/', '/registered', '/login'].map(isRegisterRoute)).toEqual([false, false, false]);
  });

  it('drops a leading heading that repeats the title, nothing else', () => {
    expect(withoutRepeatedTitle('<h3>Lucky (draw)</h3><p>Friday</p>', 'Lucky (draw)')).toBe(
      '<p>Friday</p>',
    );
    expect(withoutRepeatedTitle('<p>intro</p><h3>Lucky</h3>', 'Lucky')).toBe(
      '<p>intro</p><h3>Lucky</h3>',
    );
    expect(withoutRepeatedTitle('<h3>Other</h3>', 'Lucky')).toBe('<h3>Other</h3>');
  });
});
