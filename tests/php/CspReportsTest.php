<?php
/**
 * The violation reports' store (inc/security/csp-reports-store.php) against the real
 * database: one row per entry in 20 slots, counted in the database, the
 * minute's allowance read from the rows. Floods and concurrency are
 * tests/e2e/csp-reports.spec.ts's.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

final class CspReportsTest extends TestCase {

	/** A report's entry about this page. */
	private static function entry( string $page, string $source = 'inline' ): array {
		return array(
			'directive' => 'script-src-elem',
			'source'    => $source,
			'sample'    => 'window.x = 1;',
			'page'      => $page,
		);
	}

	/** The stored rows, option name → value. */
	private static function stored(): array {
		global $wpdb;
		return $wpdb->get_results( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name LIKE 'author\\_site\\_csp\\_report\\_%'", OBJECT_K );
	}

	protected function setUp(): void {
		parent::setUp();
		author_site_csp_reports_clear();
	}

	public function test_one_entry_is_one_row_counted_in_place(): void {
		$this->assertTrue( author_site_csp_report_store( self::entry( '/books' ), 1800000000 ) );
		$this->assertTrue( author_site_csp_report_store( self::entry( '/books' ), 1800000100 ) );
		$this->assertCount( 1, self::stored() );
		$entries = array_values( author_site_csp_reports()['entries'] );
		$this->assertSame( array( '/books', 2, 1800000000, 1800000100 ), array( $entries[0]['page'], $entries[0]['count'], $entries[0]['first'], $entries[0]['last'] ) );
	}

	public function test_past_the_minutes_allowance_a_report_is_dropped(): void {
		for ( $i = 0; $i < 30; $i++ ) {
			$this->assertTrue( author_site_csp_report_store( self::entry( '/p' . ( $i % 3 ) ), 1800000000 + $i ) );
		}
		$before = self::stored();
		$this->assertFalse( author_site_csp_report_store( self::entry( '/p0' ), 1800000059 ) );
		$this->assertFalse( author_site_csp_report_store( self::entry( '/new' ), 1800000059 ) );
		$this->assertEquals( $before, self::stored() );
		// The next minute has its own.
		$this->assertTrue( author_site_csp_report_store( self::entry( '/p0' ), 1800000060 ) );
	}

	public function test_an_entry_in_two_slots_is_shown_once_with_both_counts(): void {
		global $wpdb;
		author_site_csp_report_store( self::entry( '/books' ), 1800000000 );
		$rows = self::stored();
		$row  = reset( $rows );
		// As two requests that read the list at the same instant could leave it.
		$copy = (array) json_decode( $row->option_value, true );
		$wpdb->insert(
			$wpdb->options,
			array(
				'option_name'  => 'author_site_csp_report_' . ( ( (int) substr( $row->option_name, 23 ) + 1 ) % 20 ),
				'option_value' => wp_json_encode(
					array(
						'count' => 4,
						'last'  => 1800000500,
					) + $copy
				),
				'autoload'     => 'off',
			)
		);
		$entries = author_site_csp_reports()['entries'];
		$this->assertCount( 1, $entries );
		$this->assertSame( 5, reset( $entries )['count'] );
		$this->assertSame( 1800000500, reset( $entries )['last'] );
	}

	public function test_a_row_that_is_not_an_entry_is_the_first_slot_taken_again(): void {
		global $wpdb;
		for ( $i = 0; $i < 19; $i++ ) {
			author_site_csp_report_store( self::entry( '/p' . $i ), 1800000000 + 60 * $i );
		}
		$taken = array_map(
			static function ( $name ) {
				return (int) substr( $name, 23 );
			},
			array_keys( self::stored() )
		);
		$free  = array_values( array_diff( range( 0, 19 ), $taken ) )[0];
		$wpdb->insert(
			$wpdb->options,
			array(
				'option_name'  => 'author_site_csp_report_' . $free,
				'option_value' => 'not an entry',
				'autoload'     => 'off',
			)
		);
		$this->assertCount( 19, author_site_csp_reports()['entries'] );
		$this->assertTrue( author_site_csp_report_store( self::entry( '/new' ), 1800009999 ) );
		$this->assertSame( '/new', json_decode( self::stored()[ 'author_site_csp_report_' . $free ]->option_value, true )['page'] );
		$this->assertCount( 20, author_site_csp_reports()['entries'] );
	}

	public function test_a_full_list_gives_the_least_recently_seen_entrys_slot(): void {
		for ( $i = 0; $i < 20; $i++ ) {
			author_site_csp_report_store( self::entry( '/p' . $i ), 1800000000 + 60 * $i );
		}
		// /p0 seen again: /p1 is now the least recently seen.
		author_site_csp_report_store( self::entry( '/p0' ), 1800002000 );
		author_site_csp_report_store( self::entry( '/new' ), 1800003000 );
		$pages = array_column( author_site_csp_reports()['entries'], 'page' );
		$this->assertCount( 20, $pages );
		$this->assertSame( array( '/new', '/p0' ), array_slice( $pages, 0, 2 ) );
		$this->assertNotContains( '/p1', $pages );
		$this->assertContains( '/p2', $pages );
	}

	public function test_a_report_whose_slot_was_just_taken_by_another_entry_changes_nothing(): void {
		global $wpdb;
		for ( $i = 0; $i < 20; $i++ ) {
			author_site_csp_report_store( self::entry( '/p' . $i ), 1800000000 + 60 * $i );
		}
		// What a request read: /p0's row was the least recently seen. Another
		// request then counts /p0 again before this one writes.
		$read = author_site_csp_report_rows();
		author_site_csp_report_store( self::entry( '/p0' ), 1800002000 );
		$before = self::stored();
		$this->assertFalse( $this->store_with_read( self::entry( '/late' ), 1800002001, $read ) );
		$this->assertEquals( $before, self::stored() );
	}

	/**
	 * author_site_csp_report_store() as if it had read these rows: its read
	 * answers them, its write runs against the database as it is.
	 *
	 * @param array $entry The entry.
	 * @param int   $now   The time.
	 * @param array $read  The rows as read.
	 */
	private function store_with_read( array $entry, int $now, array $read ): bool {
		global $wpdb;
		$stale = 'SELECT option_name, option_value FROM ' . $wpdb->options;
		$swap  = static function ( $sql ) use ( $stale, $read ) {
			if ( str_starts_with( $sql, $stale ) ) {
				$rows = array();
				foreach ( $read as $slot => $row ) {
					$rows[] = "SELECT 'author_site_csp_report_" . (int) $slot . "' AS option_name, '" . esc_sql( $row['raw'] ) . "' AS option_value";
				}
				return implode( ' UNION ALL ', $rows );
			}
			return $sql;
		};
		add_filter( 'query', $swap );
		$counted = author_site_csp_report_store( $entry, $now );
		remove_filter( 'query', $swap );
		return $counted;
	}
}
