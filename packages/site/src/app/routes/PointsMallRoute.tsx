import { lazyScreen } from '../../shared/lazy/lazyScreen';
import { LazyRoute } from '../../shared/lazy/LazyRoute';
import { MembersOnly } from './MembersOnly';

const pointsMall = lazyScreen<object>(() =>
  import('../../features/points-mall').then((m) => m.loadPointsMallPage()),
);

/** `/pointMall`: the members-only check, then the points mall screen (loaded only for a member). */
export function PointsMallRoute() {
  return (
    <MembersOnly>
      <LazyRoute screen={pointsMall} />
    </MembersOnly>
  );
}
