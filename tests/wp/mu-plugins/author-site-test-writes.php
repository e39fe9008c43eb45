<?php
/**
 * Plugin Name: Author Site test: database writes counted
 * Description: TEST ONLY (bin/site/wp-up.sh --test). Every statement WordPress
 * sends that writes (INSERT, UPDATE, DELETE, REPLACE, or a change to a
 * table) is seen through wpdb's `query` filter, with the rows it changed.
 * author_site_test_writes() lists this process's so far (for code run with
 * bin/site/wp-eval.sh); while the option `author_site_test_count_writes` is set,
 * each HTTP request also appends one JSON line to
 * wp-content/author-site-test-writes.jsonl: its method and path, and its
 * writes. tests/e2e/csp-reports.spec.ts counts what a violation report costs.
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/**
 * The write statements of this process so far, each `{ sql, rows }` (the
 * statement's first 120 characters and the rows it changed); with an
 * argument, records one about to run. The last one's rows are read once it
 * has run: wpdb keeps them until its next statement, which passes the
 * `query` filter first.
 *
 * @param string|null $sql A statement about to run.
 * @return array<int,array{sql:string,rows:int|null}>
 */
function author_site_test_writes( $sql = null ) {
	global $wpdb;
	static $writes = array();
	$last          = count( $writes ) - 1;
	if ( $last >= 0 && null === $writes[ $last ]['rows'] ) {
		$writes[ $last ]['rows'] = (int) $wpdb->rows_affected;
	}
	if ( null !== $sql ) {
		$writes[] = array(
			'sql'  => substr( $sql, 0, 120 ),
			'rows' => null,
		);
	}
	return $writes;
}

/**
 * Records a statement that writes.
 *
 * @param string $sql The statement.
 * @return string
 */
function author_site_test_writes_seen( $sql ) {
	$writes = preg_match( '/^\s*(INSERT|UPDATE|DELETE|REPLACE|ALTER|CREATE|DROP|TRUNCATE)\b/i', $sql );
	author_site_test_writes( $writes ? $sql : null );
	return $sql;
}
add_filter( 'query', 'author_site_test_writes_seen', PHP_INT_MAX );

/**
 * Appends this HTTP request's writes to the log, while the switch is on.
 */
function author_site_test_writes_log() {
	if ( 'cli' === PHP_SAPI || ! get_option( 'author_site_test_count_writes' ) ) {
		return;
	}
	$line = wp_json_encode(
		array(
			'method' => isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : '',
			'path'   => isset( $_SERVER['REQUEST_URI'] ) ? strtok( sanitize_text_field( wp_unslash( $_SERVER['REQUEST_URI'] ) ), '?' ) : '',
			'writes' => author_site_test_writes(),
		)
	);
	file_put_contents( WP_CONTENT_DIR . '/author-site-test-writes.jsonl', $line . "\n", FILE_APPEND | LOCK_EX );
}
add_action( 'shutdown', 'author_site_test_writes_log', PHP_INT_MAX );
