<?php
/**
 * The author's own pictures (docs/pictures.md): the book cover and the author
 * photo are the featured images of the `books-content` and `about-content`
 * pages, the logo is the Site Logo. Each is read once per request into the
 * attributes WordPress's own image function prints (`wp_get_attachment_image`:
 * its sizes, `srcset`, width and height), which the first view prints and the
 * app receives in its configuration (`pictures`), so both draw the same
 * `<img>`. A picture that cannot be shown safely (deleted, not an image, an
 * SVG upload, a file too large that WordPress made no sizes for) counts as
 * not set: the built-in art shows instead.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * Where each picture goes and its limits (src/ui/pictures.json, read by the
 * app too).
 *
 * @return array
 */
function author_site_picture_slots() {
	return author_site_read_json( 'src/ui/pictures.json' );
}

/**
 * The image formats a picture may be in: bitmaps every browser shows. (An SVG
 * upload is the author's file, not sanitized by WordPress: never inlined or
 * shown.)
 *
 * @return string[]
 */
function author_site_picture_mime_types() {
	return array( 'image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif' );
}

/**
 * An attachment id that is safe to show as a picture, else 0: an existing
 * image attachment in a bitmap format whose metadata knows its size, and
 * whose file is no larger than the limit on either side unless WordPress made
 * smaller sizes of it (a 20,000 px image the editor could not scale has none).
 *
 * @param mixed $attachment_id A stored id.
 * @return int
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

/**
 * The featured image of a content page (`books` → `books-content`), if
 * usable; 0 otherwise.
 *
 * @param string $page A key of author_site_content_slugs().
 * @return int
 */
function author_site_content_page_image_id( $page ) {
	$slugs = author_site_content_slugs();
	$post  = isset( $slugs[ $page ] ) ? get_page_by_path( $slugs[ $page ], OBJECT, 'page' ) : null;
	if ( ! $post instanceof WP_Post || 'publish' !== $post->post_status ) {
		return 0;
	}
	return author_site_usable_image_id( get_post_thumbnail_id( $post ) );
}

/**
 * The Site Logo's attachment id, if usable; 0 otherwise.
 *
 * @return int
 */
function author_site_logo_image_id() {
	return author_site_usable_image_id( get_theme_mod( 'custom_logo' ) );
}

/**
 * The attributes of the `<img>` WordPress prints for an attachment at a size:
 * src, srcset, sizes, width, height and the image's own alt text ('' when it
 * has none: the view then writes its own). Null when WordPress prints no
 * image, or one whose width, height or address is unusable.
 *
 * @param int    $attachment_id A usable image (author_site_usable_image_id()).
 * @param string $size          A registered image size.
 * @param string $sizes         The `sizes` attribute: the width the picture fills.
 * @return array{src:string,srcset:string,sizes:string,width:int,height:int,alt:string}|null
 */
function author_site_image_attributes( $attachment_id, $size, $sizes ) {
	$html = wp_get_attachment_image(
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

/**
 * The logo's `sizes`: the width it shows at its tallest (the page header's),
 * from its proportions.
 *
 * @param int $attachment_id The logo.
 * @return string
 */
function author_site_logo_sizes( $attachment_id ) {
	$meta   = wp_get_attachment_metadata( $attachment_id );
	$height = author_site_picture_slots()['logo']['height'];
	$ratio  = (int) $meta['width'] / max( 1, (int) $meta['height'] );
	return (int) min( 4 * $height, max( 1, round( $height * $ratio ) ) ) . 'px';
}

/**
 * The monogram drawn when there is no Site Logo: the initials of the
 * author's name (its first letter, and its last word's), the direction
 * they read in, and whether there are two (drawn to a set width).
 *
 * @param string $name The author's name.
 * @return array{initials:string,dir:string,pair:bool}
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

/**
 * `pictures` of the configuration (docs/runtime-config.md#keys): the cover,
 * the author photo and the logo as `<img>` attributes, each null when not
 * set, and the monogram. Made once per request.
 *
 * @return array
 */
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
 * The sizes WordPress makes of an uploaded JPEG are WebP when the server's
 * image editor can write WebP (GD or Imagick built with it): the same
 * picture in about a third fewer bytes, which every browser this site
 * supports shows. The original file stays as uploaded. A site can keep JPEG
 * with `add_filter( 'author_site_webp_sizes', '__return_false' )`.
 *
 * @param array  $formats   Output formats by input type.
 * @param string $filename  The file being resized.
 * @param string $mime_type Its type.
 * @return array
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
 * One more size WordPress makes of each upload: 540 px wide (810 tall at
 * most), what a cover 262 px wide needs on a phone with two device pixels
 * per CSS pixel; without it a phone takes the 683 px "large" size, 70 % more
 * bytes (docs/benchmarks.md#with-the-authors-pictures). Pictures uploaded
 * before the theme have it once their sizes are regenerated.
 */
function author_site_image_sizes() {
	$size = author_site_picture_slots()['phoneSize'];
	add_image_size( $size['name'], $size['width'], $size['height'], false );
}
add_action( 'after_setup_theme', 'author_site_image_sizes' );
