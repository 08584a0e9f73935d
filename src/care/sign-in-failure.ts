/** Query flag the care login page reads to say the last sign-in was refused (set by the session route). */
export const SIGN_IN_FAILED_PARAM = 'careSignIn';
