<?php
/**
 * The author's own pictures (docs/pictures.md), read once a request into the
 * `<img>` attributes WordPress prints, so that the first view and the app draw
 * the same `<img>`; a picture that cannot be shown safely counts as not set.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** Where each picture goes and its limits (src/ui/pictures.json, the app's too). */
function author_site_picture_slots() {
	return author_site_read_json( 'src/ui/pictures.json' );
}

/**
 * The image formats a picture may be in: bitmaps every browser shows. An SVG
 * upload can carry script and WordPress does not clean it: never shown.
 */
function author_site_picture_mime_types() {
	return array( 'image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif' );
}

/**
 * An attachment id safe to show as a picture, else 0
 * (docs/pictures.md#what-is-never-shown).
 */
function author_site_usable_image_id( $attachment_id ) {
	$id   = author_site_positive_int( is_numeric( $attachment_id ) ? (string) $attachment_id : $attachment_id );
	$post = $id ? get_post( $id ) : null;
	if ( ! $post instanceof WP_Post || 'attachment' !== $post->post_type || ! wp_attachment_is_image( $post ) ) {
		return 0;
	}
	if ( ! in_array( get_post_mime_type( $post ), author_site_picture_mime_types(), true ) ) {
		return 0;
	}
	$meta   = wp_get_attachment_metadata( $id );
	$width  = is_array( $meta ) && isset( $meta['width'] ) ? (int) $meta['width'] : 0;
	$height = is_array( $meta ) && isset( $meta['height'] ) ? (int) $meta['height'] : 0;
	if ( $width < 1 || $height < 1 ) {
		return 0;
	}
	$limits = author_site_picture_slots()['limits'];
	if ( max( $width, $height ) > $limits['longestSide'] && empty( $meta['sizes'] ) ) {
		return 0;
	}
	return $id;
}

/** The usable featured image of a content page (`books` → `books-content`), or 0. */
function author_site_content_page_image_id( $page ) {
	$slugs = author_site_content_slugs();
	$post  = isset( $slugs[ $page ] ) ? get_page_by_path( $slugs[ $page ], OBJECT, 'page' ) : null;
	if ( ! $post instanceof WP_Post || 'publish' !== $post->post_status ) {
		return 0;
	}
	return author_site_usable_image_id( get_post_thumbnail_id( $post ) );
}

/** The Site Logo's attachment id, if usable; 0 otherwise. */
function author_site_logo_image_id() {
	return author_site_usable_image_id( get_theme_mod( 'custom_logo' ) );
}

/**
 * The attributes of the `<img>` WordPress prints for an attachment at a size,
 * the image's own alt ('' when none); null when unusable.
 */
function author_site_image_attributes( $attachment_id, $size, $sizes ) {
	$html  = wp_get_attachment_image(
		$attachment_id,
		$size,
		false,
		array(
			'sizes'    => $sizes,
			'loading'  => false,
			'decoding' => false,
		)
	);
	$attrs = author_site_html_first_tag_attributes( (string) $html, 'IMG', array( 'src', 'srcset', 'sizes', 'width', 'height', 'alt' ) );
	if ( null === $attrs ) {
		return null;
	}
	$src    = is_string( $attrs['src'] ) ? author_site_http_url( $attrs['src'] ) : null;
	$width  = author_site_positive_int( is_string( $attrs['width'] ) ? $attrs['width'] : 0 );
	$height = author_site_positive_int( is_string( $attrs['height'] ) ? $attrs['height'] : 0 );
	if ( null === $src || ! $width || ! $height ) {
		return null;
	}
	$srcset = is_string( $attrs['srcset'] ) ? trim( $attrs['srcset'] ) : '';
	return array(
		'src'    => $src,
		'srcset' => $srcset,
		'sizes'  => '' === $srcset || ! is_string( $attrs['sizes'] ) ? '' : $attrs['sizes'],
		'width'  => $width,
		'height' => $height,
		'alt'    => author_site_meta_text( is_string( $attrs['alt'] ) ? $attrs['alt'] : '' ),
	);
}

/** The logo's `sizes`: its width at its tallest (the page header's). */
function author_site_logo_sizes( $attachment_id ) {
	$meta   = wp_get_attachment_metadata( $attachment_id );
	$height = author_site_picture_slots()['logo']['height'];
	$ratio  = (int) $meta['width'] / max( 1, (int) $meta['height'] );
	return (int) min( 4 * $height, max( 1, round( $height * $ratio ) ) ) . 'px';
}

/**
 * The monogram drawn when there is no Site Logo: the initials (the name's first
 * letter and its last word's), their direction, and whether there are two.
 */
function author_site_monogram( $name ) {
	$letters = array();
	foreach ( preg_split( '/\s+/u', trim( (string) $name ) ) as $word ) {
		if ( preg_match( '/\p{L}\p{M}*/u', (string) $word, $match ) ) {
			$letters[] = $match[0];
		}
	}
	$initials = $letters ? $letters[0] . ( count( $letters ) > 1 ? end( $letters ) : '' ) : '';
	$initials = function_exists( 'mb_strtoupper' ) ? mb_strtoupper( $initials, 'UTF-8' ) : strtoupper( $initials );
	$rtl      = (bool) preg_match( '/^[\x{0590}-\x{08FF}\x{FB1D}-\x{FDFF}\x{FE70}-\x{FEFF}]/u', $initials );
	return array(
		'initials' => $initials,
		'dir'      => $rtl ? 'rtl' : 'ltr',
		'pair'     => count( $letters ) > 1,
	);
}

/** The configuration's `pictures`, made once a request. */
function author_site_pictures() {
	static $pictures = null;
	if ( null !== $pictures ) {
		return $pictures;
	}
	$slots    = author_site_picture_slots();
	$cover    = author_site_content_page_image_id( 'books' );
	$portrait = author_site_content_page_image_id( 'about' );
	$logo     = author_site_logo_image_id();
	$pictures = array(
		'cover'    => $cover ? author_site_image_attributes( $cover, $slots['cover']['size'], $slots['cover']['sizes'] ) : null,
		'portrait' => $portrait ? author_site_image_attributes( $portrait, $slots['portrait']['size'], $slots['portrait']['sizes'] ) : null,
		'logo'     => $logo ? author_site_image_attributes( $logo, $slots['logo']['size'], author_site_logo_sizes( $logo ) ) : null,
		'monogram' => author_site_monogram( author_site_author_name() ),
	);
	return $pictures;
}

/**
 * Makes the sizes of an uploaded JPEG WebP where the image editor can write it
 * (docs/pictures.md#one-img-two-renderers).
 */
function author_site_webp_sizes( $formats, $filename = '', $mime_type = '' ) {
	unset( $filename );
	if ( 'image/jpeg' !== $mime_type || isset( $formats['image/jpeg'] ) || ! apply_filters( 'author_site_webp_sizes', true ) ) {
		return $formats;
	}
	if ( wp_image_editor_supports( array( 'mime_type' => 'image/webp' ) ) ) {
		$formats['image/jpeg'] = 'image/webp';
	}
	return $formats;
}
add_filter( 'image_editor_output_format', 'author_site_webp_sizes', 10, 3 );

/**
 * Adds the 540 px phone size a 262 px cover needs at two device pixels per CSS
 * pixel (docs/pictures.md#one-img-two-renderers).
 */
function author_site_image_sizes() {
	$size = author_site_picture_slots()['phoneSize'];
	add_image_size( $size['name'], $size['width'], $size['height'], false );
}
add_action( 'after_setup_theme', 'author_site_image_sizes' );
