/**
 * The webpack configuration of WordPress's scripts package, with four changes:
 *
 * - `@wordpress/api-fetch` is bundled, not taken from WordPress's global
 *   `wp.apiFetch`: core sets that one up with a REST nonce middleware for every
 *   visitor, and the site's public reads send no nonce (docs/remote-calls.md,
 *   "Reads").
 * - Two bundles: the app (index) and the block editor's sections (editor).
 * - Build-time configuration values (docs/runtime-config.md, "Build-time
 *   values"): AUTHOR_SITE_CONFIG, a JSON object, for a build used outside
 *   WordPress. A theme build leaves it empty.
 * - The theme's artwork (assets/images/*.svg) imports as its source text,
 *   so the app draws the logo inline from the same file PHP draws it from
 *   (src/ui/Logo.tsx, author_site_logo()).
 */
const path = require( 'path' );
// eslint-disable-next-line import/no-extraneous-dependencies -- webpack comes with @wordpress/scripts.
const { DefinePlugin } = require( 'webpack' );
// eslint-disable-next-line import/no-extraneous-dependencies -- comes with @wordpress/scripts.
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

const BUNDLED = new Set( [ '@wordpress/api-fetch' ] );
const ARTWORK = path.resolve( __dirname, 'assets', 'images' );

module.exports = {
	...defaultConfig,
	entry: {
		index: './src/index.tsx',
		editor: './src/editor/index.tsx',
	},
	module: {
		...defaultConfig.module,
		rules: [
			{
				test: /\.svg$/,
				include: ARTWORK,
				type: 'asset/source',
			},
			...defaultConfig.module.rules.map( ( rule ) =>
				String( rule.test ) === String( /\.svg$/ )
					? { ...rule, exclude: ARTWORK }
					: rule
			),
		],
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) =>
				! ( plugin instanceof DependencyExtractionWebpackPlugin )
		),
		new DependencyExtractionWebpackPlugin( {
			requestToExternal: ( request ) =>
				BUNDLED.has( request ) ? false : undefined,
		} ),
		new DefinePlugin( {
			'process.env.AUTHOR_SITE_CONFIG': JSON.stringify(
				process.env.AUTHOR_SITE_CONFIG || ''
			),
		} ),
	],
};
