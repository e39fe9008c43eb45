<?php
/**
 * The translatable strings of the theme's PHP, for bin/build/pot.mjs: every
 * __(), _e(), _x(), _ex(), _n(), _nx(), _n_noop(), _nx_noop() and esc_html/esc_attr
 * variant whose arguments are string literals and whose text domain is
 * 'author-site', with the translators comment before it. Prints JSON: a list
 * of { msgid, plural?, context?, comment?, file, line }.
 *
 * Usage: php bin/build/pot-php.php FILE...
 *
 * @package AuthorSite
 */

// Function => the roles of its arguments, in order.
const AUTHOR_SITE_POT_FUNCTIONS = array(
	'__'         => array( 'msgid', 'domain' ),
	'_e'         => array( 'msgid', 'domain' ),
	'esc_html__' => array( 'msgid', 'domain' ),
	'esc_html_e' => array( 'msgid', 'domain' ),
	'esc_attr__' => array( 'msgid', 'domain' ),
	'esc_attr_e' => array( 'msgid', 'domain' ),
	'_x'         => array( 'msgid', 'context', 'domain' ),
	'_ex'        => array( 'msgid', 'context', 'domain' ),
	'esc_html_x' => array( 'msgid', 'context', 'domain' ),
	'esc_attr_x' => array( 'msgid', 'context', 'domain' ),
	'_n'         => array( 'msgid', 'plural', null, 'domain' ),
	'_nx'        => array( 'msgid', 'plural', null, 'context', 'domain' ),
	'_n_noop'    => array( 'msgid', 'plural', 'domain' ),
	'_nx_noop'   => array( 'msgid', 'plural', 'context', 'domain' ),
);

/**
 * The strings of one PHP file.
 *
 * @param string $file Path as given.
 * @return array[]
 */
function author_site_pot_php_file( $file ) {
	$tokens  = token_get_all( (string) file_get_contents( $file ) );
	$found   = array();
	$comment = null;
	$count   = count( $tokens );
	for ( $i = 0; $i < $count; $i++ ) {
		$token = $tokens[ $i ];
		if ( is_array( $token ) && in_array( $token[0], array( T_COMMENT, T_DOC_COMMENT ), true ) ) {
			if ( preg_match( '/translators:.*/is', $token[1], $m ) ) {
				$comment = trim( preg_replace( '/\s*\*\/\s*$|^\s*(\/\/|\/\*+|\*)\s*/m', ' ', $m[0] ) );
				$comment = preg_replace( '/\s+/', ' ', trim( preg_replace( '/\*\/$/', '', $comment ) ) );
			}
			continue;
		}
		if ( ! is_array( $token ) || T_STRING !== $token[0] || ! isset( AUTHOR_SITE_POT_FUNCTIONS[ $token[1] ] ) ) {
			if ( ';' === $token ) {
				$comment = null;
			}
			continue;
		}
		// The arguments: literals stay strings, anything else is null.
		$j = $i + 1;
		while ( $j < $count && is_array( $tokens[ $j ] ) && T_WHITESPACE === $tokens[ $j ][0] ) {
			++$j;
		}
		if ( '(' !== ( $tokens[ $j ] ?? '' ) ) {
			continue;
		}
		$args  = array();
		$depth = 0;
		$arg   = array();
		for ( ++$j; $j < $count; $j++ ) {
			$t = $tokens[ $j ];
			if ( in_array( $t, array( '(', '[' ), true ) ) {
				++$depth;
			} elseif ( in_array( $t, array( ')', ']' ), true ) ) {
				if ( 0 === $depth ) {
					$args[] = $arg;
					break;
				}
				--$depth;
			} elseif ( ',' === $t && 0 === $depth ) {
				$args[] = $arg;
				$arg    = array();
				continue;
			}
			if ( ! is_array( $t ) || ! in_array( $t[0], array( T_WHITESPACE, T_COMMENT ), true ) ) {
				$arg[] = $t;
			}
		}
		$values = array_map(
			static function ( $parts ) {
				if ( 1 === count( $parts ) && is_array( $parts[0] ) && T_CONSTANT_ENCAPSED_STRING === $parts[0][0] ) {
					$literal = $parts[0][1];
					$body    = substr( $literal, 1, -1 );
					return "'" === $literal[0]
						? str_replace( array( '\\\\', "\\'" ), array( '\\', "'" ), $body )
						: stripcslashes( $body );
				}
				return null;
			},
			$args
		);
		$entry  = array();
		foreach ( AUTHOR_SITE_POT_FUNCTIONS[ $token[1] ] as $index => $role ) {
			if ( null !== $role ) {
				$entry[ $role ] = $values[ $index ] ?? null;
			}
		}
		if ( 'author-site' !== $entry['domain'] || ! is_string( $entry['msgid'] ) ) {
			continue;
		}
		unset( $entry['domain'] );
		$entry = array_filter( $entry, 'is_string' );
		if ( null !== $comment ) {
			$entry['comment'] = $comment;
			$comment          = null;
		}
		$entry['file'] = $file;
		$entry['line'] = $token[2];
		$found[]       = $entry;
	}
	return $found;
}

$author_site_pot_entries = array();
foreach ( array_slice( $argv, 1 ) as $author_site_pot_file ) {
	$author_site_pot_entries = array_merge( $author_site_pot_entries, author_site_pot_php_file( $author_site_pot_file ) );
}
echo json_encode( $author_site_pot_entries, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ), "\n";
