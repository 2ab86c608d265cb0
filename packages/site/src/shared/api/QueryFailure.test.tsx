import { act, screen } from '@testing-library/react';
import type { ApiError } from '@wl/api-client';
import type { Brand } from '@wl/brand-config';
import { changeLanguage } from '@wl/i18n';
import { describe, expect, it, vi } from 'vitest';
import lotus from '../../../../../brands/lotus.json';
import { renderWithProviders } from '../testing/renderWithProviders.test-helper';
import { QueryFailure } from './QueryFailure';

const networkDown: ApiError = {
  kind: 'network',
  message: 'Failed to fetch',
  messageKey: 'errors.network',
};

describe('QueryFailure', () => {
  it("shows the catalogue's message for a failed call and retries on request", async () => {
    const onRetry = vi.fn();
    const { user } = await renderWithProviders(
      <QueryFailure error={networkDown} onRetry={onRetry} />,
    );
    expect(screen.getByText('Network link is abnormal, please try again')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("shows the server's own refusal text, and the unknown-error message for anything else", async () => {
    const refusal: ApiError = {
      kind: 'envelope',
      message: 'Game is under maintenance',
      code: 'GAME_CLOSED',
    };
    await renderWithProviders(
      <>
        <QueryFailure title="Games" error={refusal} onRetry={() => {}} />
        <QueryFailure title="Winners" error={new Error('boom')} onRetry={() => {}} />
      </>,
    );
    expect(screen.getByText('Game is under maintenance')).toBeInTheDocument();
    expect(screen.getByText('Unknown error')).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it("speaks the player's language", async () => {
    const { i18n } = await renderWithProviders(
      <QueryFailure error={networkDown} onRetry={() => {}} />,
      {
        brand: lotus as Brand,
      },
    );
    await act(async () => {
      await changeLanguage(i18n, 'ZH');
    });
    expect(await screen.findByText('网络连接异常，请重试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
