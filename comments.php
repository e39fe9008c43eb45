<?php
/**
 * The comments of a post or page on a WordPress view, shown while comments
 * are open (inc/render/layout/server-view.php; docs/whole-site.md#posts-and-other-pages).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

if ( post_password_required() ) {
	return;
}
?>
<section id="comments" class="comments" aria-labelledby="comments-title">
	<h2 id="comments-title" class="comments__title">
		<?php
		$author_site_comments = get_comments_number();
		if ( $author_site_comments ) {
			/* translators: %s: number of comments. */
			echo esc_html( sprintf( _n( '%s comment', '%s comments', $author_site_comments, 'author-site' ), number_format_i18n( $author_site_comments ) ) );
		} else {
			esc_html_e( 'Comments', 'author-site' );
		}
		?>
	</h2>
	<?php if ( have_comments() ) : ?>
		<ol class="comment-list">
			<?php
			wp_list_comments(
				array(
					'style'       => 'ol',
					'short_ping'  => true,
					'avatar_size' => 48,
				)
			);
			?>
		</ol>
		<?php the_comments_navigation(); ?>
	<?php endif; ?>
	<?php
	comment_form(
		array(
			'title_reply_before' => '<h3 id="reply-title" class="comment-reply-title">',
			'title_reply_after'  => '</h3>',
		)
	);
	?>
</section>
