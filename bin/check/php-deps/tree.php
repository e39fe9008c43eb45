<?php
/**
 * php-deps' view of the theme's tree: its PHP files, the folders functions.php loads, and each file's folder and layer.
 *
 * @package AuthorSite
 */

/**
 * The PHP files of the theme, relative to the root, in a stable order.
 *
 * @param string $root The theme's folder.
 * @return string[]
 */
function author_site_deps_files( $root ) {
	$files = array( 'functions.php', 'index.php' );
	$found = array();
	$tree  = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $root . '/inc', FilesystemIterator::SKIP_DOTS ) );
	foreach ( $tree as $file ) {
		if ( 'php' === $file->getExtension() ) {
			$found[] = substr( $file->getPathname(), strlen( $root ) + 1 );
		}
	}
	sort( $found );
	return array_merge( $files, $found );
}

/**
 * The folders functions.php loads, in its order (the strings of `$author_site_folders = array( … );`).
 *
 * @param string $root The theme's folder.
 * @return string[]
 */
function author_site_deps_folders( $root ) {
	$code = (string) file_get_contents( $root . '/functions.php' );
	if ( ! preg_match( '~\$author_site_folders\s*=\s*array\((.*?)\);~s', $code, $list ) ) {
		return array();
	}
	preg_match_all( "~'([^']+)'~", $list[1], $names );
	return $names[1];
}

/**
 * The folder of a file under inc/ ('lib', 'admin/settings'; '' at the top of inc/), or null outside inc/.
 *
 * @param string $file Relative path.
 * @return string|null
 */
function author_site_deps_folder( $file ) {
	if ( ! str_starts_with( $file, 'inc/' ) ) {
		return null;
	}
	$folder = dirname( substr( $file, strlen( 'inc/' ) ) );
	return '.' === $folder ? '' : $folder;
}

/**
 * The layer of a file, from its folder: entry (functions.php, index.php), lib, render, admin or domain.
 *
 * A subfolder is in its top folder's layer: 'render/ui' and 'render/pages'
 * are render as 'admin/settings' is admin.
 *
 * @param string $file Relative path.
 * @return string
 */
function author_site_deps_layer( $file ) {
	$folder = author_site_deps_folder( $file );
	if ( null === $folder ) {
		return 'entry';
	}
	$top = explode( '/', $folder )[0];
	return in_array( $top, array( 'lib', 'render', 'admin' ), true ) ? $top : 'domain';
}
