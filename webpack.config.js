/**
 * The webpack configuration of WordPress's scripts package, plus build-time configuration
 * values (content contract §3): AUTHOR_SITE_CONFIG, a JSON object, for a build
 * used outside WordPress. A theme build leaves it empty.
 */
// eslint-disable-next-line import/no-extraneous-dependencies -- webpack comes with @wordpress/scripts.
const { DefinePlugin } = require( 'webpack' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

module.exports = {
	...defaultConfig,
	plugins: [
		...defaultConfig.plugins,
		new DefinePlugin( {
			'process.env.AUTHOR_SITE_CONFIG': JSON.stringify(
				process.env.AUTHOR_SITE_CONFIG || ''
			),
		} ),
	],
};
