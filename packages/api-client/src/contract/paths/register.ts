/** Registration (the register screens load it with their own code). */
export const REGISTER_PATHS = {
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  affiliateCheck: '/wps/agent/affiliate',
} as const;
