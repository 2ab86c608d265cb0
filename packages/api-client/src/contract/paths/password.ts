/** Changing and resetting the password. */
export const PASSWORD_PATHS = {
  changePassword: '/wps/member/password',
  forgotPasswordEmail: '/wps/member/password/email',
  resetPasswordByPhone: '/wps/member/password/verification',
} as const;
