<?php
/**
 * Author Site theme: loads inc/, one folder per concern, each folder whole.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/*
 * The folders in layer order: the helpers, then the domains (the app's frame
 * first), then the first view's markup (its builder, then each view in the
 * folder of its src/ twin, pages and the frame last), then wp-admin's screens. A folder uses
 * only the folders before it (the domain folders also each other, with no loop
 * between files), and no file uses another's names at load time, so the order
 * inside a folder does not matter (bin/check/php-deps.php checks all three). Hooks
 * of one priority still run in load order: when two callbacks' turn matters,
 * give one its own priority or keep both in one file.
 */
// phpcs:disable WordPress.Arrays.ArrayDeclarationSpacing.ArrayItemNoNewLine -- a line per layer.
$author_site_folders = array(
	'lib',
	'app', 'content', 'pictures', 'books', 'editor', 'events', 'security', 'forms', 'contact', 'newsletter', 'meta',
	'render', 'render/ui', 'render/contact', 'render/newsletter', 'render/events', 'render/pages', 'render/layout',
	'admin/settings', 'admin/health',
);
// phpcs:enable
foreach ( $author_site_folders as $author_site_folder ) {
	$author_site_files = glob( __DIR__ . '/inc/' . $author_site_folder . '/*.php' ) ?: array();
	sort( $author_site_files );
	foreach ( $author_site_files as $author_site_file ) {
		require_once $author_site_file;
	}
}
unset( $author_site_folders, $author_site_folder, $author_site_files, $author_site_file );
