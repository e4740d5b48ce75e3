import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, PORT, serverEnv } from './support/server';

/**
 * Journeys in headless Debian Chromium against the built app (`npm run build`), started from
 * scratch on a fresh embedded database for each run.
 */
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  // One file at a time unless BROWSER_TEST_WORKERS says more. Two against the one shop took 10.5-10.9 min
  // on two cores, against 12.8 one at a time the same day (Chromium takes the second core anyway; a file's
  // journeys in order, in one worker; files started in their order, so a file still finds what the files
  // before it left). Two of three such runs each showed a race in a journey that one at a time had hidden
  // (both mended): the default stays one until runs at two have been clean for longer.
  fullyParallel: false,
  workers: Number(process.env.BROWSER_TEST_WORKERS || 1),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  outputDir: '../../test-results/browser',
  use: {
    baseURL: BASE_URL,
    // A Polish visitor's browser (the shop's default language): an English one is offered English once, which preferences.spec.ts checks.
    locale: 'pl-PL',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /mobile\.spec\.ts$/,
    },
    // The phone's own journeys, and again at a phone's size: the maker's drafts (she works from
    // her phone too), a forgotten password, an enquiry to /admin/enquiries, a deleted account,
    // back and forward after a language switch, Back from the full-screen photo, a login that returns
    // to the piece, and the catalogue's first screen.
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch:
        /(mobile|drafts|password-reset|enquiries-admin|account|language-history|lightbox|return-to|catalogue-sheet)\.spec\.ts$/,
    },
  ],
  webServer: {
    command: 'node --max-old-space-size=256 server/dist/src/main.js',
    cwd: '../..',
    url: `${BASE_URL}/health`,
    env: serverEnv(),
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
void PORT;
