<?php
/**
 * Which pages are books, read from the REST answers (docs/books.md#book-pages).
 * PHP twin: src/books/pages.ts and src/books/store.ts catalogueFromAnswers().
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The fields of a book page's REST answer the catalogue reads (src/books/pages.ts FIELDS). */
const AUTHOR_SITE_BOOK_FIELDS = 'id,slug,content,author_site_cover,author_site_unreadable,author_site_series_slug,author_site_forms';

/**
 * The REST path of the Books content page's children with only the sections
 * a list shows (src/books/pages.ts bookListPath(), docs/books.md#what-a-first-view-preloads).
 */
function author_site_book_list_path( $parent_id ) {
	return '/wp/v2/pages?parent=' . (int) $parent_id . '&per_page=100&orderby=id&order=asc&author_site_sections=list&_fields=' . AUTHOR_SITE_BOOK_FIELDS;
}

/** The REST path of one child of the Books content page in full (src/books/pages.ts bookPagePath()). */
function author_site_book_page_path( $parent_id, $slug ) {
	return '/wp/v2/pages?parent=' . (int) $parent_id . '&slug=' . rawurlencode( (string) $slug ) . '&_fields=' . AUTHOR_SITE_BOOK_FIELDS;
}

/**
 * A book page's rendered content cut to the sections a list shows
 * (catalogue.json `listSections`), each written back as its plain text after
 * its marker, lines joined by `<br>` and paragraphs by an empty `<p></p>`,
 * which both section parsers read back as the same text; links and every
 * other section are left out.
 */
function author_site_book_list_content( $rendered ) {
	$sections = author_site_parse_sections( $rendered );
	$content  = '';
	foreach ( author_site_read_json_raw( 'src/books/catalogue.json' )['listSections'] as $name ) {
		if ( ! isset( $sections[ $name ] ) ) {
			continue;
		}
		$paragraphs = array_map(
			fn( $paragraph ) => implode( '<br>', array_map( fn( $line ) => htmlspecialchars( $line, ENT_NOQUOTES | ENT_SUBSTITUTE, 'UTF-8' ), explode( "\n", $paragraph ) ) ),
			explode( "\n\n", $sections[ $name ]['text'] )
		);
		$content   .= '<!-- section:' . $name . ' -->' . implode( '<p></p>', $paragraphs );
	}
	return $content;
}

/**
 * The catalogue's book pages with one of them read in full from its own
 * answer in place of its list version (src/books/pages.ts withFullPage()).
 */
function author_site_with_full_page( array $pages, array $full ) {
	return array_map( fn( $page ) => $page['book']['slug'] === $full['book']['slug'] ? $full : $page, $pages );
}

/** The Books content page's id from its `/wp/v2/pages?slug=…` answer, or null. */
function author_site_books_parent_id( $answer ) {
	$id = is_array( $answer ) && isset( $answer[0] ) && is_array( $answer[0] ) ? ( $answer[0]['id'] ?? null ) : null;
	return is_int( $id ) && $id > 0 ? $id : null;
}

/** An image's attributes as src/config/pictures.ts parseImage() takes them, or null. */
function author_site_book_cover_image( $image ) {
	if ( ! is_array( $image ) || ! is_string( $image['src'] ?? null ) || null === author_site_http_url( $image['src'] ) ) {
		return null;
	}
	foreach ( array( 'width', 'height' ) as $side ) {
		if ( ! is_int( $image[ $side ] ?? null ) || $image[ $side ] < 1 || $image[ $side ] > 100000 ) {
			return null;
		}
	}
	$srcset = is_string( $image['srcset'] ?? null ) ? $image['srcset'] : '';
	return array(
		'src'    => $image['src'],
		'srcset' => $srcset,
		'sizes'  => '' !== $srcset && is_string( $image['sizes'] ?? null ) ? $image['sizes'] : '',
		'width'  => $image['width'],
		'height' => $image['height'],
		'alt'    => is_string( $image['alt'] ?? null ) ? $image['alt'] : '',
	);
}

/**
 * The slug WordPress made of a page's series (author_site_series_slug in its
 * REST answer), or null. Twin: seriesSlugOf().
 */
function author_site_series_slug_of( $page ) {
	$slug = is_array( $page ) ? ( $page['author_site_series_slug'] ?? null ) : null;
	return is_string( $slug ) && '' !== $slug ? $slug : null;
}

/**
 * The published form PHP matched to a page's newsletter_form or bonus_form
 * (author_site_forms in its REST answer), or null. Twin: formIdOf().
 */
function author_site_form_id_of( $page, $section ) {
	$forms = is_array( $page ) ? ( $page['author_site_forms'] ?? null ) : null;
	$forms = is_object( $forms ) ? get_object_vars( $forms ) : $forms;
	$id    = is_array( $forms ) ? ( $forms[ $section ] ?? null ) : null;
	return is_int( $id ) && $id > 0 ? $id : null;
}

/**
 * One child page as a book with its cover, and as a series page when it is
 * one; null when it cannot be one. `$uploads` as author_site_read_book()'s.
 */
function author_site_book_page_of( $page, $today, $uploads = null ) {
	$slug    = is_array( $page ) ? ( $page['slug'] ?? null ) : null;
	$content = is_array( $page['content'] ?? null ) ? $page['content'] : array();
	if ( ! is_string( $slug ) || '' === $slug || ! is_string( $content['rendered'] ?? null ) || true === ( $content['protected'] ?? false ) ) {
		return null;
	}
	$unreadable = is_array( $page['author_site_unreadable'] ?? null ) ? $page['author_site_unreadable'] : array();
	$sections   = in_array( 'content', $unreadable, true ) ? array() : author_site_parse_sections( $content['rendered'] );
	return array(
		'book'        => author_site_read_book( $slug, $sections, $today, $uploads, author_site_series_slug_of( $page ), author_site_form_id_of( $page, 'bonus_form' ) ),
		'cover'       => author_site_book_cover_image( $page['author_site_cover'] ?? null ),
		'series_page' => author_site_read_series_page( $slug, $sections, author_site_form_id_of( $page, 'newsletter_form' ) ),
	);
}

/** The book pages of the children's answer, in its order. */
function author_site_book_pages_from_answer( $answer, $today, $uploads = null ) {
	if ( ! is_array( $answer ) || ! array_is_list( $answer ) ) {
		return array();
	}
	return array_values( array_filter( array_map( fn( $page ) => author_site_book_page_of( $page, $today, $uploads ), $answer ) ) );
}

/** The Books page's own sections; none when its text is protected or unreadable. */
function author_site_featured_sections( $answer ) {
	$first      = is_array( $answer ) && isset( $answer[0] ) && is_array( $answer[0] ) ? $answer[0] : array();
	$rendered   = $first['content']['rendered'] ?? null;
	$unreadable = is_array( $first['author_site_unreadable'] ?? null ) ? $first['author_site_unreadable'] : array();
	if ( ! is_string( $rendered ) || true === ( $first['content']['protected'] ?? false ) || in_array( 'content', $unreadable, true ) ) {
		return array();
	}
	return author_site_parse_sections( $rendered );
}

/**
 * The catalogue from both answers (src/books/store.ts catalogueFromAnswers());
 * `$uploads` as author_site_read_book()'s.
 */
function author_site_catalogue_from_answers( $books_answer, $children_answer, $today, $uploads = null ) {
	$pages    = author_site_book_pages_from_answer( $children_answer, $today, $uploads );
	$first    = is_array( $books_answer ) ? ( $books_answer[0] ?? null ) : null;
	$featured = author_site_read_featured_book( author_site_content_from_answer( 'books', $books_answer ), author_site_featured_sections( $books_answer ), $today, $uploads, author_site_series_slug_of( $first ), author_site_form_id_of( $first, 'bonus_form' ) );
	return array(
		'pages'     => $pages,
		'featured'  => $featured,
		'catalogue' => author_site_arrange_catalogue( array_column( $pages, 'book' ), $featured, array_values( array_filter( array_column( $pages, 'series_page' ) ) ) ),
	);
}

/** A percent-encoded slug decoded, so an address and a slug compare as text. */
function author_site_decoded_slug( $slug ) {
	return rawurldecode( $slug );
}

/** The listed book at an address's slug, or null. */
function author_site_listed_book_at( array $pages, $slug ) {
	foreach ( $pages as $page ) {
		if ( '' !== $page['book']['title'] && author_site_decoded_slug( $page['book']['slug'] ) === author_site_decoded_slug( $slug ) ) {
			return $page;
		}
	}
	return null;
}

/** The series at an address's slug (`/series/<slug>/`), or null (pages.ts seriesAt()). */
function author_site_series_at( array $catalogue, $slug ) {
	foreach ( $catalogue['series'] as $series ) {
		if ( null !== $series['slug'] && author_site_decoded_slug( $series['slug'] ) === author_site_decoded_slug( (string) $slug ) ) {
			return $series;
		}
	}
	return null;
}

/** Whether any book page has a title (src/books/pages.ts listsABook()). */
function author_site_lists_a_book( array $pages ) {
	foreach ( $pages as $page ) {
		if ( '' !== $page['book']['title'] ) {
			return true;
		}
	}
	return false;
}

/**
 * A listed book's cover; false for the featured book, whose cover is the
 * default of author_site_book_cover() (pages.ts coverOf()).
 */
function author_site_cover_of( array $pages, array $book ) {
	if ( $book['featured'] ) {
		return false;
	}
	foreach ( $pages as $page ) {
		if ( $page['book']['slug'] === $book['slug'] ) {
			return $page['cover'];
		}
	}
	return null;
}
