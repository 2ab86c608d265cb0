import { screen, waitFor } from '@testing-library/react';
import type { SiteStatus } from '@wl/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import { SiteStatusGate } from './SiteStatusGate';

function statusAnswer(overrides: Partial<SiteStatus> = {}): SiteStatus {
  return {
    status: 0,
    info: {
      whitelabel: [],
      register: {} as SiteStatus['info']['register'],
      resources: [],
      customerService: [
        { csType: 'LIVECHAT', path: 'https://cs.example/chat', title: 'Live chat' },
      ],
      analytics: [],
      imageCDNs: [],
      launchGameCDNs: [],
    },
    maintenance: null,
    regionRestriction: null,
    maintenanceEnd: null,
    location: { ip: '203.0.113.9', countryCode: 'VN' },
    ...overrides,
  };
}

const site = <h1>The site</h1>;

afterEach(() => vi.restoreAllMocks());

describe('SiteStatusGate', () => {
  it('asks with the current host and shows the site for status 0', async () => {
    const { calls } = await renderWithProviders(
      <SiteStatusGate host="play.aurora.example">{site}</SiteStatusGate>,
      {
        routes: { 'GET /wps/system/status': statusAnswer() },
      },
    );
    expect(await screen.findByRole('heading', { name: 'The site' })).toBeInTheDocument();
    const call = calls.find((c) => c.path === '/wps/system/status');
    expect(call?.query.get('url')).toBe('play.aurora.example');
  });

  it('shows a loader while the call runs', async () => {
    // Held from the start: answering does not depend on the call having been made yet.
    let answer: (value: unknown) => void = () => {};
    const held = new Promise((resolve) => (answer = resolve));
    await renderWithProviders(<SiteStatusGate host="h">{site}</SiteStatusGate>, {
      routes: { 'GET /wps/system/status': () => held },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Checking the site status');
    expect(screen.queryByRole('heading', { name: 'The site' })).not.toBeInTheDocument();
    answer(statusAnswer());
    expect(await screen.findByRole('heading', { name: 'The site' })).toBeInTheDocument();
  });

  it('status 1: maintenance page with title, end time, info and a 440x750 customer-service window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: {} } as Window);
    const { user } = await renderWithProviders(<SiteStatusGate host="h">{site}</SiteStatusGate>, {
      routes: {
        'GET /wps/system/status': statusAnswer({
          status: 1,
          maintenance: {
            title: 'Scheduled upgrade',
            info: 'We are adding new games.',
            startTime: '2025-03-01T08:00:00Z',
            endTime: '2025-03-01T10:30:00Z',
          },
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Scheduled upgrade' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The site' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Expected to end at .*Mar 1, 2025/)).toBeInTheDocument();
    expect(screen.getByText('We are adding new games.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Contact customer service' }));
    expect(open).toHaveBeenCalledWith(
      'https://cs.example/chat',
      'customerService',
      expect.stringMatching(/width=440,height=750/),
    );
  });

  it('status 1 without details: translated defaults and no end time', async () => {
    await renderWithProviders(<SiteStatusGate host="h">{site}</SiteStatusGate>, {
      routes: { 'GET /wps/system/status': statusAnswer({ status: 1 }) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'System maintenance' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Expected to end/)).not.toBeInTheDocument();
  });

  it('status 2: restricted page with the visitor IP, info, apology; blocked popup says so', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await renderWithProviders(<SiteStatusGate host="h">{site}</SiteStatusGate>, {
      routes: {
        'GET /wps/system/status': statusAnswer({
          status: 2,
          regionRestriction: { info: 'Not available in your region.', ip: '198.51.100.1' },
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access restricted' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your IP address: 203.0.113.9')).toBeInTheDocument();
    expect(screen.getByText('Not available in your region.')).toBeInTheDocument();
    expect(screen.getByText(/We apologise for the inconvenience/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Contact customer service' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Popup blocked');
  });

  it('a failed call shows the catalogue message and retries into the site', async () => {
    let fail = true;
    const { user } = await renderWithProviders(<SiteStatusGate host="h">{site}</SiteStatusGate>, {
      routes: {
        'GET /wps/system/status': () => {
          if (fail) throw new TypeError('Failed to fetch');
          return statusAnswer();
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The site could not be reached');
    expect(alert).toHaveTextContent('Network link is abnormal, please try again');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'The site' })).toBeInTheDocument(),
    );
  });
});
