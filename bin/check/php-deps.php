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
 * - a domain folder or an admin folder uses a page renderer (inc/render/):
 *   the markup depends on the domain, never the other way round; a domain
 *   folder uses an admin folder; lib uses anything but lib;
 * - a file calls an `author_site_*` function that no file defines, or two
 *   files define one name.
 *
 * Run by bin/check/lint-php.sh.
 *
 * @package AuthorSite
 */

// phpcs:disable WordPress.WP.AlternativeFunctions -- a command-line tool, outside WordPress.

$author_site_root  = dirname( __DIR__, 2 );
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
 * Which tokens run only when called: function and class bodies, function signatures, arrow functions.
 *
 * @param array $tokens Tokens.
 * @return array<int,bool> Token index → true when deferred.
 */
function author_site_deps_deferred( array $tokens ) {
	$deferred = array();
	$braces   = 0;     // Brace depth.
	$parens   = 0;     // Parenthesis and bracket depth.
	$close    = null;  // The brace depth a function's or class's body closes back to.
	$arrow    = null;  // The parenthesis depth an arrow function's body ends at.
	$waiting  = null;  // 'function' or 'class' until its body's brace opens.
	$before   = null;  // The previous significant token's kind.
	foreach ( $tokens as $i => $token ) {
		$kind = is_array( $token ) ? $token[0] : $token;
		if ( null === $close && null === $arrow && null === $waiting ) {
			if ( T_FUNCTION === $kind ) {
				$waiting = 'function';
			} elseif ( T_FN === $kind ) {
				$arrow = $parens;
			} elseif ( in_array( $kind, array( T_CLASS, T_TRAIT, T_INTERFACE, T_ENUM ), true ) && T_DOUBLE_COLON !== $before ) {
				$waiting = 'class';
			}
		}
		$deferred[ $i ] = null !== $close || null !== $arrow || 'function' === $waiting;
		if ( in_array( $kind, array( '{', T_CURLY_OPEN, T_DOLLAR_OPEN_CURLY_BRACES ), true ) ) {
			if ( null !== $waiting && null === $close ) {
				$close          = $braces;
				$waiting        = null;
				$deferred[ $i ] = true;
			}
			++$braces;
		} elseif ( '}' === $kind ) {
			--$braces;
			if ( $braces === $close ) {
				$close = null;
			}
		} elseif ( '(' === $kind || '[' === $kind ) {
			++$parens;
		} elseif ( ')' === $kind || ']' === $kind ) {
			--$parens;
			$arrow = null !== $arrow && $parens < $arrow ? null : $arrow;
		} elseif ( ( ',' === $kind || ';' === $kind ) && $parens === $arrow ) {
			$arrow = null;
		}
		if ( ! in_array( $kind, array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true ) ) {
			$before = $kind;
		}
	}
	return $deferred;
}

/**
 * What a file defines and what it names.
 *
 * @param string $code PHP source.
 * @return array{defines:string[],uses:array<string,int>,calls:string[],loading:string[]}
 *     Names in lower case (functions, classes) or as written (constants);
 *     uses: name → count; calls: the functions called by name; loading: the
 *     names used at load time (outside function and class bodies).
 */
function author_site_deps_scan( $code ) {
	$tokens   = token_get_all( $code );
	$deferred = author_site_deps_deferred( $tokens );
	$defines  = array();
	$uses     = array();
	$calls    = array();
	$loading  = array();
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
		if ( empty( $deferred[ $i ] ) ) {
			$loading[ $name ] = true;
		}
	}
	return array(
		'defines' => $defines,
		'uses'    => $uses,
		'calls'   => array_keys( $calls ),
		'loading' => array_keys( $loading ),
	);
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
 * Whether a file's layer may never use another's: lib → anything else, domain or admin → render, domain → admin.
 *
 * @param string $from The using file.
 * @param string $to   The used file.
 * @return bool
 */
function author_site_deps_forbidden( $from, $to ) {
	$forbidden = array(
		'lib'    => array( 'domain', 'render', 'admin' ),
		'domain' => array( 'render', 'admin' ),
		'admin'  => array( 'render' ),
	);
	return in_array( author_site_deps_layer( $to ), $forbidden[ author_site_deps_layer( $from ) ] ?? array(), true );
}

/**
 * The uses that break the layers (author_site_deps_forbidden()).
 *
 * @param array $graph File → file → names.
 * @return string[]
 */
function author_site_deps_layer_breaks( array $graph ) {
	$breaks = array();
	foreach ( $graph as $from => $targets ) {
		foreach ( $targets as $to => $names ) {
			if ( author_site_deps_forbidden( $from, $to ) ) {
				$breaks[] = sprintf( '%s (%s) uses %s (%s): %s', $from, author_site_deps_layer( $from ), $to, author_site_deps_layer( $to ), implode( ', ', array_keys( $names ) ) );
			}
		}
	}
	return $breaks;
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
 * The files outside the folders functions.php loads, and the folders it names that are not there.
 *
 * @param string   $root    The theme's folder.
 * @param string[] $folders The folders functions.php loads.
 * @param string[] $files   The theme's PHP files.
 * @return string[]
 */
function author_site_deps_unloaded( $root, array $folders, array $files ) {
	$problems = $folders ? array() : array( 'functions.php names no folders ($author_site_folders = array( … );)' );
	foreach ( $folders as $folder ) {
		if ( ! is_dir( $root . '/inc/' . $folder ) ) {
			$problems[] = "functions.php loads inc/$folder/, which is not there";
		}
	}
	foreach ( $files as $file ) {
		$folder = author_site_deps_folder( $file );
		if ( '' === $folder ) {
			$problems[] = "$file is at the top of inc/: every file goes in a folder functions.php loads";
		} elseif ( null !== $folder && ! in_array( $folder, $folders, true ) ) {
			$problems[] = "$file is in inc/$folder/, which functions.php does not load";
		}
	}
	return $problems;
}

/**
 * The uses of another file's name at load time, which would make the order inside a folder matter.
 *
 * @param array $scans File → author_site_deps_scan().
 * @param array $owner Name → the file that defines it.
 * @return string[]
 */
function author_site_deps_load_time( array $scans, array $owner ) {
	$problems = array();
	foreach ( $scans as $file => $scan ) {
		if ( 'entry' === author_site_deps_layer( $file ) ) {
			continue;
		}
		foreach ( $scan['loading'] as $name ) {
			if ( isset( $owner[ $name ] ) && $owner[ $name ] !== $file ) {
				$problems[] = "$file uses $name, from {$owner[ $name ]}, at load time: only inside a function (a hook's callback)";
			}
		}
	}
	return $problems;
}

/**
 * The uses of a folder loaded later (a break of the layers is told once, as one): a folder uses those before it, domain folders also each other.
 *
 * @param array    $graph   File → file → names.
 * @param string[] $folders The folders functions.php loads, in its order.
 * @return string[]
 */
function author_site_deps_order_breaks( array $graph, array $folders ) {
	$breaks = array();
	$rank   = array_flip( $folders );
	foreach ( $graph as $from => $targets ) {
		foreach ( $targets as $to => $names ) {
			$here  = $rank[ author_site_deps_folder( $from ) ] ?? null;
			$there = $rank[ author_site_deps_folder( $to ) ] ?? null;
			$peers = 'domain' === author_site_deps_layer( $from ) && 'domain' === author_site_deps_layer( $to );
			if ( null !== $here && null !== $there && $there > $here && ! $peers && ! author_site_deps_forbidden( $from, $to ) ) {
				$breaks[] = sprintf( '%s uses %s, loaded after it: %s', $from, $to, implode( ', ', array_keys( $names ) ) );
			}
		}
	}
	return $breaks;
}

/**
 * The loops, each as its edges, one a line.
 *
 * @param array $graph File → file → names.
 * @return string[]
 */
function author_site_deps_loop_problems( array $graph ) {
	$problems = array();
	foreach ( author_site_deps_loops( $graph ) as $loop ) {
		$edges = array();
		foreach ( $loop as $from ) {
			foreach ( array_intersect_key( $graph[ $from ], array_flip( $loop ) ) as $to => $names ) {
				$edges[] = sprintf( '    %s → %s: %s', $from, $to, implode( ', ', array_keys( $names ) ) );
			}
		}
		$problems[] = "call loop between:\n" . implode( "\n", $edges );
	}
	return $problems;
}

/**
 * The calls of an `author_site_*` function that no file defines.
 *
 * @param array $scans File → author_site_deps_scan().
 * @param array $owner Name → the file that defines it.
 * @return string[]
 */
function author_site_deps_undefined( array $scans, array $owner ) {
	$problems = array();
	foreach ( $scans as $file => $scan ) {
		foreach ( array_diff( $scan['calls'], array_keys( $owner ) ) as $name ) {
			$problems[] = "$file calls $name(), which no file defines";
		}
	}
	return $problems;
}

/**
 * Prints the graph: each file with its layer, then each file it uses.
 *
 * @param array $graph File → file → names.
 */
function author_site_deps_print( array $graph ) {
	foreach ( $graph as $from => $targets ) {
		printf( "%s [%s]\n", $from, author_site_deps_layer( $from ) );
		foreach ( $targets as $to => $names ) {
			$list = array();
			foreach ( $names as $name => $count ) {
				$list[] = 1 === $count ? $name : "$name ×$count";
			}
			printf( "  → %s (%d): %s\n", $to, array_sum( $names ), implode( ', ', $list ) );
		}
	}
}

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
