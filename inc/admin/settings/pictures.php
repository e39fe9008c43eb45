<?php
/**
 * The pictures card of the settings screen and Content Health: each picture,
 * where to set it and what to fix (docs/pictures.md#in-wp-admin).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** What is wrong with a cover of this size, keyed `small` and `shape`. */
function author_site_admin_cover_problems( $width, $height ) {
	$limits   = author_site_picture_slots()['limits'];
	$problems = array();
	if ( $width < $limits['coverMinWidth'] ) {
		/* translators: 1: the cover's width in pixels, 2: the smallest width that stays sharp. */
		$problems['small'] = sprintf( __( 'Your cover is %1$d px wide, so it looks blurry on large screens. Use one at least %2$d px wide (1600 × 2400 is ideal).', 'author-site' ), $width, $limits['coverMinWidth'] );
	}
	$ratio = $height / max( 1, $width );
	if ( abs( $ratio - $limits['coverRatio'] ) > $limits['coverRatio'] * $limits['coverRatioTolerance'] ) {
		/* translators: 1: width, 2: height in pixels. */
		$problems['shape'] = sprintf( __( 'Your cover is %1$d × %2$d px. Book covers are about 2:3 (for example 1600 × 2400); other shapes leave the cover column looking uneven.', 'author-site' ), $width, $height );
	}
	return $problems;
}

/**
 * One row per picture.
 * @return array[] Each: key, label, id (0: built-in), set (chosen, even if unusable), edit, action, problems.
 */
function author_site_admin_pictures() {
	$slugs = author_site_content_slugs();
	$rows  = array();
	foreach ( array(
		'cover'    => array( 'books', __( 'Book cover', 'author-site' ), __( 'Set the cover: the Featured image of your Books page', 'author-site' ) ),
		'portrait' => array( 'about', __( 'Author photo', 'author-site' ), __( 'Set your photo: the Featured image of your About page', 'author-site' ) ),
	) as $key => $row ) {
		$page   = isset( $slugs[ $row[0] ] ) ? get_page_by_path( $slugs[ $row[0] ], OBJECT, 'page' ) : null;
		$chosen = $page instanceof WP_Post ? (int) get_post_thumbnail_id( $page ) : 0;
		$id     = author_site_content_page_image_id( $row[0] );
		$rows[] = array(
			'key'      => $key,
			'label'    => $row[1],
			'id'       => $id,
			'set'      => $chosen > 0,
			'edit'     => $page instanceof WP_Post ? (string) get_edit_post_link( $page, 'raw' ) : admin_url( 'themes.php?page=author-site-health' ),
			'action'   => $row[2],
			'problems' => array(),
		);
	}
	$logo   = (int) get_theme_mod( 'custom_logo' );
	$rows[] = array(
		'key'      => 'logo',
		'label'    => __( 'Logo', 'author-site' ),
		'id'       => author_site_logo_image_id(),
		'set'      => $logo > 0,
		'edit'     => admin_url( 'customize.php?autofocus[control]=custom_logo' ),
		'action'   => __( 'Set the logo in Customize → Site Identity', 'author-site' ),
		'problems' => array(),
	);
	$icon   = (int) get_option( 'site_icon' );
	$rows[] = array(
		'key'      => 'icon',
		'label'    => __( 'Site icon', 'author-site' ),
		'id'       => has_site_icon() ? $icon : 0,
		'set'      => $icon > 0,
		'edit'     => admin_url( 'customize.php?autofocus[control]=site_icon' ),
		'action'   => __( 'Set the icon in Customize → Site Identity', 'author-site' ),
		'problems' => array(),
	);
	foreach ( $rows as &$row ) {
		if ( $row['set'] && ! $row['id'] ) {
			$row['problems'][] = __( 'The chosen image can’t be shown (it was deleted, or it is not a JPEG, PNG, GIF, WebP or AVIF picture), so the built-in one shows. Choose another image.', 'author-site' );
		}
		if ( 'cover' === $row['key'] && $row['id'] ) {
			$meta            = wp_get_attachment_metadata( $row['id'] );
			$row['problems'] = author_site_admin_cover_problems( (int) $meta['width'], (int) $meta['height'] );
		}
	}
	unset( $row );
	return $rows;
}

/** The pictures card. */
function author_site_admin_render_pictures() {
	echo '<section class="author-site-pictures card" data-health-service="pictures"><h2>' . esc_html__( 'Pictures', 'author-site' ) . '</h2>';
	echo '<table class="widefat striped"><tbody>';
	foreach ( author_site_admin_pictures() as $row ) {
		echo '<tr data-picture="' . esc_attr( $row['key'] ) . '"><th scope="row">' . esc_html( $row['label'] ) . '</th><td>';
		if ( $row['id'] ) {
			echo wp_get_attachment_image( $row['id'], 'thumbnail', false, array( 'style' => 'max-height:80px;width:auto' ) );
		} else {
			echo '<p>' . esc_html__( 'Not set: the built-in picture shows.', 'author-site' ) . '</p>';
		}
		echo '</td><td>';
		foreach ( $row['problems'] as $problem ) {
			echo '<p class="author-site-pictures__problem"><span class="dashicons dashicons-warning" aria-hidden="true"></span> ' . esc_html( $problem ) . '</p>';
		}
		echo '<p><a href="' . esc_url( $row['edit'] ) . '">' . esc_html( $row['action'] ) . '</a></p></td></tr>';
	}
	echo '</tbody></table></section>';
}
