<?php
/**
 * The theme's PHP call graph, file to file, and the rules it must keep.
 *
 * Usage: php bin/check/php-deps.php [--quiet]
 *
 * Reads functions.php, index.php and every PHP file under inc/ (at any depth)
 * with PHP's own tokenizer, finds where each `author_site_*` function,
 * `AUTHOR_SITE_*` constant and `Author_Site_*` class is defined, and counts
 * every use of one from another file: a call by name, a string naming a
 * function (a callback handed to add_action(), add_filter(), array_map(),
 * call_user_func() …), a constant, a class. It prints the graph (file → file:
 * how many uses, and of what) and exits 1 when
 *
 * - functions.php's folder list (`$author_site_folders`) names a folder that
 *   is not under inc/, or a PHP file sits outside the folders it names (at
 *   the top of inc/ or in a folder of its own);
 * - a file uses, at load time (outside any function or class body), a name
 *   another file defines: the order inside a folder must not matter;
 * - the files call each other in a loop (each file must sit above or below
 *   every other one it talks to, so it can be read and tested without them);
 * - a folder uses one loaded after it (the domain folders, between lib and
 *   render, may use each other, without a loop between files);
 * - a domain folder or an admin folder uses a page renderer (inc/render/ or
 *   a folder under it, such as inc/render/ui/): the markup depends on the
 *   domain, never the other way round; a domain folder uses an admin folder;
 *   lib uses anything but lib;
 * - a file calls an `author_site_*` function that no file defines, or two
 *   files define one name.
 *
 * Run by bin/check/lint-php.sh. The parts are in bin/check/php-deps/: the
 * tokenizer's reading of a file (scan.php), the tree and its layers
 * (tree.php), the graph (graph.php) and the rules (rules.php).
 *
 * @package AuthorSite
 */

$author_site_root  = dirname( __DIR__, 2 );
$author_site_quiet = in_array( '--quiet', $argv, true );

require_once __DIR__ . '/php-deps/scan.php';
require_once __DIR__ . '/php-deps/tree.php';
require_once __DIR__ . '/php-deps/graph.php';
require_once __DIR__ . '/php-deps/rules.php';

$author_site_files = author_site_deps_files( $author_site_root );
$author_site_scans = array();
foreach ( $author_site_files as $author_site_file ) {
	$author_site_scans[ $author_site_file ] = author_site_deps_scan( (string) file_get_contents( $author_site_root . '/' . $author_site_file ) );
}
$author_site_built   = author_site_deps_graph( $author_site_scans );
$author_site_graph   = $author_site_built['graph'];
$author_site_folders = author_site_deps_folders( $author_site_root );
if ( ! $author_site_quiet ) {
	author_site_deps_print( $author_site_graph );
}

$author_site_problems = array_merge(
	array_map( fn( $twice ) => 'defined twice: ' . $twice, $author_site_built['twice'] ),
	author_site_deps_unloaded( $author_site_root, $author_site_folders, $author_site_files ),
	author_site_deps_load_time( $author_site_scans, $author_site_built['owner'] ),
	author_site_deps_loop_problems( $author_site_graph ),
	author_site_deps_undefined( $author_site_scans, $author_site_built['owner'] ),
	array_map( fn( $order ) => 'order: ' . $order, author_site_deps_order_breaks( $author_site_graph, $author_site_folders ) ),
	array_map( fn( $layer ) => 'layer: ' . $layer, author_site_deps_layer_breaks( $author_site_graph ) )
);
foreach ( $author_site_problems as $author_site_problem ) {
	fwrite( STDERR, 'php-deps: ' . $author_site_problem . "\n" );
}
printf( "php-deps: %d files in %d folders, %d names, %d problem(s)\n", count( $author_site_scans ), count( $author_site_folders ), count( $author_site_built['owner'] ), count( $author_site_problems ) );
exit( $author_site_problems ? 1 : 0 );
