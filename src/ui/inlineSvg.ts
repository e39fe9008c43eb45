/**
 * A piece of the theme's artwork drawn inline, without its <title> (it is
 * decorative). PHP twin: author_site_inline_svg() in inc/render/html.php.
 */
export interface InlineSvg {
	viewBox: string;
	inner: string;
}

export function inlineSvg( source: string ): InlineSvg | null {
	const match = /<svg\b[^>]*\bviewBox="([^"]*)"[^>]*>([\s\S]*)<\/svg>/.exec(
		source
	);
	const [ , viewBox, inner ] = match ?? [];
	if ( viewBox === undefined || inner === undefined ) {
		return null;
	}
	return {
		viewBox,
		inner: inner
			.replace( /<title\b[^>]*>[\s\S]*?<\/title>/g, '' )
			.replace( />\s+</g, '><' )
			.trim(),
	};
}
