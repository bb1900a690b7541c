import { defineConfig, devices } from '@playwright/test';

// The system's Chromium, in its headless shell (Debian's chromium-headless-shell, the build
// Playwright itself runs headless tests in): Playwright never downloads a browser on these machines.
const chromium = {
  executablePath: '/usr/lib/chromium/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // A trace recorded for every test costs a third of the tests' CPU: a failure keeps its screenshot,
  // and `--trace on` records traces when one is needed.
  use: { launchOptions: chromium, trace: 'off', screenshot: 'only-on-failure' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium }, grep: /@phone/ },
  ],
});
