import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './makeStore';

/** `useDispatch` and `useSelector` typed with the store's own state and dispatch (RTK's `withTypes`). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
