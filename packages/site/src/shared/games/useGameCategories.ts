import { useMemo } from 'react';
import { useBrand } from '../brand/BrandContext';
import { useGetVendorLanesQuery } from './api';
import { deriveCategories, type GameCategoryEntry } from './categories';

/**
 * The brand's game categories from the vendor lanes (see `deriveCategories`), with the lanes call's
 * state for loading and failure screens. The side menu, the home sections and the lobbies use it.
 */
export function useGameCategories() {
  const brand = useBrand();
  const lanes = useGetVendorLanesQuery();
  const categories = useMemo<GameCategoryEntry[]>(
    () => (lanes.data ? deriveCategories(lanes.data, brand.esportsVendors) : []),
    [brand.esportsVendors, lanes.data],
  );
  return {
    categories,
    isLoading: lanes.isLoading,
    error: lanes.error,
    refetch: lanes.refetch,
  };
}
