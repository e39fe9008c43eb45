<?php
/**
 * The server's half of the series model's parity test
 * (tests/parity/series.test.ts): loads the local test WordPress with the
 * theme and prints, as JSON, for every case of tests/parity/series-cases.ts,
 * the REST answers a visitor would get (each page's author_site_series_slug
 * as inc/books/wordpress.php adds it) and what the theme's reading model
 * (inc/books/) makes of them: the series pages, each series with its page,
 * address, Start here, What's next and status line, and the series problems;
 * then each status text as author_site_read_series_status() reads it.
 *
 *   php tests/parity/series.php <WordPress dir> <site url> <input.json>
 *
 * Nothing is written to the site.
 *
 * @package AuthorSite
 */

require __DIR__ . '/load-wordpress.php';

/**
 * A page's REST data as a visitor gets it, with the series slug the theme adds.
 *
 * @param int    $id       Its id.
 * @param string $slug     Its slug.
 * @param string $html     Its content.rendered.
 * @param bool   $password Whether it has a password.
 * @return array
 */
function author_site_series_parity_answer( $id, $slug, $html, $password ) {
	$data                            = array(
		'id'                     => $id,
		'slug'                   => $slug,
		'content'                => array(
			'rendered'  => $password ? '' : $html,
			'protected' => $password,
		),
		'author_site_cover'      => null,
		'author_site_unreadable' => array(),
	);
	$data['author_site_series_slug'] = author_site_series_slug_in_answer( $data );
	return $data;
}

/**
 * What the reading model makes of one case (SeriesResult in series.test.ts).
 *
 * @param array $series_case The case.
 * @return array
 */
function author_site_series_parity_result( array $series_case ) {
	$books    = author_site_series_parity_answer( 5, 'books-content', $series_case['featured'], false );
	$children = array();
	foreach ( $series_case['pages'] as $at => $page ) {
		$children[] = author_site_series_parity_answer( 10 + $at, $page['slug'], $page['html'], ! empty( $page['protected'] ) );
	}
	if ( null === $books['author_site_series_slug'] ) {
		// As the filter leaves it out of the Books content page's answer.
		unset( $books['author_site_series_slug'] );
	}
	$data = author_site_catalogue_from_answers( array( $books ), $children, $series_case['today'] );
	return array(
		'answers'  => array(
			'books'    => array( $books ),
			'children' => $children,
		),
		'pages'    => array_values( array_filter( array_column( $data['pages'], 'series_page' ) ) ),
		'series'   => array_map(
			fn( $series ) => array(
				'key'           => $series['key'],
				'name'          => $series['name'],
				'books'         => array_column( $series['books'], 'slug' ),
				'slug'          => $series['slug'],
				'page'          => $series['page'],
				'start'         => $series['start']['slug'] ?? null,
				'next'          => $series['next']['slug'] ?? null,
				'first_to_know' => $series['first_to_know'],
				'line'          => author_site_series_status_line( $series ),
			),
			$data['catalogue']['series']
		),
		'problems' => $data['catalogue']['series_problems'],
	);
}

echo wp_json_encode(
	array(
		'cases'    => array_map( 'author_site_series_parity_result', $author_site_parity_input['cases'] ),
		'statuses' => array_map( 'author_site_read_series_status', $author_site_parity_input['statuses'] ),
	)
);
