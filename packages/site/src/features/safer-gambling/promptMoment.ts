import { RG_PROFILES } from '@wl/api-client';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useBrand } from '../../shared/brand/BrandContext';
import { memberCentrePath } from '../../shared/routes/centrePaths';
import { useAppSelector } from '../../shared/store/hooks';
import { selectModal } from '../../shared/ui/uiSlice';

/**
 * Where the brand's profile puts the limit prompt: right after registration (the success dialog
 * closed), or on the deposit page before the first deposit.
 */
export function useLimitPromptMoment(): boolean {
  const brand = useBrand();
  const placement = RG_PROFILES[brand.responsibleGaming.profile].limitPrompt;
  const { pathname } = useLocation();
  const modal = useAppSelector(selectModal);
  const previous = useRef(modal?.name);
  const [registered, setRegistered] = useState(false);
  useEffect(() => {
    if (previous.current === 'registerSuccess' && modal?.name !== 'registerSuccess')
      setRegistered(true);
    previous.current = modal?.name;
  }, [modal?.name]);
  return placement === 'registration'
    ? registered && modal === null
    : pathname === memberCentrePath('deposit');
}
