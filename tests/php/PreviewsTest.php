<?php
/**
 * Previews of a content page (docs/whole-site.md#previews): who may see the
 * unsaved text (inc/content/previews.php author_site_preview_allowed()), and the
 * autosave taking the page's place in the route's REST answer.
 *
 * @package AuthorSite
 */

namespace AuthorSite\Tests;

final class PreviewsTest extends TestCase {

	/**
	 * The published homepage-content page: the test site's, or one made for
	 * this test (other suites remove the content pages; the test's
	 * transaction is rolled back).
	 */
	private function home_page_id(): int {
		$page = get_page_by_path( 'homepage-content' );
		if ( $page instanceof \WP_Post && 'publish' === $page->post_status ) {
			return $page->ID;
		}
		$id = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_name'    => 'homepage-content',
				'post_title'   => 'Home',
				'post_content' => '<!-- section:hero_subtitle --><p>Published subtitle</p>',
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * An autosave of a page by a user (the admin unless told), with this
	 * content; its id.
	 *
	 * @param int    $id      The page.
	 * @param string $content Unsaved content.
	 * @param int    $user    Its author.
	 */
	private function autosave( int $id, string $content, int $user = 1 ): int {
		wp_set_current_user( $user );
		$page                 = get_post( $id, ARRAY_A );
		$page['post_content'] = $content;
		$page['post_title']   = 'Unsaved title';
		$autosave             = _wp_put_post_revision( $page, true );
		$this->assertIsInt( $autosave );
		return $autosave;
	}

	/**
	 * A new user with this role; its id.
	 *
	 * @param string $role The role.
	 */
	private function user( string $role ): int {
		$user = wp_insert_user(
			array(
				'user_login' => 'preview-' . $role,
				'user_pass'  => 'x-' . wp_generate_password(),
				'role'       => $role,
			)
		);
		$this->assertIsInt( $user );
		return $user;
	}

	public function test_the_author_with_her_nonce_may_preview(): void {
		$id = $this->home_page_id();
		wp_set_current_user( 1 );
		$this->assertTrue( author_site_preview_allowed( $id, wp_create_nonce( 'post_preview_' . $id ) ) );
	}

	public function test_a_visitor_with_the_same_link_may_not(): void {
		$id = $this->home_page_id();
		wp_set_current_user( 1 );
		$nonce = wp_create_nonce( 'post_preview_' . $id );
		wp_set_current_user( 0 );
		$this->assertFalse( author_site_preview_allowed( $id, $nonce ) );
	}

	public function test_a_wrong_or_missing_nonce_is_refused(): void {
		$id = $this->home_page_id();
		wp_set_current_user( 1 );
		$this->assertFalse( author_site_preview_allowed( $id, 'abcdef0123' ) );
		$this->assertFalse( author_site_preview_allowed( $id, '' ) );
		$this->assertFalse( author_site_preview_allowed( $id, wp_create_nonce( 'post_preview_' . ( $id + 1 ) ) ) );
	}

	public function test_a_user_who_cannot_edit_the_page_may_not(): void {
		$id = $this->home_page_id();
		wp_set_current_user( $this->user( 'subscriber' ) );
		$this->assertFalse( author_site_preview_allowed( $id, wp_create_nonce( 'post_preview_' . $id ) ) );
	}

	public function test_only_content_pages_are_the_themes_to_preview(): void {
		wp_set_current_user( 1 );
		$other = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'Another page',
				'post_status' => 'publish',
			)
		);
		$this->assertFalse( author_site_preview_allowed( $other, wp_create_nonce( 'post_preview_' . $other ) ) );
	}

	public function test_the_autosave_takes_the_pages_place_in_a_copy(): void {
		$id = $this->home_page_id();
		$this->autosave( $id, '<!-- section:hero_subtitle --><p>Unsaved subtitle</p>' );
		$page  = get_post( $id );
		$other = get_post(
			wp_insert_post(
				array(
					'post_title'  => 'A post',
					'post_status' => 'publish',
				)
			)
		);
		$shown = author_site_with_autosave( array( $page, $other ), $id );
		$this->assertSame( '<!-- section:hero_subtitle --><p>Unsaved subtitle</p>', $shown[0]->post_content );
		$this->assertSame( 'Unsaved title', $shown[0]->post_title );
		$this->assertSame( $other, $shown[1] );
		$this->assertNotSame( $page, $shown[0] );
		$this->assertStringNotContainsString( 'Unsaved', get_post( $id )->post_content );
	}

	public function test_another_users_newer_autosave_is_not_shown(): void {
		global $wpdb;
		$id     = $this->home_page_id();
		$editor = $this->user( 'editor' );
		$this->autosave( $id, '<!-- section:hero_subtitle --><p>The admin’s own subtitle</p>' );
		$newer = $this->autosave( $id, '<!-- section:hero_subtitle --><p>The editor’s subtitle</p>', $editor );
		// The editor's is the newest autosave of the page, by an hour.
		$wpdb->update( $wpdb->posts, array( 'post_date' => gmdate( 'Y-m-d H:i:s', strtotime( get_post( $id )->post_date ) + 3600 ) ), array( 'ID' => $newer ) );
		clean_post_cache( $newer );
		$this->assertSame( $newer, wp_get_post_autosave( $id )->ID );

		wp_set_current_user( 1 );
		$shown = author_site_with_autosave( array( get_post( $id ) ), $id );
		$this->assertSame( '<!-- section:hero_subtitle --><p>The admin’s own subtitle</p>', $shown[0]->post_content );
		wp_set_current_user( $editor );
		$shown = author_site_with_autosave( array( get_post( $id ) ), $id );
		$this->assertSame( '<!-- section:hero_subtitle --><p>The editor’s subtitle</p>', $shown[0]->post_content );
	}

	public function test_a_user_without_an_autosave_sees_the_published_text(): void {
		$id     = $this->home_page_id();
		$editor = $this->user( 'editor' );
		$this->autosave( $id, '<!-- section:hero_subtitle --><p>Unsaved subtitle</p>', $editor );
		wp_set_current_user( 1 );
		$posts = array( get_post( $id ) );
		$this->assertSame( $posts, author_site_with_autosave( $posts, $id ) );
	}

	public function test_without_an_autosave_the_published_text_stays(): void {
		$id    = $this->home_page_id();
		$page  = get_post( $id );
		$posts = array( $page );
		$this->assertSame( $posts, author_site_with_autosave( $posts, $id ) );
	}
}
