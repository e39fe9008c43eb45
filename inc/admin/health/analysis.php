<?php
/**
 * Content Health's findings on the five content pages, in pure functions.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The first few words of a text, with "…" when there are more. */
function author_site_health_first_words( $text, $count = 8 ) {
	$words = preg_split( '/\s+/u', author_site_trim( $text ), -1, PREG_SPLIT_NO_EMPTY );
	if ( ! $words ) {
		return '';
	}
	return implode( ' ', array_slice( $words, 0, $count ) ) . ( count( $words ) > $count ? ' …' : '' );
}

/** The known name an unknown one is likely a misspelling of, or null. */
function author_site_health_closest_name( $name, array $known ) {
	$best     = null;
	$distance = PHP_INT_MAX;
	foreach ( $known as $candidate ) {
		$d = levenshtein( $name, $candidate );
		if ( $d < $distance ) {
			$best     = $candidate;
			$distance = $d;
		}
	}
	// A misspelling changes a few letters: at most a third of the longer name, and at least 2.
	$limit = max( 2, (int) floor( max( strlen( $name ), strlen( (string) $best ) ) / 3 ) );
	return null !== $best && $distance <= $limit ? $best : null;
}

/**
 * Section markers typed into a paragraph, which are text, not markers
 * (docs/content-format.md#section-markers). WordPress turns their `--` into dashes.
 * @return string[] Their names, lower case, each once (closing markers included).
 */
function author_site_health_typed_markers( $html ) {
	$text = author_site_html_to_text( $html );
	preg_match_all( '/<!\s*(?:-|\x{2013}|\x{2014})+\s*\/?\s*section\s*:\s*([a-z0-9_]+)\s*(?:-|\x{2013}|\x{2014})*\s*>/iu', $text, $matches );
	return array_values( array_unique( array_map( 'strtolower', $matches[1] ) ) );
}

/**
 * What the site will make of one content page's rendered content.
 * @return array{found:array,missing:string[],empty:string[],unknown:array,typed:string[],rejected:array}
 *     found: {name, words}; unknown: {name, closest, missing}; rejected:
 *     {name, value, rule}; the others: section names.
 */
function author_site_health_analyze( $html, $page ) {
	$schema   = author_site_read_json( 'src/content/schema.json' );
	$rules    = $schema['sections'][ $page ] ?? array();
	$sections = author_site_parse_sections( (string) $html );
	$defaults = author_site_default_content();
	$findings = array(
		'found'    => array(),
		'missing'  => array(),
		'empty'    => array(),
		'unknown'  => array(),
		'typed'    => author_site_health_typed_markers( (string) $html ),
		'rejected' => array(),
	);
	foreach ( $rules as $name => list( $path, $rule ) ) {
		if ( ! isset( $sections[ $name ] ) ) {
			$findings['missing'][] = $name;
			continue;
		}
		$text = $sections[ $name ]['text'];
		$url  = 'url' === $rule ? author_site_apply_rule( $rule, $sections, $name ) : null;
		if ( '' === $text && ( 'url' !== $rule || null === $url ) ) {
			$default = $defaults[ $page ] ?? array();
			foreach ( explode( '.', $path ) as $key ) {
				$default = is_array( $default ) && isset( $default[ $key ] ) ? $default[ $key ] : '';
			}
			// A section whose built-in value is empty too (the contact email and phone) may stay empty.
			if ( '' !== $default ) {
				$findings['empty'][] = $name;
				continue;
			}
		}
		$findings['found'][] = array(
			'name'  => $name,
			'words' => author_site_health_first_words( 'url' === $rule && null !== $url ? $url : $text ),
		);
		if ( '' !== $text && in_array( $rule, array( 'url', 'email' ), true ) && null === author_site_apply_rule( $rule, $sections, $name ) ) {
			$findings['rejected'][] = array(
				'name'  => $name,
				'value' => author_site_health_first_words( $text, 12 ),
				'rule'  => $rule,
			);
		}
	}
	foreach ( array_keys( $sections ) as $name ) {
		if ( ! isset( $rules[ $name ] ) ) {
			$closest               = author_site_health_closest_name( $name, array_keys( $rules ) );
			$findings['unknown'][] = array(
				'name'    => $name,
				'closest' => $closest,
				'missing' => in_array( $closest, $findings['missing'], true ),
			);
		}
	}
	// A misspelled marker is one problem, not two: its section is not also listed as missing.
	$misspelled          = array_column( $findings['unknown'], 'closest' );
	$findings['missing'] = array_values( array_diff( $findings['missing'], $misspelled ) );
	return $findings;
}

/**
 * One content page's state and, when published, its findings from the
 * same REST answer the site reads.
 * @return array{page:string,slug:string,post:WP_Post|null,state:string,findings:array|null}
 *     state: missing, unpublished, protected or published.
 */
function author_site_health_page_report( $page ) {
	$slugs  = author_site_content_slugs();
	$slug   = $slugs[ $page ];
	$post   = author_site_find_content_page( $slug );
	$report = array(
		'page'     => $page,
		'slug'     => $slug,
		'post'     => $post,
		'state'    => 'missing',
		'findings' => null,
	);
	if ( ! $post ) {
		return $report;
	}
	if ( 'publish' !== $post->post_status ) {
		$report['state'] = 'unpublished';
		return $report;
	}
	if ( '' !== $post->post_password ) {
		$report['state'] = 'protected';
		return $report;
	}
	$answer             = author_site_rest_answer( author_site_page_path( $page ) );
	$rendered           = $answer[0]['content']['rendered'] ?? '';
	$report['state']    = 'published';
	$report['findings'] = author_site_health_analyze( is_string( $rendered ) ? $rendered : '', $page );
	return $report;
}
