<?php
/**
 * The preloaded answers as printed for the app (inc/app/preload.php): a content
 * page's answer keeps only the fields the app reads; any other answer, and
 * the server's own copy, stay whole.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

class PreloadForAppTest extends TestCase {

	/** A page as core's REST answer has it. */
	private static function page() {
		return array(
			'id'                     => 7,
			'date'                   => '2026-11-24T12:00:00',
			'guid'                   => array( 'rendered' => 'http://example.test/?page_id=7' ),
			'slug'                   => 'books-content',
			'title'                  => array( 'rendered' => 'Books' ),
			'excerpt'                => array(
				'rendered'  => '<p>Short.</p>',
				'protected' => false,
			),
			'content'                => array(
				'rendered'      => '<!-- section:title --><p>The Ring</p>',
				'protected'     => false,
				'block_version' => 1,
			),
			'author_site_unreadable' => array( 'excerpt' ),
			'class_list'             => array( 'post-7', 'page' ),
			'_links'                 => array( 'self' => array( array( 'href' => 'http://example.test/wp-json/wp/v2/pages/7' ) ) ),
		);
	}

	public function test_a_page_answer_keeps_only_what_the_app_reads() {
		$this->assertSame(
			array(
				array(
					'id'                     => 7,
					'title'                  => array( 'rendered' => 'Books' ),
					'excerpt'                => array( 'rendered' => '<p>Short.</p>' ),
					'content'                => array(
						'rendered'  => '<!-- section:title --><p>The Ring</p>',
						'protected' => false,
					),
					'author_site_unreadable' => array( 'excerpt' ),
				),
			),
			author_site_page_answer_read( array( self::page() ) )
		);
	}

	public function test_only_page_answers_are_trimmed_and_the_servers_copy_stays_whole() {
		$page   = '/wp/v2/pages?slug=preload-for-app-test';
		$events = '/preload-for-app-test/v1/events';
		author_site_preloaded( $page, array( 'body' => array( self::page() ) ) );
		author_site_preloaded(
			$events,
			array(
				'body' => array(
					'events' => array(
						array(
							'id'  => 1,
							'url' => 'x',
						),
					),
				),
			)
		);
		$printed = author_site_preloaded_for_app();
		$this->assertArrayNotHasKey( '_links', $printed[ $page ]['body'][0] );
		$this->assertSame(
			array(
				'events' => array(
					array(
						'id'  => 1,
						'url' => 'x',
					),
				),
			),
			$printed[ $events ]['body']
		);
		$this->assertArrayHasKey( '_links', author_site_rest_answer( $page )[0] );
	}
}
