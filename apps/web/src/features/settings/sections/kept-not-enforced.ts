/**
 * What the page says beside settings that are stored but that nothing acts on yet (review
 * finding 5), so an owner never believes a control works when it does not.
 */
export const KEPT_NOT_ENFORCED = {
  passwordExpiry: "0 to 365; 0 means never. Kept as the salon's policy: passwords do not expire yet.",
  twoFactor: "Kept as the salon's choice: sign-in does not ask for a second step yet.",
  advanceBookingDays: "1 to 365. Kept as the salon's habit: bookings are limited by the maximum advance booking below.",
  dataRetention: "Kept as the salon's policy: nothing is deleted by age yet.",
  integrations: "Kept as the salon's record of the services it uses: nothing connects to them from here yet.",
} as const;
