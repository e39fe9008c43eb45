<?php
/**
 * php-deps' file → file graph: who uses whose names, its loops, and its printout.
 *
 * @package AuthorSite
 */

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
	$index = 0;
	$order = array();
	$low   = array();
	$stack = array();
	$on    = array();
	$loops = array();
	$visit = function ( $file ) use ( &$visit, &$index, &$order, &$low, &$stack, &$on, &$loops, $graph ) {
		$order[ $file ] = $index;
		$low[ $file ]   = $index;
		++$index;
		$stack[]     = $file;
		$on[ $file ] = true;
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
