/**
 * How every tool here starts Debian's Chromium (never a downloaded browser):
 * the binary, and flags for a root sandbox on a machine with no outside network.
 */
export const chromiumLaunchOptions = {
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-background-networking',
		'--disable-component-update',
	],
};
