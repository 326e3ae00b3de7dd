import { at } from './define.ts';

/** Method and path of each auth endpoint: what the web client loads (no schemas); the declarations in auth.ts add the rest. */
export const authPaths = {
  createOtp: at('POST', '/createOtp'),
  sendEmailOtp: at('POST', '/sendEmailOtp'),
  verifyOtp: at('POST', '/verfiyOtp'),
  verifyEmailOtp: at('POST', '/verifyEmailOtp'),
  loginWeb: at('POST', '/login-web'),
  logout: at('GET', '/logout'),
};
