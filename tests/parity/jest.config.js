/**
 * The parity test (tests/parity, `npm run test:parity`): the server's first
 * view of every route, rendered by the theme's PHP inside the local test
 * WordPress (php-cli, no browser), against the app's own render of the same
 * answers. Needs the site `bin/site/wp-up.sh --test` starts; see docs/testing.md.
 */
const unit = require( '../../jest.config.js' );

module.exports = {
	...unit,
	rootDir: '../..',
	roots: [ '<rootDir>/tests/parity' ],
	setupFilesAfterEnv: [ '<rootDir>/tests/unit/support/setup.ts' ],
	transform: {
		...unit.transform,
		'\\.svg$': '<rootDir>/tests/unit/support/svg-transform.js',
	},
};
