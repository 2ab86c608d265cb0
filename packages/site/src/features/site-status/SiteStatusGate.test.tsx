import { screen, waitFor } from '@testing-library/react';
import { API_PATHS, type SiteStatus } from '@wl/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  renderWithProviders,
  type RouteHandler,
} from '../../shared/testing/renderWithProviders.test-helper';
import { SiteStatusGate } from './SiteStatusGate';

const site = <h1>The site</h1>;

afterEach(() => vi.restoreAllMocks());

describe('SiteStatusGate', () => {
  it('asks with the current host and shows the site for status 0', async () => {
    const { calls } = await renderWithProviders(
      <SiteStatusGate host="play.aurora.example">{site}</SiteStatusGate>,
    );
    expect(await screen.findByRole('heading', { name: 'The site' })).toBeInTheDocument();
    const call = calls.find((c) => c.path === API_PATHS.status);
    expect(call?.query.get('url')).toBe('play.aurora.example');
  });

  it('shows a loader while the call runs', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await renderWithProviders(<SiteStatusGate host="h">{site}</SiteStatusGate>, {
      routes: {
        // Held open, then the simulator answers: a latency fault needs fake timers, under which the
        // render itself never settles.
        [`GET ${API_PATHS.status}`]: (async (_call, simulator) => {
          await released;
          return simulator();
        }) satisfies RouteHandler,
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Checking the site status');
    expect(screen.queryByRole('heading', { name: 'The site' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'The site' })).toBeInTheDocument();
  });

  it('status 1: maintenance page with title, end time, info and a 440x750 customer-service window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: {} } as Window);
    const { user } = await renderWithProviders(<SiteStatusGate host="h">{site}</SiteStatusGate>, {
      setUp: (sim) =>
        sim.dev('/__sim/status', {
          body: {
            merchant: 'AUR01',
            status: 1,
            endTime: '2025-03-01T10:30:00Z',
            info: 'We are adding new games.',
          },
        }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'System maintenance' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The site' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Expected to end at .*Mar 1, 2025/)).toBeInTheDocument();
    expect(screen.getByText('We are adding new games.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Contact customer service' }));
    // The platform's live chat (the simulator's customer-service list).
    expect(open).toHaveBeenCalledWith(
      'https://chat.example.com/live',
      'customerService',
      expect.stringMatching(/width=440,height=750/),
    );
  });

  it('status 1 without details: translated defaults and no end time', async () => {
    await renderWithProviders(<SiteStatusGate host="h">{site}</SiteStatusGate>, {
      setUp: (sim) => sim.dev('/__sim/status', { body: { merchant: 'AUR01', status: 1 } }),
      routes: {
        // The simulator always sends a maintenance title, info and end; a platform may send none.
        [`GET ${API_PATHS.status}`]: (async (_call, simulator) => {
          const { value } = (await (await simulator()).json()) as { value: SiteStatus };
          return { ...value, maintenance: null, maintenanceEnd: null };
        }) satisfies RouteHandler,
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'System maintenance' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Expected to end/)).not.toBeInTheDocument();
    expect(screen.queryByText(/We are upgrading the site/)).not.toBeInTheDocument();
  });

  it('status 2: restricted page with the visitor IP, info, apology; blocked popup says so', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await renderWithProviders(<SiteStatusGate host="h">{site}</SiteStatusGate>, {
      setUp: (sim) =>
        sim.dev('/__sim/status', {
          body: {
            merchant: 'AUR01',
            status: 2,
            info: 'Not available in your region.',
            ip: '198.51.100.1',
          },
        }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access restricted' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your IP address: 198.51.100.1')).toBeInTheDocument();
    expect(screen.getByText('Not available in your region.')).toBeInTheDocument();
    expect(screen.getByText(/We apologise for the inconvenience/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Contact customer service' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Popup blocked');
  });

  it('a failed call shows the catalogue message and retries into the site', async () => {
    const { user, platform } = await renderWithProviders(
      <SiteStatusGate host="h">{site}</SiteStatusGate>,
      {
        setUp: (sim) => sim.dev('/__sim/faults', { body: { path: API_PATHS.status, drop: true } }),
      },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The site could not be reached');
    expect(alert).toHaveTextContent('Network link is abnormal, please try again');
    await platform.dev(`/__sim/faults?path=${API_PATHS.status}`, { method: 'DELETE' });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'The site' })).toBeInTheDocument(),
    );
  });
});
