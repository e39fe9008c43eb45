/**
 * A piece of the theme's artwork drawn inline: its viewBox and its drawing,
 * without the <title> (the picture is decorative) and without whitespace
 * between tags. PHP draws the same file the same way
 * (author_site_inline_svg(), inc/render/html.php), so hydration finds it.
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
