<?php
/**
 * The theme's PHP call graph, file to file, and the rules it must keep.
 *
 * Usage: php bin/php-deps.php [--quiet]
 *
 * Reads functions.php, index.php and every PHP file under inc/ with PHP's own
 * tokenizer, finds where each `author_site_*` function, `AUTHOR_SITE_*`
 * constant and `Author_Site_*` class is defined, and counts every use of one
 * from another file: a call by name, a string naming a function (a callback
 * handed to add_action(), add_filter(), array_map(), call_user_func() …), a
 * constant, a class. It prints the graph (file → file: how many uses, and of
 * what) and exits 1 when
 *
 * - the files call each other in a loop (each file must sit above or below
 *   every other one it talks to, so it can be read and tested without them);
 * - a domain file (inc/*.php) or an admin file (inc/admin/) uses a page
 *   renderer (inc/render/): the markup depends on the domain, never the
 *   other way round;
 * - a domain file uses an admin file;
 * - a file calls an `author_site_*` function that no file defines;
 * - functions.php does not load every PHP file under inc/, or loads one that
 *   is not there.
 *
 * Run by bin/lint-php.sh.
 *
 * @package AuthorSite
 */

// phpcs:disable WordPress.WP.AlternativeFunctions -- a command-line tool, outside WordPress.

$author_site_root  = dirname( __DIR__ );
$author_site_quiet = in_array( '--quiet', $argv, true );

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
 * The next token that is not white space or a comment, from $i on.
 *
 * @param array $tokens Tokens.
 * @param int   $i      Where to start.
 * @param int   $step   1 forwards, -1 backwards.
 * @return array|string|null
 */
function author_site_deps_neighbour( array $tokens, $i, $step ) {
	for ( $j = $i + $step; $j >= 0 && $j < count( $tokens ); $j += $step ) {
		if ( ! is_array( $tokens[ $j ] ) || ! in_array( $tokens[ $j ][0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true ) ) {
			return $tokens[ $j ];
		}
	}
	return null;
}

/**
 * What a file defines and what it names.
 *
 * @param string $code PHP source.
 * @return array{defines:string[],uses:array<string,int>,calls:string[]} Names
 *     in lower case (functions, classes) or as written (constants); uses:
 *     name → count; calls: the functions called by name.
 */
function author_site_deps_scan( $code ) {
	$tokens  = token_get_all( $code );
	$defines = array();
	$uses    = array();
	$calls   = array();
	foreach ( $tokens as $i => $token ) {
		if ( ! is_array( $token ) ) {
			continue;
		}
		list( $kind, $text ) = $token;
		if ( T_CONSTANT_ENCAPSED_STRING === $kind ) {
			$value = substr( $text, 1, -1 );
			if ( preg_match( '/^author_site_\w+$/i', $value ) ) {
				$uses[ strtolower( $value ) ] = ( $uses[ strtolower( $value ) ] ?? 0 ) + 1;
			}
			continue;
		}
		if ( T_STRING !== $kind || ! preg_match( '/^author_site_\w+$/i', $text ) ) {
			continue;
		}
		$before = author_site_deps_neighbour( $tokens, $i, -1 );
		$after  = author_site_deps_neighbour( $tokens, $i, 1 );
		$prev   = is_array( $before ) ? $before[0] : $before;
		if ( in_array( $prev, array( T_FUNCTION, T_CLASS, T_CONST ), true ) ) {
			$defines[] = T_CONST === $prev ? $text : strtolower( $text );
			continue;
		}
		if ( in_array( $prev, array( T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON ), true ) ) {
			continue;
		}
		$name          = '(' === $after || T_NEW === $prev || T_EXTENDS === $prev ? strtolower( $text ) : $text;
		$uses[ $name ] = ( $uses[ $name ] ?? 0 ) + 1;
		if ( '(' === $after && T_NEW !== $prev ) {
			$calls[ $name ] = true;
		}
	}
	return array(
		'defines' => $defines,
		'uses'    => $uses,
		'calls'   => array_keys( $calls ),
	);
}

/**
 * The layer of a file: entry (functions.php, index.php), render, admin or domain.
 *
 * @param string $file Relative path.
 * @return string
 */
function author_site_deps_layer( $file ) {
	if ( str_starts_with( $file, 'inc/render/' ) ) {
		return 'render';
	}
	if ( str_starts_with( $file, 'inc/admin/' ) ) {
		return 'admin';
	}
	return str_starts_with( $file, 'inc/' ) ? 'domain' : 'entry';
}

/**
 * The file → file graph: for each file, each other file it uses, with the names used and how often.
 *
 * @param array<string,array> $scans File → author_site_deps_scan().
 * @return array{graph:array<string,array<string,array<string,int>>>,owner:array<string,string>,twice:string[]}
 */
function author_site_deps_graph( array $scans ) {
	$owner = array();
	$twice = array();
	foreach ( $scans as $file => $scan ) {
		foreach ( $scan['defines'] as $name ) {
			if ( isset( $owner[ $name ] ) ) {
				$twice[] = "$name in {$owner[ $name ]} and $file";
			}
			$owner[ $name ] = $file;
		}
	}
	$graph = array();
	foreach ( $scans as $file => $scan ) {
		$graph[ $file ] = array();
		foreach ( $scan['uses'] as $name => $count ) {
			$to = $owner[ $name ] ?? null;
			if ( null === $to || $to === $file ) {
				continue;
			}
			$graph[ $file ][ $to ][ $name ] = $count;
		}
		ksort( $graph[ $file ] );
	}
	return array(
		'graph' => $graph,
		'owner' => $owner,
		'twice' => $twice,
	);
}

/**
 * The graph's loops: its strongly connected components of more than one file (Tarjan).
 *
 * @param array $graph File → file → names.
 * @return string[][]
 */
function author_site_deps_loops( array $graph ) {
	$index  = 0;
	$order  = array();
	$low    = array();
	$stack  = array();
	$on     = array();
	$loops  = array();
	$visit  = function ( $file ) use ( &$visit, &$index, &$order, &$low, &$stack, &$on, &$loops, $graph ) {
		$order[ $file ] = $index;
		$low[ $file ]   = $index;
		++$index;
		$stack[]      = $file;
		$on[ $file ]  = true;
		foreach ( array_keys( $graph[ $file ] ) as $to ) {
			if ( ! isset( $order[ $to ] ) ) {
				$visit( $to );
				$low[ $file ] = min( $low[ $file ], $low[ $to ] );
			} elseif ( ! empty( $on[ $to ] ) ) {
				$low[ $file ] = min( $low[ $file ], $order[ $to ] );
			}
		}
		if ( $low[ $file ] === $order[ $file ] ) {
			$component = array();
			do {
				$member        = array_pop( $stack );
				$on[ $member ] = false;
				$component[]   = $member;
			} while ( $member !== $file );
			if ( count( $component ) > 1 ) {
				sort( $component );
				$loops[] = $component;
			}
		}
	};
	foreach ( array_keys( $graph ) as $file ) {
		if ( ! isset( $order[ $file ] ) ) {
			$visit( $file );
		}
	}
	return $loops;
}

/**
 * The uses that break the layers: domain or admin → render, domain → admin.
 *
 * @param array $graph File → file → names.
 * @return string[]
 */
function author_site_deps_layer_breaks( array $graph ) {
	$forbidden = array(
		'domain' => array( 'render', 'admin' ),
		'admin'  => array( 'render' ),
	);
	$breaks    = array();
	foreach ( $graph as $from => $targets ) {
		foreach ( $targets as $to => $names ) {
			if ( in_array( author_site_deps_layer( $to ), $forbidden[ author_site_deps_layer( $from ) ] ?? array(), true ) ) {
				$breaks[] = sprintf( '%s (%s) uses %s (%s): %s', $from, author_site_deps_layer( $from ), $to, author_site_deps_layer( $to ), implode( ', ', array_keys( $names ) ) );
			}
		}
	}
	return $breaks;
}

/**
 * The files functions.php loads (`require_once __DIR__ . '/inc/….php';`), in its order.
 *
 * @param string $root The theme's folder.
 * @return string[]
 */
function author_site_deps_loaded( $root ) {
	preg_match_all( "~^require_once __DIR__ \\. '/(inc/[^']+\\.php)';~m", (string) file_get_contents( $root . '/functions.php' ), $matches );
	return $matches[1];
}

$author_site_scans = array();
foreach ( author_site_deps_files( $author_site_root ) as $author_site_file ) {
	$author_site_scans[ $author_site_file ] = author_site_deps_scan( (string) file_get_contents( $author_site_root . '/' . $author_site_file ) );
}
$author_site_built = author_site_deps_graph( $author_site_scans );
$author_site_graph = $author_site_built['graph'];

if ( ! $author_site_quiet ) {
	foreach ( $author_site_graph as $author_site_from => $author_site_targets ) {
		printf( "%s [%s]\n", $author_site_from, author_site_deps_layer( $author_site_from ) );
		foreach ( $author_site_targets as $author_site_to => $author_site_names ) {
			$author_site_list = array();
			foreach ( $author_site_names as $author_site_name => $author_site_count ) {
				$author_site_list[] = 1 === $author_site_count ? $author_site_name : "$author_site_name ×$author_site_count";
			}
			printf( "  → %s (%d): %s\n", $author_site_to, array_sum( $author_site_names ), implode( ', ', $author_site_list ) );
		}
	}
}

$author_site_problems = array();
foreach ( $author_site_built['twice'] as $author_site_twice ) {
	$author_site_problems[] = 'defined twice: ' . $author_site_twice;
}
foreach ( author_site_deps_loops( $author_site_graph ) as $author_site_loop ) {
	$author_site_edges = array();
	foreach ( $author_site_loop as $author_site_from ) {
		foreach ( array_intersect_key( $author_site_graph[ $author_site_from ], array_flip( $author_site_loop ) ) as $author_site_to => $author_site_names ) {
			$author_site_edges[] = sprintf( '    %s → %s: %s', $author_site_from, $author_site_to, implode( ', ', array_keys( $author_site_names ) ) );
		}
	}
	$author_site_problems[] = "call loop between:\n" . implode( "\n", $author_site_edges );
}
foreach ( $author_site_scans as $author_site_file => $author_site_scan ) {
	foreach ( array_diff( $author_site_scan['calls'], array_keys( $author_site_built['owner'] ) ) as $author_site_name ) {
		$author_site_problems[] = "$author_site_file calls $author_site_name(), which no file defines";
	}
}
$author_site_loaded = author_site_deps_loaded( $author_site_root );
$author_site_inc    = array_filter( array_keys( $author_site_scans ), fn( $file ) => str_starts_with( $file, 'inc/' ) );
foreach ( array_diff( $author_site_inc, $author_site_loaded ) as $author_site_file ) {
	$author_site_problems[] = 'functions.php does not load ' . $author_site_file;
}
foreach ( array_diff( $author_site_loaded, $author_site_inc ) as $author_site_file ) {
	$author_site_problems[] = 'functions.php loads ' . $author_site_file . ', which is not there';
}
foreach ( author_site_deps_layer_breaks( $author_site_graph ) as $author_site_break ) {
	$author_site_problems[] = 'layer: ' . $author_site_break;
}

foreach ( $author_site_problems as $author_site_problem ) {
	fwrite( STDERR, 'php-deps: ' . $author_site_problem . "\n" );
}
printf( "php-deps: %d files, %d names, %d problem(s)\n", count( $author_site_scans ), count( $author_site_built['owner'] ), count( $author_site_problems ) );
exit( $author_site_problems ? 1 : 0 );
