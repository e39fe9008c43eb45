/**
 * Jest: the theme's artwork imports as the data: URL webpack's `asset/inline`
 * makes of it (webpack.config.js), so components render the same src as the
 * build and the server.
 */
module.exports = {
	process( source ) {
		const url = 'data:image/svg+xml,' + encodeURIComponent( source );
		return { code: `module.exports = ${ JSON.stringify( url ) };` };
	},
};
