import { screen, waitFor } from '@testing-library/react';
import { API_PATHS } from '@wl/api-client';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders.test-helper';
import { CaptchaField } from './CaptchaField';
import { useCaptcha } from './useCaptcha';

function CaptchaForm() {
  const captcha = useCaptcha();
  const [answer, setAnswer] = useState('');
  return (
    <CaptchaField
      value={answer}
      onChange={setAnswer}
      image={captcha.image}
      loading={captcha.loading}
      loadError={captcha.loadError}
      onRefresh={captcha.refresh}
    />
  );
}

describe('CaptchaField', () => {
  it('shows why the image failed and a retry instead of an endless spinner; retry loads a new one', async () => {
    const { user, calls, platform } = await renderWithProviders(<CaptchaForm />, {
      setUp: (sim) => sim.dev('/__sim/faults', { body: { path: API_PATHS.captcha, status: 503 } }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await platform.dev(`/__sim/faults?path=${API_PATHS.captcha}`, { method: 'DELETE' });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const refresh = await screen.findByRole('button', {
      name: 'Click the image to get a new code',
    });
    // The button is there while the new image loads (busy, with a spinner); then it shows the image.
    await waitFor(() =>
      expect(refresh.querySelector('img')).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png;base64,/),
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const keys = calls.filter((c) => c.path === API_PATHS.captcha).map((c) => c.query.get('key'));
    expect(new Set(keys).size).toBe(2); // the retry asks for a new captcha key
  });
});
