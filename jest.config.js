const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaultConfig,
	roots: [ '<rootDir>/src', '<rootDir>/tests/unit' ],
	setupFilesAfterEnv: [ '<rootDir>/tests/unit/support/setup.ts' ],
	testEnvironment: 'jsdom',
	transform: {
		...defaultConfig.transform,
		'\\.svg$': '<rootDir>/tests/unit/support/svg-transform.js',
	},
};
