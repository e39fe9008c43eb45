/**
 * How every tool here starts Debian's Chromium (never a downloaded browser):
 * the binary, and flags for a root sandbox on a machine with no outside network.
 */

/**
 * The browser's environment: the runner's, without bin/moved-clock.sh's
 * preloaded libfaketime. It moves the monotonic clock as well, and Chromium's
 * CPU throttling (menu-slow-phone.spec.ts) then never wakes; a test that
 * reads a page's date holds it with `page.clock` (docs/testing.md#time).
 */
const env = Object.fromEntries(
	Object.entries( process.env ).filter(
		( [ name ] ) => name !== 'LD_PRELOAD' && name !== 'FAKETIME'
	)
);

export const chromiumLaunchOptions = {
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-background-networking',
		'--disable-component-update',
	],
	env,
};
