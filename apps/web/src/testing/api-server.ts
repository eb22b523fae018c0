import { setupServer } from 'msw/node';

/**
 * The test's stand-in API: MSW answers the app's fetch calls in every web test.
 * setup-tests starts it and resets its handlers after each test; stubApi gives it the handlers.
 */
export const apiServer = setupServer();
