/** The pages of a signed-out visitor: they need the sign-in part of the locale only, and no app shell. */
const SIGN_IN_PATHS = [
  '/login',
  '/login/two-factor',
  '/register',
  '/request-password-reset',
  '/reset-password',
  '/email-validation-required',
  '/email-verification',
  '/email-verification/done',
];

export const isSignInPath = (pathname: string) => SIGN_IN_PATHS.includes(pathname);
