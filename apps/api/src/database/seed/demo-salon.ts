/** The demo salon's own details (DECISIONS §10). */
export const DEMO_SALON = {
  name: 'Willow & Birch Hair Studio',
  phone: '+1 212 555 0147',
  email: 'hello@willowbirch.example',
  addressStreet: '318 Bleecker Street',
  addressCity: 'New York',
  addressState: 'NY',
  addressZipCode: '10014',
  timeZone: 'America/New_York',
};
