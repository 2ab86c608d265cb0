import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { LotteryMenuItem } from '@wl/api-client';
import { createReloadScheduler, type TimerEnvironment } from '@wl/lottery-engine';
import { useBrand } from '../../shared/brand/BrandContext';
import { useGetLotteryMenusQuery, type LotteryMenus } from './api';
import { browserTimers, createDrawClock, type DrawClock } from './drawClock';
import { cardTiming, drawTargets, mergeMenus, reloadInputs, type CardTiming } from './menuTiming';

interface LotteryTimingValue {
  /** Every lottery the brand sells (its prize modes' menus), in menu order. */
  menus: LotteryMenuItem[];
  /** The Vietnamese menu's games the brand sells (their tags make the widget's tabs). */
  vietnamese: LotteryMenuItem[];
  targets: ReadonlyMap<number, number>;
  clock: DrawClock;
  isLoading: boolean;
  /** The last load failed (the previous menus, if any, are still shown). */
  error: unknown;
  retry: () => void;
}

const LotteryTimingContext = createContext<LotteryTimingValue | null>(null);

export interface LotteryTimingProviderProps {
  children: ReactNode;
  /** The clock and timers (tests pass fake ones). */
  timers?: TimerEnvironment<ReturnType<typeof setTimeout>>;
}

/**
 * Loads the brand's lottery menus and keeps every countdown under it on time: one ticker for all
 * cards, the menus reloaded on the engine's delay (smallest remaining time minus half the round
 * trip, 7-30 s), draw targets settled so a reload never makes a countdown go up.
 */
export function LotteryTimingProvider({
  children,
  timers = browserTimers,
}: LotteryTimingProviderProps) {
  const brand = useBrand();
  const query = useGetLotteryMenusQuery(
    { prizeModes: brand.prizeModes },
    // Cached menus from an earlier visit are shown at once and refreshed when older than 20 s.
    { refetchOnMountOrArgChange: 20 },
  );
  const { data, error, isLoading, refetch } = query;
  const clock = useMemo(() => createDrawClock(timers), [timers]);
  // The clock runs as long as the screen does, so cards coming and going (a new tab, a list
  // mode) never restart it.
  useEffect(() => clock.subscribe(() => undefined), [clock]);

  // Targets follow each new answer, settled against the ones shown (adjusted while rendering, so
  // the first frame with new menus already has their targets).
  const [settled, setSettled] = useState<{ data?: LotteryMenus; targets: Map<number, number> }>({
    targets: new Map(),
  });
  if (data !== settled.data) {
    setSettled((previous) => ({
      data,
      targets: data ? drawTargets(data.answers, previous.targets, timers.now()) : previous.targets,
    }));
  }

  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  const scheduler = useMemo(
    () =>
      createReloadScheduler({
        ...timers,
        reload: async () => {
          await refetchRef.current().unwrap();
        },
      }),
    [timers],
  );
  useEffect(() => () => scheduler.stop(), [scheduler]);
  useEffect(() => {
    if (!data) return;
    const { minRemainMs, rttMs } = reloadInputs(data.answers, timers.now());
    scheduler.schedule(minRemainMs, rttMs);
  }, [data, scheduler, timers]);

  const value = useMemo<LotteryTimingValue>(
    () => ({
      menus: data ? mergeMenus(data.answers) : [],
      vietnamese: data?.vietnamese ?? [],
      targets: settled.targets,
      clock,
      isLoading,
      error,
      retry: () => void refetchRef.current(),
    }),
    [clock, data, error, isLoading, settled.targets],
  );
  return <LotteryTimingContext.Provider value={value}>{children}</LotteryTimingContext.Provider>;
}

export function useLotteryTiming(): LotteryTimingValue {
  const value = useContext(LotteryTimingContext);
  if (!value) throw new Error('useLotteryTiming needs a LotteryTimingProvider');
  return value;
}

/** A card's countdown, re-read on every tick of the shared clock. */
export function useCardTiming(game: LotteryMenuItem): CardTiming {
  const { clock, targets } = useLotteryTiming();
  const now = useSyncExternalStore(clock.subscribe, clock.now);
  return cardTiming(game, targets.get(game.gameId), now);
}
