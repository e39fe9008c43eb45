/**
 * Book pages as WordPress's block editor saves them (docs/books.md): each
 * section's marker in its own Custom HTML block, its value in a paragraph,
 * lines joined by `<br>` (how wpautop keeps typed line breaks). For the
 * catalogue's Jest and parity tests.
 */

/** A section's value: one text, or lines. */
export type BookSectionValue = string | string[];

/**
 * A book page's `content.rendered`, sections in the order given.
 * @param sections Section name → value (HTML allowed: it is the author's markup).
 */
export function bookPage(
	sections: Record< string, BookSectionValue >
): string {
	return Object.entries( sections )
		.map(
			( [ name, value ] ) =>
				`<!-- section:${ name } -->\n<p>${
					Array.isArray( value ) ? value.join( '<br />\n' ) : value
				}</p>\n`
		)
		.join( '' );
}

/** The day the catalogue's tests hold "today" at, in the site's time zone. */
export const BOOKS_TODAY = '2026-11-24';

/**
 * One child page of the Books content page as the REST answer gives it to a
 * visitor (no cover).
 * @param slug     Its slug (its length stands for its id).
 * @param sections Its sections.
 */
export function bookChild(
	slug: string,
	sections: Record< string, string | string[] >
) {
	return {
		id: slug.length,
		slug,
		content: { rendered: bookPage( sections ), protected: false },
		author_site_cover: null,
	};
}
