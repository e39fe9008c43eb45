<?php
/**
 * The Events Calendar's own views (docs/whole-site.md#the-events-calendars-other-views):
 * which paths lead to /events (inc/events/views.php).
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

final class EventsViewsTest extends TestCase {

	/** @return array<string,array{string}> */
	public static function views(): array {
		$paths = array( 'events/list', 'events/month', 'events/month/2026-11', 'events/day', 'events/day/2026-11-24', 'events/today', 'events/page/2', 'events/list/page/3', 'events/2026-11', 'events/2026-11-24', 'events/photo', 'events/week', 'events/upcoming', 'events/past', 'events/category/signings', 'events/tag/virtual', 'venue/the-bookstore', 'organizer/claire', 'EVENTS/LIST' );
		return array_combine( $paths, array_map( fn( $p ) => array( $p ), $paths ) );
	}

	/** @return array<string,array{string}> */
	public static function others(): array {
		$paths = array( 'events', '', 'event/a-signing', 'events/a-signing', 'events/listening-party', 'venue', 'organizer', 'books', 'eventsx/list', 'my-events/list' );
		return array_combine( $paths, array_map( fn( $p ) => array( $p ), $paths ) );
	}

	/** @dataProvider views */
	public function test_a_plugin_view_leads_to_events( string $path ): void {
		$this->assertTrue( author_site_is_events_view_path( $path ) );
	}

	/** @dataProvider others */
	public function test_other_paths_are_left_alone( string $path ): void {
		$this->assertFalse( author_site_is_events_view_path( $path ) );
	}
}
