import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useBrand } from '../../brand/BrandContext';
import { createIdentityProvider } from './createIdentityProvider';
import type { IdentityProvider } from './types';

const IdentityProviderContext = createContext<IdentityProvider | null>(null);

/** Overrides the brand's adapter below it (tests, Storybook). */
export function IdentityProviderOverride({
  provider,
  children,
}: {
  provider: IdentityProvider;
  children: ReactNode;
}) {
  return (
    <IdentityProviderContext.Provider value={provider}>{children}</IdentityProviderContext.Provider>
  );
}

/** The identity provider of the brand (or of the nearest override). */
export function useIdentityProvider(): IdentityProvider {
  const override = useContext(IdentityProviderContext);
  const brand = useBrand();
  return useMemo(() => override ?? createIdentityProvider(brand), [override, brand]);
}
