<?php
/**
 * WordPress's own views (posts, pages, archives, search) in the site's frame (docs/whole-site.md).
 *
 * @package AuthorSite
 */

defined( 'ABSPATH' ) || exit;

/** The view's kind (blog, singular or list); the app reads it to mark the blog link current. */
function author_site_wordpress_view_kind() {
	if ( is_home() ) {
		return 'blog';
	}
	return is_singular() ? 'singular' : 'list';
}

/** The date and, for a post, the author and categories of the current post. */
function author_site_wordpress_entry_meta() {
	if ( 'post' !== get_post_type() ) {
		return;
	}
	echo '<p class="entry-meta">';
	printf(
		'<time datetime="%1$s">%2$s</time>',
		esc_attr( get_the_date( DATE_W3C ) ),
		esc_html( get_the_date() )
	);
	/* translators: %s: the post's author. */
	echo ' · ' . esc_html( sprintf( __( 'by %s', 'author-site' ), get_the_author() ) );
	$categories = get_the_category_list( ', ' );
	if ( $categories ) {
		echo ' · ' . wp_kses_post( $categories );
	}
	echo '</p>';
}

/** The current post in full. */
function author_site_wordpress_entry() {
	?>
	<article id="post-<?php the_ID(); ?>" <?php post_class( 'entry' ); ?>>
		<header class="entry-header">
			<?php the_title( '<h1 class="entry-title">', '</h1>' ); ?>
			<?php author_site_wordpress_entry_meta(); ?>
			<?php if ( has_post_thumbnail() && ! post_password_required() ) : ?>
				<figure class="entry-thumbnail"><?php the_post_thumbnail( 'large' ); ?></figure>
			<?php endif; ?>
		</header>
		<div class="entry-content">
			<?php
			if ( post_password_required() ) {
				echo get_the_password_form(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core's form, escaped by core.
			} else {
				the_content();
				wp_link_pages(
					array(
						'before' => '<nav class="page-links" aria-label="' . esc_attr__( 'Pages of this post', 'author-site' ) . '">',
						'after'  => '</nav>',
					)
				);
			}
			?>
		</div>
		<?php the_tags( '<p class="entry-tags">' . esc_html__( 'Tags:', 'author-site' ) . ' ', ', ', '</p>' ); ?>
	</article>
	<?php
	if ( comments_open() ) {
		comments_template();
	}
}

/** The current post in a list: linked title, meta and excerpt. */
function author_site_wordpress_summary() {
	?>
	<article id="post-<?php the_ID(); ?>" <?php post_class( 'entry entry--summary' ); ?>>
		<?php the_title( '<h2 class="entry-title"><a href="' . esc_url( get_permalink() ) . '">', '</a></h2>' ); ?>
		<?php author_site_wordpress_entry_meta(); ?>
		<?php if ( has_post_thumbnail() && ! post_password_required() ) : ?>
			<a class="entry-thumbnail" href="<?php the_permalink(); ?>" aria-hidden="true" tabindex="-1"><?php the_post_thumbnail( 'medium_large' ); ?></a>
		<?php endif; ?>
		<div class="entry-summary"><?php the_excerpt(); ?></div>
	</article>
	<?php
}

/** The heading of a list: the posts page's title, the search, the archive. */
function author_site_wordpress_list_title() {
	if ( is_home() ) {
		$title = esc_html( get_option( 'page_for_posts' ) ? single_post_title( '', false ) : get_bloginfo( 'name' ) );
	} elseif ( is_search() ) {
		/* translators: %s: the search terms. */
		$title = esc_html( sprintf( __( 'Search results for “%s”', 'author-site' ), get_search_query( false ) ) );
	} else {
		$title = wp_kses_post( get_the_archive_title() );
	}
	echo '<header class="page-header"><h1 class="page-title">' . $title . '</h1>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
	the_archive_description( '<div class="archive-description">', '</div>' );
	echo '</header>';
}

/** A list of posts with pagination, or a message and the search form. */
function author_site_wordpress_list() {
	author_site_wordpress_list_title();
	if ( ! have_posts() ) {
		echo '<p class="no-results">' . esc_html__( 'Nothing matched. Try other words?', 'author-site' ) . '</p>';
		get_search_form();
		return;
	}
	while ( have_posts() ) {
		the_post();
		author_site_wordpress_summary();
	}
	the_posts_pagination(
		array(
			'aria_label' => __( 'More posts', 'author-site' ),
		)
	);
	if ( is_search() ) {
		get_search_form();
	}
}

/** The WordPress view's content for <main> (author_site_layout()). */
function author_site_server_view( array $config ) {
	unset( $config );
	ob_start();
	if ( is_singular() ) {
		while ( have_posts() ) {
			the_post();
			author_site_wordpress_entry();
		}
	} else {
		author_site_wordpress_list();
	}
	$html = (string) ob_get_clean();
	return '<div class="wp-view container" data-wp-view="' . esc_attr( author_site_wordpress_view_kind() ) . '">' . $html . '</div>';
}
