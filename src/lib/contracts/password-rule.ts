/** The reset flow's rule for a new password (spec section 3), one home for the API's contracts and the portal's forms. */
export const minimumPasswordLength = 8;
export const maximumPasswordLength = 1024;
