import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { accountApi } from '../../shared/account/api';
import { useAppDispatch } from '../../shared/store/hooks';
import { signedIn } from '../../shared/session/sessionSlice';

/** Query parameter of a session token handed over in the URL (e.g. from an app or an agent link). */
export const URL_TOKEN_PARAM = 'token';

/**
 * A token in the URL at start (`?token=...`): store it as the session token, load member info and
 * remove it from the address bar (history replace) so it is not bookmarked or shared. Returns true
 * while such a token is being taken over, so the access guard does not send the player to /login.
 */
export function useTokenFromUrl(): boolean {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    const params = new URLSearchParams(search);
    const token = params.get(URL_TOKEN_PARAM)?.trim();
    if (!token) return;
    handled.current = true;
    dispatch(signedIn({ token }));
    // No sign-in call ran to invalidate the player's tags: whatever member info is cached is not this token's.
    void dispatch(
      accountApi.endpoints.getMemberInfo.initiate(undefined, {
        forceRefetch: true,
        subscribe: false,
      }),
    );
    params.delete(URL_TOKEN_PARAM);
    const rest = params.toString();
    navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [dispatch, hash, navigate, pathname, search]);

  return Boolean(new URLSearchParams(search).get(URL_TOKEN_PARAM)?.trim());
}
