<?php
/**
 * php-deps' reading of one PHP file with PHP's tokenizer: the `author_site_*` names it defines, uses, calls, and uses at load time.
 *
 * @package AuthorSite
 */

/**
 * The next token that is not white space or a comment, from $i on.
 *
 * @param array $tokens Tokens.
 * @param int   $i      Where to start.
 * @param int   $step   1 forwards, -1 backwards.
 * @return array|string|null
 */
function author_site_deps_neighbour( array $tokens, $i, $step ) {
	$count = count( $tokens );
	for ( $j = $i + $step; $j >= 0 && $j < $count; $j += $step ) {
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
