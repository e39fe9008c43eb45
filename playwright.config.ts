import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './bin/chromium.mjs';
import { NO_PAGE_CACHE } from './bin/site/entrance.mjs';
import { SLOWER } from './tests/e2e/support/time-limit';

/**
 * End-to-end tests against the real local WordPress (bin/site/wp-up.sh --test),
 * in Debian's Chromium. The `install` project uploads the theme zip through
 * wp-admin and activates it; every other test runs against that install.
 */
export const WP_URL = process.env.WP_URL ?? 'http://127.0.0.1:8881';

/**
 * The real-plugin suite's site: the cluster (bin/site/cache-up.sh), past its
 * page cache, set by bin/test.sh when it is up, or a plain real-plugin site
 * of its own (bin/site/plugins-up.sh); without it the real-plugin project is
 * left out (test.sh says so).
 */
const REAL_PLUGINS_URL = process.env.REAL_PLUGINS_URL;

/**
 * The cache-fronted site (bin/site/cache-up.sh: the real plugins behind
 * nginx's full-page cache), set by bin/test.sh when it is up; without it the
 * behind-cache project is left out (test.sh says so).
 */
const CACHE_SITE_URL = process.env.CACHE_SITE_URL;

/**
 * The Playground smoke test (tests/e2e/playground): it starts and stops its
 * own site (bin/site/playground.mjs), a few minutes, so bin/test.sh runs it in a
 * step of its own (`--project=playground`) and leaves it out of the main run
 * with SKIP_PLAYGROUND=1.
 */
const PLAYGROUND = ! process.env.SKIP_PLAYGROUND;

const chromium = {
	...devices[ 'Desktop Chrome' ],
	launchOptions: chromiumLaunchOptions,
};

export default defineConfig( {
	testDir: 'tests/e2e',
	outputDir: 'artifacts/test-results',
	fullyParallel: false,
	workers: 2,
	retries: 0,
	// A stray test.only must not leave the run green with fewer tests.
	forbidOnly: true,
	timeout: 30_000 * SLOWER,
	expect: { timeout: 5_000 * SLOWER },
	reporter: [
		[ 'list' ],
		[
			'json',
			{
				// bin/test.sh's Playground step writes its own.
				outputFile:
					process.env.E2E_RESULTS_FILE ??
					'artifacts/e2e-results.json',
			},
		],
	],
	use: {
		baseURL: WP_URL,
		trace: 'retain-on-failure',
	},
	// The main site's projects never pick up the real-plugin site's or the
	// cache-fronted site's specs.
	projects: [
		{ name: 'install', testMatch: /install\.setup\.ts/, use: chromium },
		{
			name: 'chromium',
			testMatch: /.*\.spec\.ts/,
			testIgnore: [
				/(content|prefetch-edits|previews|events|event-page|book-page|book-extras|press|series-page|used-css|pictures|newsletter.*|contact-submit|forms-.*|csp.*|admin-.*|faults|xss|plugin-scripts|wordpress-content|menus|i18n)\.spec\.ts/,
				/(real-plugins|behind-cache|playground)\//,
			],
			dependencies: [ 'install' ],
			use: chromium,
		},
		// These change the WordPress state the other specs read (the content
		// pages, the events answer): they run after them, one after the other.
		{
			name: 'books',
			testMatch:
				/(book-page|book-extras|press|series-page|used-css)\.spec\.ts/,
			dependencies: [ 'chromium' ],
			// These files put books under the Books content page: one at a time.
			workers: 1,
			use: chromium,
		},
		{
			name: 'content',
			testMatch: /(^|\/)content\.spec\.ts$/,
			dependencies: [ 'books' ],
			use: chromium,
		},
		// An edit the author saves, read by a visitor already in the app.
		{
			name: 'prefetch-edits',
			testMatch: /prefetch-edits\.spec\.ts/,
			dependencies: [ 'content' ],
			use: chromium,
		},
		{
			name: 'previews',
			testMatch: /previews\.spec\.ts/,
			dependencies: [ 'prefetch-edits' ],
			use: chromium,
		},
		// WordPress's own views: it makes posts and pages and switches the
		// posts page and the privacy page on and off, then cleans up.
		{
			name: 'wordpress-content',
			testMatch: /wordpress-content\.spec\.ts/,
			dependencies: [ 'previews' ],
			workers: 1,
			use: chromium,
		},
		// The menu locations: it assigns menus to both, then unassigns them.
		{
			name: 'menus',
			testMatch: /menus\.spec\.ts/,
			dependencies: [ 'wordpress-content' ],
			workers: 1,
			use: chromium,
		},
		// A French translation of the theme: it writes the translation files
		// and switches the site's language, then restores English.
		{
			name: 'i18n',
			testMatch: /i18n\.spec\.ts/,
			dependencies: [ 'menus' ],
			workers: 1,
			use: chromium,
		},
		{
			name: 'events',
			testMatch: /events\.spec\.ts/,
			dependencies: [ 'i18n' ],
			use: chromium,
		},
		// The same events answer, switched by its own spec: after the list's.
		{
			name: 'event-pages',
			testMatch: /event-page\.spec\.ts/,
			dependencies: [ 'events' ],
			use: chromium,
		},
		// The forms: they switch the test stand-ins and settings on and off,
		// so each file runs alone, one after the other.
		// The author's pictures: uploads, featured images and the Site Logo,
		// removed again at the end.
		{
			name: 'pictures',
			testMatch: /pictures\.spec\.ts/,
			dependencies: [ 'event-pages' ],
			use: chromium,
		},
		{
			name: 'newsletter-config',
			testMatch: /newsletter-config\.spec\.ts/,
			dependencies: [ 'pictures' ],
			use: chromium,
		},
		{
			name: 'newsletter',
			testMatch: /newsletter\.spec\.ts/,
			dependencies: [ 'newsletter-config' ],
			use: chromium,
		},
		{
			name: 'forms',
			testMatch: /(contact-submit|forms-early|forms-no-js)\.spec\.ts/,
			dependencies: [ 'newsletter' ],
			// The files change the same settings: one at a time.
			workers: 1,
			use: chromium,
		},
		// The security headers: every route and both forms under the strict
		// CSP (it configures both forms, then restores the settings).
		{
			name: 'csp',
			testMatch: /csp(-reports)?\.spec\.ts/,
			dependencies: [ 'forms' ],
			// One file at a time: csp.spec's pages post real violation
			// reports to the store csp-reports.spec counts (a report landing
			// during its 10,000-report flood overwrote the flood's counters).
			workers: 1,
			use: chromium,
		},
		// Faults and hostile content: they route every remote call to failures
		// and put hostile pages and events in WordPress, then clean up; and a
		// stand-in plugin script that needs one of the app's packages.
		{
			name: 'faults',
			testMatch: /(faults|xss|plugin-scripts)\.spec\.ts/,
			dependencies: [ 'csp' ],
			// Both files change the same WordPress state: one at a time.
			workers: 1,
			use: chromium,
		},
		// Theme activation (seeding the content pages) and wp-admin: it switches
		// themes and deletes the content pages, then leaves none, as it found it.
		{
			name: 'admin',
			testMatch: /admin-.*\.spec\.ts/,
			dependencies: [ 'faults' ],
			// One file at a time: admin-seed switches themes, which would pull
			// the screens from under the other admin specs.
			workers: 1,
			use: chromium,
		},
		// The real plugins, on a site of their own (the cluster's WordPress
		// when the behind-cache suite's is up too): runs beside the others.
		// Every request says it takes the cluster's entrance without the page
		// cache (bin/site/entrance.mjs); a plain site ignores it.
		...( REAL_PLUGINS_URL
			? [
					{
						name: 'real-plugins',
						testMatch: /real-plugins\/.*\.spec\.ts/,
						// The files change the site's settings: one at a time.
						workers: 1,
						use: {
							...chromium,
							baseURL: REAL_PLUGINS_URL,
							extraHTTPHeaders: { [ NO_PAGE_CACHE ]: '1' },
						},
						// On the behind-cache suite's WordPress: that suite after
						// this one, run whether this one passed or not (a
						// teardown, not a dependency, which would leave it out
						// after one failure). --no-deps runs this one alone.
						...( REAL_PLUGINS_URL === CACHE_SITE_URL
							? { teardown: 'behind-cache' }
							: {} ),
					},
				]
			: [] ),
		// The real plugins behind a full-page cache, on the cluster:
		// after the real-plugin suite, beside the others.
		...( CACHE_SITE_URL
			? [
					{
						name: 'behind-cache',
						testMatch: /behind-cache\/.*\.spec\.ts/,
						// The files change the site's state (the cache, the
						// newsletter form): one at a time.
						workers: 1,
						use: { ...chromium, baseURL: CACHE_SITE_URL },
					},
				]
			: [] ),
		// The whole site in WordPress Playground, started and stopped by its
		// spec (its own port, folder, WordPress files and SQLite): no other
		// site involved.
		...( PLAYGROUND
			? [
					{
						name: 'playground',
						testMatch: /playground\/.*\.spec\.ts/,
						workers: 1,
						// Playground runs PHP in WebAssembly: slower answers.
						timeout: 120_000 * SLOWER,
						use: {
							...chromium,
							baseURL: `http://127.0.0.1:${
								process.env.PLAYGROUND_PORT ?? 9401
							}`,
						},
					},
				]
			: [] ),
		// After everything: what PHP logged while the theme served it all.
		{
			name: 'php-log',
			testMatch: /php-log\.check\.ts/,
			dependencies: [ 'admin' ],
			use: chromium,
		},
	].map( ( project ) =>
		[ 'real-plugins', 'behind-cache', 'playground' ].includes(
			project.name
		) || 'testIgnore' in project
			? project
			: {
					...project,
					testIgnore: /(real-plugins|behind-cache|playground)\//,
				}
	),
} );
