import { useCallback } from 'react';
import { smsCountdownSeconds, useSendSmsCodeMutation, type SmsPurpose } from './api';
import { useApiErrorMessage } from '../api/useApiErrorMessage';
import { useAppDispatch } from '../store/hooks';
import { alertShown } from '../ui/uiSlice';
import { dialingDigits, type SmsTarget } from './mobile';
import { useSliderVerification } from './SliderVerificationProvider';

/**
 * The get-code action of every SMS use (spec; `SmsCodeField` checks the mobile number first): the
 * slider verification, then the send call. Resolves with the countdown seconds (server expiry x 60);
 * a failed send opens the warning dialog with the server's message and rejects, so the button stays enabled.
 */
export function useSmsCodeSender(purpose: SmsPurpose) {
  const messageOf = useApiErrorMessage();
  const dispatch = useAppDispatch();
  const verify = useSliderVerification();
  const [send] = useSendSmsCodeMutation();
  return useCallback(
    async ({ mobileNum, countryDialingCode }: SmsTarget): Promise<{ seconds: number }> => {
      const verification = await verify();
      if (!verification) throw new Error('verification cancelled');
      try {
        const answer = await send({
          purpose,
          request: {
            mobileNum,
            mobileNo: mobileNum,
            countryDialingCode: dialingDigits(countryDialingCode),
            ...verification,
          },
        }).unwrap();
        return { seconds: smsCountdownSeconds(answer) };
      } catch (error) {
        dispatch(alertShown({ tone: 'warning', message: messageOf(error) }));
        throw error;
      }
    },
    [dispatch, messageOf, purpose, send, verify],
  );
}
