import { Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { vars } from '@wl/ui-kit';
import { Link, useLocation } from 'react-router-dom';
import { iconButtonStyles } from '../../shared/ui/iconButtonStyles';
import styled, { css } from 'styled-components';
import { useApiErrorMessage } from '../../shared/api/useApiErrorMessage';
import { categoryOfRoute, useGameCategories, useLaunchGame } from '../../shared/games';
import { menuCategories, selectedVendorCode, type MenuCategory } from './menuCategories';
import { MenuLoadFailed } from './MenuLoadFailed';
import { CategoryIcon, MenuIcon } from './menuIcons';
import { MenuSkeleton } from './menuLayout';
import { rowStyles } from './menuStyles';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.xxs};
`;

const EntryLink = styled(Link)<{ $mini: boolean }>`
  ${rowStyles}
`;

const ExpandButton = styled.button`
  ${iconButtonStyles}
  flex: none;
  width: 36px;
  height: 36px;
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Vendors = styled.ul`
  margin: 0 0 ${vars.space.xs};
  padding: 0;
  padding-inline-start: ${vars.space.lg};
  list-style: none;
`;

/** A vendor's entry, a link to its lobby tab or a button that enters it. */
const vendorRowStyles = css`
  ${rowStyles}
  min-height: 36px;
  font-size: 13px;
  img {
    width: 20px;
    height: 20px;
    object-fit: contain;
  }
`;

const VendorRow = styled(Link)<{ $mini?: boolean }>`
  ${vendorRowStyles}
`;

const VendorButton = styled.button<{ $mini?: boolean }>`
  ${vendorRowStyles}
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

interface VendorListProps {
  id: string;
  label: string;
  entry: MenuCategory;
  onRoute: boolean;
  vendorCode: string;
}

/** An expanded category's 'All' entry and vendors (the launch code loads with the first open list). */
function VendorList({ id, label, entry, onRoute, vendorCode }: VendorListProps) {
  const { t } = useTranslation('sideMenu');
  const { launchVendor, launching } = useLaunchGame();
  return (
    <Vendors id={id} aria-label={label}>
      <li>
        <VendorRow to={entry.route} aria-current={onRoute && !vendorCode ? 'true' : undefined}>
          <span className="label">{t('all')}</span>
        </VendorRow>
      </li>
      {entry.vendors.map((vendor) => {
        const icon = vendor.iconUrl ? (
          <img src={vendor.iconUrl} alt="" loading="lazy" width={20} height={20} />
        ) : null;
        return (
          <li key={vendor.code}>
            {vendor.lobbyPath ? (
              <VendorRow
                to={vendor.lobbyPath}
                aria-current={
                  onRoute && vendorCode === vendor.code.toUpperCase() ? 'true' : undefined
                }
              >
                {icon}
                <span className="label">{vendor.name}</span>
              </VendorRow>
            ) : (
              // Sports books have no lobby tab: the entry enters the vendor (login first for guests).
              <VendorButton
                type="button"
                disabled={launching}
                onClick={() =>
                  void launchVendor({ vassalage: vendor.code, gameType: entry.gameType })
                }
              >
                {icon}
                <span className="label">{vendor.name}</span>
              </VendorButton>
            )}
          </li>
        );
      })}
    </Vendors>
  );
}

interface CategoryItemProps {
  entry: MenuCategory;
  mini: boolean;
  expanded: boolean;
  onToggle: () => void;
  onRoute: boolean;
  vendorCode: string;
}

function CategoryItem({ entry, mini, expanded, onToggle, onRoute, vendorCode }: CategoryItemProps) {
  const { t } = useTranslation(['sideMenu', 'games']);
  const listId = useId();
  const name = t(`games:categories.${entry.category}`);
  const providers = t('providers', { category: name });
  return (
    <li>
      <Row>
        <EntryLink
          to={entry.route}
          $mini={mini}
          aria-current={onRoute ? 'page' : undefined}
          aria-label={mini ? name : undefined}
          title={mini ? name : undefined}
        >
          <CategoryIcon category={entry.category} />
          {!mini && <span className="label">{name}</span>}
        </EntryLink>
        {!mini && (
          <ExpandButton
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-label={providers}
            onClick={onToggle}
          >
            <MenuIcon name="chevron" size={16} />
          </ExpandButton>
        )}
      </Row>
      {!mini && expanded && (
        <Suspense
          fallback={
            <Vendors id={listId} aria-label={providers} aria-busy="true">
              <MenuSkeleton $height={36} aria-hidden="true" />
            </Vendors>
          }
        >
          <VendorList
            id={listId}
            label={providers}
            entry={entry}
            onRoute={onRoute}
            vendorCode={vendorCode}
          />
        </Suspense>
      )}
    </li>
  );
}

/**
 * The brand's game categories as menu entries (list items of the menu's list): each links to its page
 * and, in open form, expands to an 'All' entry and its vendors (icon and name). The category of the
 * current page is expanded and marked current.
 */
export function GameCategories({ mini }: { mini: boolean }) {
  const messageOf = useApiErrorMessage();
  const { categories, isLoading, error, refetch } = useGameCategories();
  const { pathname, search } = useLocation();
  const entries = useMemo(() => menuCategories(categories), [categories]);
  const current = categoryOfRoute(pathname);
  const vendorCode = selectedVendorCode(search);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(current ? [current] : []),
  );

  // Arriving on a category's page opens its vendor list (others stay as the player left them).
  useEffect(() => {
    if (current) setExpanded((open) => (open.has(current) ? open : new Set([...open, current])));
  }, [current]);

  if (isLoading)
    return (
      <>
        {Array.from({ length: 6 }, (_, i) => (
          <MenuSkeleton key={i} $height={36} aria-hidden="true" />
        ))}
      </>
    );
  if (error)
    return <MenuLoadFailed mini={mini} message={messageOf(error)} onRetry={() => void refetch()} />;

  const toggle = (category: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(category)) next.add(category);
      return next;
    });

  return (
    <>
      {entries.map((entry) => (
        <CategoryItem
          key={entry.category}
          entry={entry}
          mini={mini}
          expanded={expanded.has(entry.category)}
          onToggle={() => toggle(entry.category)}
          onRoute={current === entry.category}
          vendorCode={vendorCode}
        />
      ))}
    </>
  );
}
