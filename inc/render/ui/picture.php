<?php
/**
 * The pictures: the author's photo, covers and the built-in artwork.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * An author's picture as an `<img>`. Twin: AuthorImage.
 * @param array $image Attributes from author_site_image_attributes().
 */
function author_site_author_image( array $image, $class_name, $alt, array $attributes = array() ) {
	return author_site_el(
		'img',
		array(
			'class'         => $class_name,
			'src'           => $image['src'],
			'srcset'        => '' === $image['srcset'] ? null : $image['srcset'],
			'sizes'         => '' === $image['sizes'] ? null : $image['sizes'],
			'fetchpriority' => $attributes['fetchpriority'] ?? null,
			'loading'       => $attributes['loading'] ?? null,
			'width'         => (string) $image['width'],
			'height'        => (string) $image['height'],
			'alt'           => '' === $image['alt'] ? $alt : $image['alt'],
		)
	);
}

/**
 * Built-in artwork, fetched at low priority after the text. Twin: Artwork.
 * @param array $art `file`, `width`, `height` (src/ui/pictures.json builtIn).
 */
function author_site_artwork( array $art, $class_name, $alt ) {
	return author_site_el(
		'img',
		array(
			'class'         => $class_name,
			'src'           => author_site_config()['assetsUrl'] . 'images/' . $art['file'],
			'fetchpriority' => 'low',
			'width'         => $art['width'],
			'height'        => $art['height'],
			'alt'           => $alt,
		)
	);
}

/**
 * A book's cover, else the built-in art with the title written over it. Twin: BookCover.
 * @param array|null|false $image A listed book's cover (null: built-in); false: the featured book's.
 */
function author_site_book_cover( $title, $author_name, $image = false, $lazy = false ) {
	$slot  = author_site_picture_slots()['cover'];
	$cover = false === $image ? author_site_pictures()['cover'] : $image;
	$alt   = author_site_fill(
		author_site_copy( 'ui' )['bookCoverAlt'],
		array(
			'title'      => $title,
			'authorName' => $author_name,
		)
	);
	if ( null !== $cover ) {
		if ( $lazy && '' !== $cover['srcset'] ) {
			// In a list, at most 200 px wide on a wide screen (src/style.css): a browser takes a size that small.
			$cover['sizes'] = $slot['listSizes'];
		}
		return author_site_author_image( $cover, 'cover', $alt, $slot['attributes'] + ( $lazy ? array( 'loading' => 'lazy' ) : array() ) );
	}
	return author_site_el(
		'div',
		array(
			'class'      => 'cover cover--built-in',
			'role'       => 'img',
			'aria-label' => $alt,
		),
		array(
			author_site_artwork( $slot['builtIn'], 'cover__art', '' ),
			author_site_text(
				'span',
				array(
					'class' => 'cover__title',
					'dir'   => 'auto',
				),
				$title
			),
			author_site_text(
				'span',
				array(
					'class' => 'cover__author',
					'dir'   => 'auto',
				),
				$author_name
			),
		)
	);
}

/** The author's photo, else the built-in portrait. Twin: AuthorPortrait. */
function author_site_author_portrait( $author_name ) {
	$slot     = author_site_picture_slots()['portrait'];
	$portrait = author_site_pictures()['portrait'];
	$alt      = author_site_fill( author_site_copy( 'pages', 'about' )['portraitAlt'], array( 'authorName' => $author_name ) );
	return null === $portrait
		? author_site_artwork( $slot['builtIn'], 'story__portrait', $alt )
		: author_site_author_image( $portrait, 'story__portrait', $alt, $slot['attributes'] );
}
