/**
 * The ESLint configuration of WordPress's scripts package, plus: scripts and end-to-end
 * tests may print to the console.
 */
const defaultConfig = require( '@wordpress/scripts/config/eslint.config.cjs' );

module.exports = [
	...defaultConfig,
	{ ignores: [ 'build/**', 'dist/**', 'artifacts/**', 'node_modules/**' ] },
	{
		files: [ 'bin/**', 'tests/**' ],
		rules: { 'no-console': 'off' },
	},
];
