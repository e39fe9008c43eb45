<?php
/**
 * php-deps' rules: each turns the scans or the graph into the problems it finds, one message each.
 *
 * @package AuthorSite
 */

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
