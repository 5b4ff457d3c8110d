/** Change this date whenever the privacy policy or the terms change in substance. */
export const POLICY_LAST_UPDATED = '21 November 2026';
