/**
 * The ESLint configuration of WordPress's scripts package, plus: TypeScript's
 * types document parameters; scripts and end-to-end
 * tests may print to the console; Jest's rules on the unit and parity tests and
 * Playwright's on the end-to-end tests (both plugins' recommended sets, as
 * the test-unit and test-playwright configs of WordPress's ESLint plugin take
 * them).
 */
const defaultConfig = require( '@wordpress/scripts/config/eslint.config.cjs' );
const jest = require( 'eslint-plugin-jest' );
const playwright = require( 'eslint-plugin-playwright' );

module.exports = [
	...defaultConfig,
	{ ignores: [ 'build/**', 'dist/**', 'artifacts/**', 'node_modules/**' ] },
	// WordPress's config ignores every build/ folder; bin/build/ is scripts.
	{ ignores: [ '!bin/build/', '!bin/build/**' ] },
	// In TypeScript the types document the parameters: a doc comment says
	// what a function is for, and names a parameter only where its name and
	// type do not say enough (no generated `@param root0` lines).
	{
		files: [ '**/*.ts', '**/*.tsx' ],
		rules: { 'jsdoc/require-param': 'off' },
	},
	{
		files: [ 'bin/**', 'tests/**' ],
		rules: { 'no-console': 'off' },
	},
	{
		...jest.configs[ 'flat/recommended' ],
		files: [ 'tests/unit/**', 'tests/parity/**' ],
	},
	{
		files: [ 'tests/unit/**', 'tests/parity/**' ],
		rules: {
			// fast-check's assert fails the test like expect does.
			'jest/expect-expect': [
				'error',
				{ assertFunctionNames: [ 'expect', 'fc.assert' ] },
			],
			// An afterEach may check what every test must leave (no request made).
			'jest/no-standalone-expect': [
				'error',
				{ additionalTestBlockFunctions: [ 'afterEach' ] },
			],
		},
	},
	{
		...playwright.configs[ 'flat/recommended' ],
		files: [ 'tests/e2e/**' ],
	},
];
