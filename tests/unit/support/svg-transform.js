/**
 * Jest: the theme's artwork imports as its source text, as webpack's
 * `asset/source` makes it (webpack.config.js).
 */
const { createHash } = require( 'node:crypto' );

const code = ( source ) => `module.exports = ${ JSON.stringify( source ) };`;

module.exports = {
	process( source ) {
		return { code: code( source ) };
	},
	// The cache key is the output itself, so a change here is never hidden
	// by Jest's transform cache.
	getCacheKey( source ) {
		return createHash( 'sha1' ).update( code( source ) ).digest( 'hex' );
	},
};
