import { screen, waitFor } from '@testing-library/react';
import { useFormik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { object, string } from 'yup';
import { renderWithProviders } from '../testing/renderWithProviders.test-helper';
import { MobileNumberField } from './MobileNumberField';
import type { SmsTarget } from './mobile';
import { SmsCodeField } from './SmsCodeField';

/** The two fields in a bare form, as the login, forgot-password and register forms use them. */
function SmsForm({
  send,
  mobileRequired,
}: {
  send: (target: SmsTarget) => Promise<{ seconds: number }>;
  mobileRequired: boolean;
}) {
  const formik = useFormik({
    initialValues: { mobileNum: '', countryDialingCode: '', verificationCode: '' },
    validationSchema: object({
      mobileNum: mobileRequired
        ? string()
            .required('Input cannot be empty')
            .matches(/^\d{6,15}$/, 'Please enter a valid mobile number')
        : string(),
    }),
    onSubmit: () => undefined,
  });
  return (
    <form>
      <MobileNumberField formik={formik} required={mobileRequired} />
      <SmsCodeField formik={formik} send={send} />
    </form>
  );
}

describe('MobileNumberField and SmsCodeField', () => {
  it('sends to the first listed country until the player picks one, always as digits', async () => {
    const send = vi.fn().mockResolvedValue({ seconds: 60 });
    const { user } = await renderWithProviders(<SmsForm send={send} mobileRequired />);
    const picker = await screen.findByRole('combobox', { name: 'Country code' });
    await waitFor(() => expect(picker).toHaveValue('+84'));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '0912345678');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ mobileNum: '0912345678', countryDialingCode: '84' }),
    );
    expect(await screen.findByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
  });

  it('sends the digits of the code the player picked', async () => {
    const send = vi.fn().mockResolvedValue({ seconds: 60 });
    const { user } = await renderWithProviders(<SmsForm send={send} mobileRequired />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country code' }), '+66');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '812345678');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ mobileNum: '812345678', countryDialingCode: '66' }),
    );
  });

  it('checks only the mobile number before a send: an invalid one shows its message and sends nothing', async () => {
    const send = vi.fn();
    const { user } = await renderWithProviders(<SmsForm send={send} mobileRequired />);
    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '12');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Please enter a valid mobile number')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'SMS code' })).not.toHaveAccessibleDescription();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('refuses to send to an empty number even where the form has the number optional', async () => {
    const send = vi.fn();
    const { user } = await renderWithProviders(<SmsForm send={send} mobileRequired={false} />);
    await user.click(await screen.findByRole('button', { name: 'Get code' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
        'Input cannot be empty',
      ),
    );
    expect(send).not.toHaveBeenCalled();
  });
});
