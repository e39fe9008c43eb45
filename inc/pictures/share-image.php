<?php
/**
 * The share image (`og:image`, docs/pictures.md#share-image): made from the
 * author's cover when it is set or changes, never while a visitor waits.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The option that remembers which cover the share image was made from. */
const AUTHOR_SITE_SHARE_OPTION = 'author_site_share_image';

/** The colour of her look the share image's backdrop is tinted with (src/ui/pictures.json names its role). */
function author_site_share_image_color() {
	return author_site_palette()[ author_site_picture_slots()['share']['background'] ];
}

/**
 * The file a share image is made from: her cover's (an attachment id), or for
 * 0 the built-in artwork's JPEG (bin/build/share-images.mjs).
 */
function author_site_share_source_file( $cover_id ) {
	return $cover_id ? (string) get_attached_file( $cover_id ) : get_theme_file_path( 'build/images/cover.jpg' );
}

/**
 * Whether the built-in share image, made at build time in the default look's
 * colour, is in her colour: then it is used as it is.
 */
function author_site_built_in_share_fits() {
	$default = author_site_palette( author_site_looks_data()['default'], array() );
	return author_site_share_image_color() === $default[ author_site_picture_slots()['share']['background'] ];
}

/**
 * What identifies a share image: its cover's current file (id, path, size and
 * modification time: an edit in the media library writes a new file) and the
 * colour of her look it is drawn with.
 */
function author_site_share_image_key( $cover_id ) {
	$file = author_site_share_source_file( $cover_id );
	$stat = is_readable( $file ) ? stat( $file ) : false;
	return substr( md5( $cover_id . '|' . $file . '|' . ( $stat ? $stat['size'] . '|' . $stat['mtime'] : '' ) . '|' . author_site_share_image_color() ), 0, 12 );
}

/** Where share images are written: uploads/author-site/. */
function author_site_share_image_folder() {
	$uploads = wp_upload_dir( null, false );
	if ( ! empty( $uploads['error'] ) ) {
		return null;
	}
	return array(
		'dir' => trailingslashit( $uploads['basedir'] ) . 'author-site',
		'url' => trailingslashit( $uploads['baseurl'] ) . 'author-site',
	);
}

/** Removes the share image the option points to, and the option. */
function author_site_forget_share_image() {
	$stored = get_option( AUTHOR_SITE_SHARE_OPTION );
	$folder = author_site_share_image_folder();
	if ( is_array( $stored ) && ! empty( $stored['file'] ) && null !== $folder ) {
		wp_delete_file( $folder['dir'] . '/' . basename( (string) $stored['file'] ) );
	}
	delete_option( AUTHOR_SITE_SHARE_OPTION );
}

/**
 * Draws the share image with GD: the cover, centred, over a blurred copy of
 * itself that fills the frame, tinted with her look's colour.
 */
function author_site_compose_share_image( $scaled, $target ) {
	$share = author_site_picture_slots()['share'];
	$data  = file_get_contents( $scaled ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file the image editor just wrote.
	$cover = false === $data ? false : imagecreatefromstring( $data );
	if ( false === $cover ) {
		return false;
	}
	$width             = $share['width'];
	$height            = $share['height'];
	$canvas            = imagecreatetruecolor( $width, $height );
	list( $r, $g, $b ) = author_site_color_channels( author_site_share_image_color() );
	imagefill( $canvas, 0, 0, imagecolorallocate( $canvas, $r, $g, $b ) );
	$cw = imagesx( $cover );
	$ch = imagesy( $cover );
	// The backdrop: the cover's middle band scaled down to a few dozen pixels and back up.
	$small = imagecreatetruecolor( 48, 25 );
	$band  = (int) round( $cw * $height / $width );
	imagecopyresampled( $small, $cover, 0, 0, 0, (int) max( 0, ( $ch - $band ) / 2 ), 48, 25, $cw, min( $ch, $band ) );
	imagecopyresampled( $canvas, $small, 0, 0, 0, 0, $width, $height, 48, 25 );
	imagefilter( $canvas, IMG_FILTER_GAUSSIAN_BLUR );
	// Her colour over it: GD's alpha runs from 0 (opaque) to 127 (transparent).
	imagefilledrectangle( $canvas, 0, 0, $width - 1, $height - 1, imagecolorallocatealpha( $canvas, $r, $g, $b, (int) round( 127 * ( 1 - $share['backgroundOpacity'] ) ) ) );
	$inner_h = $height - 60;
	$inner_w = (int) round( $cw * $inner_h / $ch );
	imagecopyresampled( $canvas, $cover, (int) ( ( $width - $inner_w ) / 2 ), 30, 0, 0, $inner_w, $inner_h, $cw, $ch );
	$written = imagejpeg( $canvas, $target, 85 );
	imagedestroy( $canvas );
	imagedestroy( $small );
	imagedestroy( $cover );
	return $written;
}

/**
 * Makes the share image from the current cover, or from the built-in artwork
 * in her colour (or forgets the old one when the built-in image is in it),
 * unless the one stored was made from this very file in this colour.
 * @return bool Whether a share image made here is now stored.
 */
function author_site_make_share_image() {
	$cover_id = author_site_content_page_image_id( 'books' );
	if ( ! $cover_id && ( author_site_built_in_share_fits() || ! is_readable( author_site_share_source_file( 0 ) ) ) ) {
		author_site_forget_share_image();
		return false;
	}
	$key    = author_site_share_image_key( $cover_id );
	$stored = get_option( AUTHOR_SITE_SHARE_OPTION );
	$folder = author_site_share_image_folder();
	if ( null === $folder ) {
		return false;
	}
	if ( is_array( $stored ) && ( $stored['key'] ?? '' ) === $key && is_readable( $folder['dir'] . '/' . $stored['file'] ) ) {
		return true;
	}
	$source = author_site_share_source_file( $cover_id );
	$editor = $source ? wp_get_image_editor( $source ) : null;
	if ( ! $editor || is_wp_error( $editor ) || ! wp_mkdir_p( $folder['dir'] ) ) {
		return false;
	}
	$share   = author_site_picture_slots()['share'];
	$file    = 'share-' . $cover_id . '-' . $key . '.jpg';
	$target  = $folder['dir'] . '/' . $file;
	$scaled  = $folder['dir'] . '/scaled-' . $cover_id . '-' . $key . '.jpg';
	$resized = $editor->resize( null, $share['height'] - 60, false );
	$saved   = is_wp_error( $resized ) ? $resized : $editor->save( $scaled, 'image/jpeg' );
	if ( is_wp_error( $saved ) ) {
		return false;
	}
	if ( function_exists( 'imagecreatetruecolor' ) ) {
		$made = author_site_compose_share_image( $saved['path'], $target );
	} else {
		// No GD (an Imagick-only server): the cover's middle, cropped to the frame by the editor.
		$editor = wp_get_image_editor( $source );
		$made   = ! is_wp_error( $editor )
			&& ! is_wp_error( $editor->resize( $share['width'], $share['height'], true ) )
			&& ! is_wp_error( $editor->save( $target, 'image/jpeg' ) );
	}
	wp_delete_file( $saved['path'] );
	if ( ! $made ) {
		return false;
	}
	author_site_forget_share_image();
	update_option(
		AUTHOR_SITE_SHARE_OPTION,
		array(
			'source' => $cover_id,
			'key'    => $key,
			'file'   => $file,
		),
		false
	);
	return true;
}
add_action( 'author_site_make_share_image', 'author_site_make_share_image' );

/**
 * The views' share image: the one made from the current cover (or from the
 * built-in artwork, in a colour not today's), else the cover itself while it
 * is being made, else the built-in one; null without a build.
 */
function author_site_share_image() {
	static $share = false;
	if ( false === $share ) {
		$share = author_site_find_share_image();
	}
	return $share;
}

/** What author_site_share_image() gives, looked up. */
function author_site_find_share_image() {
	$pictures = author_site_pictures();
	$cover_id = null === $pictures['cover'] ? 0 : author_site_content_page_image_id( 'books' );
	if ( ! $cover_id && author_site_built_in_share_fits() ) {
		return author_site_built_in_share_image();
	}
	$share  = author_site_picture_slots()['share'];
	$alt    = author_site_cover_alt();
	$stored = get_option( AUTHOR_SITE_SHARE_OPTION );
	$folder = author_site_share_image_folder();
	if ( is_array( $stored ) && null !== $folder && (int) ( $stored['source'] ?? -1 ) === $cover_id
		&& ( $stored['key'] ?? '' ) === author_site_share_image_key( $cover_id )
		&& is_readable( $folder['dir'] . '/' . basename( (string) $stored['file'] ) ) ) {
		return array(
			'url'    => $folder['url'] . '/' . rawurlencode( basename( (string) $stored['file'] ) ),
			'width'  => $share['width'],
			'height' => $share['height'],
			'type'   => 'image/jpeg',
			'alt'    => $alt,
		);
	}
	// Not made yet for this cover and colour: WP-Cron makes it in its own request.
	if ( ! wp_next_scheduled( 'author_site_make_share_image' ) ) {
		wp_schedule_single_event( time(), 'author_site_make_share_image' );
	}
	if ( ! $cover_id ) {
		return author_site_built_in_share_image();
	}
	return array(
		'url'    => $pictures['cover']['src'],
		'width'  => $pictures['cover']['width'],
		'height' => $pictures['cover']['height'],
		'type'   => null,
		'alt'    => $alt,
	);
}

/** The built-in share image (build/images/share.jpg), or null without a build. */
function author_site_built_in_share_image() {
	$url   = author_site_built_image_url( 'share.jpg' );
	$share = author_site_picture_slots()['share'];
	return null === $url ? null : array(
		'url'    => $url,
		'width'  => $share['width'],
		'height' => $share['height'],
		'type'   => 'image/jpeg',
		// The built-in artwork stands for the book's cover.
		'alt'    => author_site_cover_alt(),
	);
}

/**
 * The cover's text alternative: its own alt text, else "Cover of TITLE by
 * AUTHOR" (src/ui/copy.json).
 */
function author_site_cover_alt() {
	$pictures = author_site_pictures();
	if ( null !== $pictures['cover'] && '' !== $pictures['cover']['alt'] ) {
		return $pictures['cover']['alt'];
	}
	// On a route that does not show the Books page, read but not printed into the page.
	$books = author_site_page_content( 'books', in_array( 'books', author_site_route_pages( author_site_current_page() ), true ) );
	return author_site_fill(
		author_site_copy( 'ui' )['bookCoverAlt'],
		array(
			'title'      => $books['title'],
			'authorName' => author_site_author_name(),
		)
	);
}

/**
 * Remakes the share image when the Books content page's featured image
 * (`_thumbnail_id`) is set, changed or removed.
 */
function author_site_cover_meta_changed( $meta_id, $object_id, $meta_key ) {
	unset( $meta_id );
	if ( '_thumbnail_id' !== $meta_key ) {
		return;
	}
	$slugs = author_site_content_slugs();
	$post  = get_post( $object_id );
	if ( $post instanceof WP_Post && 'page' === $post->post_type && ( $slugs['books'] ?? '' ) === $post->post_name ) {
		author_site_make_share_image();
	}
}
add_action( 'added_post_meta', 'author_site_cover_meta_changed', 10, 3 );
add_action( 'updated_post_meta', 'author_site_cover_meta_changed', 10, 3 );
add_action( 'deleted_post_meta', 'author_site_cover_meta_changed', 10, 3 );

/**
 * Remakes the share image when the cover's file changes or is deleted, and
 * when the Books page is published or unpublished.
 */
function author_site_cover_changed( $post ) {
	$post  = get_post( $post );
	$slugs = author_site_content_slugs();
	if ( ! $post instanceof WP_Post ) {
		return;
	}
	$stored   = get_option( AUTHOR_SITE_SHARE_OPTION );
	$is_cover = 'attachment' === $post->post_type && is_array( $stored ) && (int) ( $stored['source'] ?? 0 ) === $post->ID;
	if ( $is_cover || ( 'page' === $post->post_type && ( $slugs['books'] ?? '' ) === $post->post_name ) ) {
		// After the change is stored (a deleted attachment is gone by then).
		wp_schedule_single_event( time(), 'author_site_make_share_image' );
	}
}
add_action( 'delete_attachment', 'author_site_cover_changed' );
add_action( 'attachment_updated', 'author_site_cover_changed' );

/**
 * Remakes the share image when the cover's metadata is regenerated (an edit).
 * @return array Unchanged.
 */
function author_site_cover_metadata_changed( $metadata, $attachment_id ) {
	author_site_cover_changed( $attachment_id );
	return $metadata;
}
add_filter( 'wp_generate_attachment_metadata', 'author_site_cover_metadata_changed', 10, 2 );

/** Publishing or unpublishing the Books page changes which cover is set. */
function author_site_books_page_status( $new_status, $old_status, $post ) {
	if ( $new_status !== $old_status && ( 'publish' === $new_status || 'publish' === $old_status ) ) {
		author_site_cover_changed( $post );
	}
}
add_action( 'transition_post_status', 'author_site_books_page_status', 10, 3 );
