/** Placeholder entry of the <transfer-booking> element bundle; the wizard replaces it. */
export const TAG = 'transfer-booking';
